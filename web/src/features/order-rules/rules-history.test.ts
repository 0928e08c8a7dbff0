import { DEFAULT_DELIVERY_ZONES, DEFAULT_ORDER_RULES, type TDeliveryZone } from '@app/shared/order-rules';
import { describe, expect, it } from 'vitest';
import { settingsChangeText, zonesChangeText } from './rules-history';

const olten = { id: 1, ...DEFAULT_DELIVERY_ZONES[0] } as TDeliveryZone;

describe('the change log of the rules, in words', () => {
  it('says which zone was added, changed or removed, and what changed in it', () => {
    const hagendorf: TDeliveryZone = {
      id: 2,
      name: 'Hägendorf',
      postcodes: ['4614'],
      deliveryFee: 7,
      minimumOrder: 20,
      freeDeliveryFrom: null,
      extraMinutes: 10,
    };
    expect(zonesChangeText({ before: [olten], after: [olten, hagendorf] })).toBe(
      'zone Hägendorf added (postcodes 4614, fee CHF 7.00, minimum CHF 20.00, free from never, +10 min)',
    );
    const changed = {
      ...olten,
      name: 'Olten Stadt',
      postcodes: [...olten.postcodes.slice(1), '4614'],
      deliveryFee: 6,
    };
    expect(zonesChangeText({ before: [olten], after: [changed] })).toBe(
      'Olten Stadt: name Olten → Olten Stadt, postcodes added: 4614, postcodes removed: 4600, fee CHF 5.00 → CHF 6.00',
    );
    expect(zonesChangeText({ before: [olten, hagendorf], after: [olten] })).toBe('zone Hägendorf removed');
    expect(zonesChangeText({ before: [olten], after: [olten] })).toBe('');
    // Saved again without ids: the zones are known by their names.
    expect(zonesChangeText({ before: [olten], after: [{ ...olten, id: 9, deliveryFee: 6 }] })).toBe(
      'Olten: fee CHF 5.00 → CHF 6.00',
    );
  });

  it('says what changed in the fees, times and order types', () => {
    const after = {
      ...DEFAULT_ORDER_RULES,
      cardFeePercent: 3,
      asapMinutes: { DELIVERY: 60, TAKEAWAY: 45 },
      orderTypes: { DELIVERY: false, TAKEAWAY: true },
    };
    expect(settingsChangeText({ before: DEFAULT_ORDER_RULES, after })).toBe(
      'card fee 2.6% → 3%; delivery ASAP 45 → 60 min; Delivery on → off',
    );
  });

  it('says when promo codes were allowed during a sale, and nothing for changes from before the switch', () => {
    const before = { ...DEFAULT_ORDER_RULES, promoWithSale: false };
    expect(settingsChangeText({ before, after: { ...before, promoWithSale: true } })).toBe(
      'promo codes during a sale off → on',
    );
    expect(
      settingsChangeText({ before: DEFAULT_ORDER_RULES, after: { ...before, promoWithSale: true } }),
    ).toBe('');
  });
});
