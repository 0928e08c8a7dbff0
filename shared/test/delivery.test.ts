import { describe, expect, it } from 'vitest';
import {
  DELIVERY_MINIMUM_MESSAGE,
  DELIVERY_POSTCODES,
  isDeliverablePostcode,
  meetsDeliveryMinimum,
  NOT_DELIVERABLE_MESSAGE,
} from '../src/delivery';
import { formatRappen } from '../src/money';
import { MIN_DELIVERY_RAPPEN } from '../src/pricing';

describe('delivery postcodes', () => {
  it('lists exactly the postcodes of spec section 5', () => {
    expect([...DELIVERY_POSTCODES]).toEqual(['4600', '4601', '4609', '4612', '4613', '4622', '4623', '4632']);
  });

  it.each(DELIVERY_POSTCODES)('delivers to %s, also with surrounding spaces', (plz) => {
    expect(isDeliverablePostcode(plz)).toBe(true);
    expect(isDeliverablePostcode(`  ${plz}\t`)).toBe(true);
  });

  it.each(['4602', '8000', '', '   ', '46 00', '4600a', 'CH-4600', '04600', '460'])(
    'does not deliver to %j',
    (plz) => {
      expect(isDeliverablePostcode(plz)).toBe(false);
    },
  );

  it('has the exact refusal text', () => {
    expect(NOT_DELIVERABLE_MESSAGE).toBe('We currently do not deliver to this address.');
  });
});

describe('delivery minimum', () => {
  it('needs at least CHF 30.00 before discount', () => {
    expect(meetsDeliveryMinimum(2_999)).toBe(false);
    expect(meetsDeliveryMinimum(3_000)).toBe(true);
    expect(meetsDeliveryMinimum(3_001)).toBe(true);
    expect(meetsDeliveryMinimum(0)).toBe(false);
  });

  it('has the exact text, naming the same amount as the constant', () => {
    expect(DELIVERY_MINIMUM_MESSAGE).toBe('Minimum delivery order is CHF 30.00.');
    expect(DELIVERY_MINIMUM_MESSAGE).toContain(formatRappen(MIN_DELIVERY_RAPPEN));
  });
});
