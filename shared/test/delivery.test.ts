import { describe, expect, it } from 'vitest';
import {
  deliveryMinimumMessage,
  meetsDeliveryMinimum,
  NOT_DELIVERABLE_MESSAGE,
  pricingRulesOf,
  zoneOfPostcode,
} from '../src/delivery';
import { DEFAULT_DELIVERY_ZONES, DEFAULT_ORDER_RULES, type TDeliveryZone } from '../src/order-rules';

const [SPEC_ZONE] = DEFAULT_DELIVERY_ZONES as [TDeliveryZone];
const EXTRA: TDeliveryZone = {
  name: 'Aarburg',
  postcodes: ['4614', '4663'],
  deliveryFee: 7,
  minimumOrder: 40,
  freeDeliveryFrom: null,
  extraMinutes: 15,
};

describe('delivery zones', () => {
  it('default to exactly the postcodes of spec section 5', () => {
    expect(SPEC_ZONE.postcodes).toEqual(['4600', '4601', '4609', '4612', '4613', '4622', '4623', '4632']);
    expect(SPEC_ZONE).toMatchObject({
      deliveryFee: 5,
      minimumOrder: 30,
      freeDeliveryFrom: 100,
      extraMinutes: 0,
    });
  });

  it.each(SPEC_ZONE.postcodes)('delivers to %s, also with surrounding spaces', (plz) => {
    expect(zoneOfPostcode(DEFAULT_DELIVERY_ZONES, plz)).toBe(SPEC_ZONE);
    expect(zoneOfPostcode(DEFAULT_DELIVERY_ZONES, `  ${plz}\t`)).toBe(SPEC_ZONE);
  });

  it.each(['4602', '8000', '', '   ', '46 00', '4600a', 'CH-4600', '04600', '460'])(
    'does not deliver to %j',
    (plz) => {
      expect(zoneOfPostcode(DEFAULT_DELIVERY_ZONES, plz)).toBeUndefined();
    },
  );

  it('finds the zone a postcode belongs to, and none without zones', () => {
    const zones = [SPEC_ZONE, EXTRA];
    expect(zoneOfPostcode(zones, '4614')).toBe(EXTRA);
    expect(zoneOfPostcode(zones, '4600')).toBe(SPEC_ZONE);
    expect(zoneOfPostcode([], '4600')).toBeUndefined();
  });

  it('has the exact refusal text', () => {
    expect(NOT_DELIVERABLE_MESSAGE).toBe('We currently do not deliver to this address.');
  });
});

describe('delivery minimum', () => {
  it('needs at least the zone’s minimum before discount', () => {
    expect(meetsDeliveryMinimum(SPEC_ZONE, 2_999)).toBe(false);
    expect(meetsDeliveryMinimum(SPEC_ZONE, 3_000)).toBe(true);
    expect(meetsDeliveryMinimum(SPEC_ZONE, 3_001)).toBe(true);
    expect(meetsDeliveryMinimum(SPEC_ZONE, 0)).toBe(false);
    expect(meetsDeliveryMinimum(EXTRA, 3_990)).toBe(false);
    expect(meetsDeliveryMinimum(EXTRA, 4_000)).toBe(true);
  });

  it('names the zone’s figure in the spec’s words', () => {
    expect(deliveryMinimumMessage(SPEC_ZONE)).toBe('Minimum delivery order is CHF 30.00.');
    expect(deliveryMinimumMessage(EXTRA)).toBe('Minimum delivery order is CHF 40.00.');
    expect(deliveryMinimumMessage({ minimumOrder: 25.5 })).toBe('Minimum delivery order is CHF 25.50.');
  });
});

describe('pricingRulesOf', () => {
  it('turns the settings and the zone into Rappen and tenths', () => {
    expect(pricingRulesOf({ cardFeePercent: 2.6, twintFeePercent: 1.5 }, EXTRA)).toEqual({
      deliveryFeeRappen: 700,
      freeDeliveryFromRappen: null,
      cardFeeTenths: 26,
      twintFeeTenths: 15,
    });
    expect(pricingRulesOf(DEFAULT_ORDER_RULES, undefined)).toMatchObject({
      deliveryFeeRappen: 0,
      freeDeliveryFromRappen: null,
    });
  });
});
