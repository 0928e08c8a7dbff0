import { DEFAULT_DELIVERY_ZONES } from '@app/shared/order-rules';
import { describe, expect, it } from 'vitest';
import { deliveryFacts } from './delivery-facts';

const OLTEN = DEFAULT_DELIVERY_ZONES[0] ?? { deliveryFee: 5, minimumOrder: 30, freeDeliveryFrom: 100 };
const AARBURG = { deliveryFee: 7, minimumOrder: 40, freeDeliveryFrom: null };

describe('deliveryFacts', () => {
  it('one zone: its fee, minimum and threshold, and what is missing', () => {
    expect(deliveryFacts([OLTEN], 2620)).toEqual({
      fee: { min: 500, max: 500 },
      minimum: { min: 3000, max: 3000 },
      freeFrom: { min: 10000, max: 10000 },
      missing: 380,
      byPostcode: false,
    });
    expect(deliveryFacts([OLTEN], 3000)?.missing).toBe(0);
    expect(deliveryFacts([OLTEN], 4550)?.missing).toBe(0);
  });

  it('zones that differ: the ranges, said to depend on the postcode; missing to the lowest minimum', () => {
    const facts = deliveryFacts([OLTEN, AARBURG], 1000);
    expect(facts).toMatchObject({
      fee: { min: 500, max: 700 },
      minimum: { min: 3000, max: 4000 },
      freeFrom: { min: 10000, max: 10000 },
      missing: 2000,
      byPostcode: true,
    });
  });

  it('no zone delivers free: no threshold; no zone at all: nothing to say', () => {
    expect(deliveryFacts([AARBURG], 0)?.freeFrom).toBeNull();
    expect(deliveryFacts([], 0)).toBeNull();
  });
});
