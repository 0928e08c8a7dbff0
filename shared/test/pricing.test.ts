import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricingRulesOf } from '../src/delivery';
import { PAYMENT_METHODS } from '../src/enums';
import { DEFAULT_DELIVERY_ZONES, DEFAULT_ORDER_RULES } from '../src/order-rules';
import {
  activeDiscountPercents,
  CURRENT_VAT_RATES,
  computePricing,
  type TPricingInput,
  type TPricingRules,
  type TSaleWindow,
} from '../src/pricing';

/** The spec's fees: the defaults of a new restaurant (its one zone, card 2.6 %, TWINT free). */
const SPEC_RULES: TPricingRules = pricingRulesOf(DEFAULT_ORDER_RULES, DEFAULT_DELIVERY_ZONES[0]);

const noDiscount = { percentMenu: 0, percentBuffet: 0 };

function input(overrides: Partial<TPricingInput>): TPricingInput {
  return {
    lines: [],
    kind: 'MENU',
    orderType: 'TAKEAWAY',
    paymentMethod: 'CASH',
    discount: noDiscount,
    rules: SPEC_RULES,
    ...overrides,
  };
}

/** Reference: the ARCHITECTURE.md rules on BigInt with percent tenths, half up. */
function reference(lines: { unit: number; qty: number }[], tenths: number, delivery: boolean, card: boolean) {
  const half = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
  const subtotal = lines.reduce((sum, l) => sum + BigInt(l.unit) * BigInt(l.qty), 0n);
  const discountAmount = half(subtotal * BigInt(tenths), 1000n);
  const after = subtotal - discountAmount;
  const deliveryFee = delivery && after < 10_000n ? 500n : 0n;
  const cardFee = card ? half(after * 26n, 1000n) : 0n;
  const total = after + cardFee + deliveryFee;
  const vatAmount = half(total * 26n, 1026n);
  return { subtotal, discountAmount, after, deliveryFee, cardFee, total, vatAmount };
}

describe('defaults', () => {
  it('match spec section 9', () => {
    expect(SPEC_RULES).toEqual({
      deliveryFeeRappen: 500,
      freeDeliveryFromRappen: 10_000,
      cardFeeTenths: 26,
      twintFeeTenths: 0,
    });
    expect(DEFAULT_DELIVERY_ZONES[0]?.minimumOrder).toBe(30);
    expect(CURRENT_VAT_RATES).toEqual({ REDUCED: 26, STANDARD: 81 }); // 2.6 % and 8.1 %
  });
});

describe('computePricing with the restaurant’s own rules', () => {
  const lines = [{ unitPriceRappen: 5000, quantity: 1 }];

  it('takes the zone’s fee and threshold', () => {
    const rules = { ...SPEC_RULES, deliveryFeeRappen: 700, freeDeliveryFromRappen: 6000 };
    expect(computePricing(input({ lines, orderType: 'DELIVERY', rules }))).toMatchObject({
      deliveryFee: 700,
      deliveryFeeWaived: false,
      total: 5700,
    });
    const big = [{ unitPriceRappen: 6000, quantity: 1 }];
    expect(computePricing(input({ lines: big, orderType: 'DELIVERY', rules }))).toMatchObject({
      deliveryFee: 0,
      deliveryFeeWaived: true,
    });
  });

  it('never waives the fee without a threshold', () => {
    const rules = { ...SPEC_RULES, freeDeliveryFromRappen: null };
    const huge = [{ unitPriceRappen: 9_999_999, quantity: 10 }];
    expect(computePricing(input({ lines: huge, orderType: 'DELIVERY', rules }))).toMatchObject({
      deliveryFee: 500,
      deliveryFeeWaived: false,
    });
  });

  it('charges the TWINT fee for TWINT and the card fee for CARD, each at its own percent', () => {
    const rules = { ...SPEC_RULES, cardFeeTenths: 30, twintFeeTenths: 15 };
    expect(computePricing(input({ lines, paymentMethod: 'TWINT', rules })).cardFee).toBe(75); // 1.5 %
    expect(computePricing(input({ lines, paymentMethod: 'CARD', rules })).cardFee).toBe(150); // 3 %
    expect(computePricing(input({ lines, paymentMethod: 'CASH', rules })).cardFee).toBe(0);
    const free = { ...SPEC_RULES, cardFeeTenths: 0 };
    expect(computePricing(input({ lines, paymentMethod: 'CARD', rules: free })).cardFee).toBe(0);
  });
});

describe('computePricing', () => {
  it('computes a discounted card delivery order step by step', () => {
    const result = computePricing(
      input({
        lines: [
          { unitPriceRappen: 1250, quantity: 2 },
          { unitPriceRappen: 800, quantity: 1 },
        ],
        orderType: 'DELIVERY',
        paymentMethod: 'CARD',
        discount: { percentMenu: 10, percentBuffet: 50 },
      }),
    );
    expect(result).toEqual({
      subtotal: 3300,
      discountPercent: 10,
      discountAmount: 330,
      promoDiscount: 0,
      afterDiscount: 2970,
      deliveryFee: 500,
      deliveryFeeWaived: false,
      cardFee: 77, // 2970 x 2.6 % = 77.22
      total: 3547,
      voucherAmount: 0,
      amountDue: 3547,
      vatPercent: 2.6,
      vatAmount: 90, // 3547 x 2.6 / 102.6 = 89.88
      vatBreakdown: [{ vatClass: 'REDUCED', tenths: 26, grossRappen: 3547, vatRappen: 90 }],
    });
  });

  it('a gift voucher pays after VAT: the VAT stays, the card fee is only on what it leaves', () => {
    const lines = [
      { unitPriceRappen: 2450, quantity: 1 },
      { unitPriceRappen: 650, quantity: 1, vatClass: 'STANDARD' as const },
    ];
    const order = { lines, orderType: 'DELIVERY', paymentMethod: 'CARD' } as const;
    const without = computePricing(input(order));
    // 31.00 of items and 5.00 delivery; 20.00 on the voucher: the card pays 16.00 and its fee on the 11.00
    // of items left (0.29).
    const part = computePricing(input({ ...order, voucherBalanceRappen: 2000 }));
    expect(part).toMatchObject({ voucherAmount: 2000, cardFee: 29, total: 3629, amountDue: 1629 });
    // The VAT by rate is that of the same order without the voucher but for the fee's share.
    expect(part.vatBreakdown.map((v) => v.vatClass)).toEqual(without.vatBreakdown.map((v) => v.vatClass));
    // More on it than the order: it pays the items and delivery, no fee, nothing due.
    const all = computePricing(input({ ...order, voucherBalanceRappen: 10_000 }));
    expect(all).toMatchObject({ voucherAmount: 3600, cardFee: 0, total: 3600, amountDue: 0 });
    expect(all.vatAmount).toBe(computePricing(input({ ...order, paymentMethod: 'CASH' })).vatAmount);
  });

  it('a promo code comes off the items after the sale, before the fees', () => {
    const lines = [
      { unitPriceRappen: 1250, quantity: 2 },
      { unitPriceRappen: 800, quantity: 1 },
    ];
    const order = { lines, orderType: 'DELIVERY', paymentMethod: 'CARD' } as const;
    const sale = { percentMenu: 10, percentBuffet: 0 };
    const percent = computePricing(
      input({ ...order, discount: sale, promo: { kind: 'PERCENT', value: 10 } }),
    );
    // 3300 less the sale's 330 is 2970; 10 % of that is 297; the card fee is on 2673 (69.50 -> 69).
    expect(percent).toMatchObject({
      discountAmount: 330,
      promoDiscount: 297,
      afterDiscount: 2673,
      cardFee: 69,
      deliveryFee: 500,
      total: 3242,
      vatAmount: 82, // 3242 x 2.6 / 102.6 = 82.15
    });
    const amount = computePricing(input({ ...order, discount: sale, promo: { kind: 'AMOUNT', value: 5 } }));
    expect(amount).toMatchObject({ promoDiscount: 500, afterDiscount: 2470, cardFee: 64, total: 3034 });
    // An amount larger than the items takes the items, never the fees.
    const all = computePricing(input({ ...order, discount: sale, promo: { kind: 'AMOUNT', value: 50 } }));
    expect(all).toMatchObject({ promoDiscount: 2970, afterDiscount: 0, cardFee: 0, total: 500 });
  });

  it('a promo code on a mixed order: each rate keeps its share, and the shares add up to the total', () => {
    const result = computePricing(
      input({
        lines: [
          { unitPriceRappen: 3000, quantity: 1 },
          { unitPriceRappen: 650, quantity: 2, vatClass: 'STANDARD' },
        ],
        orderType: 'TAKEAWAY',
        paymentMethod: 'CASH',
        promo: { kind: 'AMOUNT', value: 8.6 },
      }),
    );
    expect(result.promoDiscount).toBe(860);
    expect(result.total).toBe(3440);
    // 860 off 4300: 600 of it off the food (3000), 260 off the beer (1300).
    expect(result.vatBreakdown.map((share) => share.grossRappen)).toEqual([2400, 1040]);
    expect(result.vatBreakdown.reduce((sum, share) => sum + share.grossRappen, 0)).toBe(result.total);
  });

  it('a mixed order (food and beer): VAT by rate, the fees split by the goods', () => {
    const result = computePricing(
      input({
        lines: [
          { unitPriceRappen: 3000, quantity: 1 },
          { unitPriceRappen: 650, quantity: 2, vatClass: 'STANDARD' },
        ],
        orderType: 'DELIVERY',
        paymentMethod: 'CASH',
      }),
    );
    expect(result.total).toBe(4800);
    expect(result.vatBreakdown).toEqual([
      { vatClass: 'REDUCED', tenths: 26, grossRappen: 3349, vatRappen: 85 }, // 3000 + 349 of the 500 fee
      { vatClass: 'STANDARD', tenths: 81, grossRappen: 1451, vatRappen: 109 }, // 1300 + 151
    ]);
    expect(result.vatPercent).toBe(2.6); // the spec's field: the reduced rate with the total VAT
    expect(result.vatAmount).toBe(194);
  });

  it('an order of the rates’ past: the rates of its day', () => {
    const result = computePricing(
      input({
        lines: [{ unitPriceRappen: 1000, quantity: 1, vatClass: 'STANDARD' }],
        vatRates: { REDUCED: 25, STANDARD: 77 },
      }),
    );
    expect([result.vatPercent, result.vatAmount]).toEqual([7.7, 71]); // 1000 x 7.7 / 107.7 = 71.49
  });

  it('uses the buffet percent for buffet carts and the menu percent otherwise', () => {
    const lines = [{ unitPriceRappen: 2000, quantity: 1 }];
    const discount = { percentMenu: 10, percentBuffet: 12.5 };
    expect(computePricing(input({ lines, kind: 'BUFFET', discount }))).toMatchObject({
      discountPercent: 12.5,
      discountAmount: 250,
      afterDiscount: 1750,
    });
    expect(computePricing(input({ lines, kind: 'MENU', discount }))).toMatchObject({
      discountPercent: 10,
      discountAmount: 200,
    });
  });

  it('charges the card fee for CARD only', () => {
    const lines = [{ unitPriceRappen: 5000, quantity: 1 }];
    expect(computePricing(input({ lines, paymentMethod: 'CARD' })).cardFee).toBe(130);
    for (const paymentMethod of ['TWINT', 'CASH', 'POS_CARD'] as const) {
      expect(computePricing(input({ lines, paymentMethod })).cardFee).toBe(0);
    }
  });

  it('waives the delivery fee exactly from CHF 100 after discount', () => {
    const at = (subtotal: number, percentMenu = 0) =>
      computePricing(
        input({
          lines: [{ unitPriceRappen: subtotal, quantity: 1 }],
          orderType: 'DELIVERY',
          discount: { percentMenu, percentBuffet: 0 },
        }),
      );
    expect(at(9_999)).toMatchObject({ deliveryFee: 500, deliveryFeeWaived: false, total: 10_499 });
    expect(at(10_000)).toMatchObject({ deliveryFee: 0, deliveryFeeWaived: true, total: 10_000 });
    // The threshold looks at the discounted amount: 11000 - 10 % = 9900 pays the fee.
    expect(at(11_000, 10)).toMatchObject({
      afterDiscount: 9_900,
      deliveryFee: 500,
      deliveryFeeWaived: false,
    });
  });

  it('never charges a delivery fee for takeaway', () => {
    const result = computePricing(input({ lines: [{ unitPriceRappen: 100, quantity: 1 }] }));
    expect(result).toMatchObject({ deliveryFee: 0, deliveryFeeWaived: false, total: 100 });
  });

  it('rounds exact half Rappen up', () => {
    const menu = (
      unit: number,
      percentMenu: number,
      paymentMethod: TPricingInput['paymentMethod'] = 'CASH',
    ) =>
      computePricing(
        input({
          lines: [{ unitPriceRappen: unit, quantity: 1 }],
          discount: { percentMenu, percentBuffet: 0 },
          paymentMethod,
        }),
      );
    expect(menu(5, 10).discountAmount).toBe(1); // 0.5
    expect(menu(15, 10).discountAmount).toBe(2); // 1.5
    expect(menu(4, 12.5).discountAmount).toBe(1); // 0.5
    expect(menu(12, 12.5).discountAmount).toBe(2); // 1.5
    expect(menu(1, 50).discountAmount).toBe(1); // 0.5
    expect(menu(3, 50).discountAmount).toBe(2); // 1.5
    expect(menu(1250, 0, 'CARD').cardFee).toBe(33); // 32.5
    expect(menu(1249, 0, 'CARD').cardFee).toBe(32); // 32.474
    expect(menu(3750, 0, 'CARD').cardFee).toBe(98); // 97.5
  });

  it('does not fall for float error in percents', () => {
    // 14.3 * 10 is 143.00000000000003 and 1005 * 0.026 is 26.129999999999995 in floats.
    const result = computePricing(
      input({
        lines: [{ unitPriceRappen: 1000, quantity: 1 }],
        discount: { percentMenu: 14.3, percentBuffet: 0 },
      }),
    );
    expect(result.discountAmount).toBe(143);
    const card = computePricing(
      input({ lines: [{ unitPriceRappen: 1005, quantity: 1 }], paymentMethod: 'CARD' }),
    );
    expect(card.cardFee).toBe(26);
  });

  it('handles an empty cart and a 100 % sale', () => {
    expect(computePricing(input({}))).toMatchObject({ subtotal: 0, total: 0, vatAmount: 0 });
    const free = computePricing(
      input({
        lines: [{ unitPriceRappen: 4000, quantity: 1 }],
        orderType: 'DELIVERY',
        paymentMethod: 'CARD',
        discount: { percentMenu: 100, percentBuffet: 0 },
      }),
    );
    expect(free).toMatchObject({
      discountAmount: 4000,
      afterDiscount: 0,
      cardFee: 0,
      deliveryFee: 500,
      total: 500,
    });
  });

  it('refuses impossible input', () => {
    const bad = (overrides: Partial<TPricingInput>) => () => computePricing(input(overrides));
    expect(bad({ lines: [{ unitPriceRappen: -1, quantity: 1 }] })).toThrow(RangeError);
    expect(bad({ lines: [{ unitPriceRappen: 12.5, quantity: 1 }] })).toThrow(RangeError);
    expect(bad({ lines: [{ unitPriceRappen: 100, quantity: 1.5 }] })).toThrow(RangeError);
    expect(bad({ lines: [{ unitPriceRappen: 100, quantity: -1 }] })).toThrow(RangeError);
    expect(bad({ discount: { percentMenu: 100.1, percentBuffet: 0 } })).toThrow(RangeError);
    expect(bad({ discount: { percentMenu: -1, percentBuffet: 0 } })).toThrow(RangeError);
    expect(bad({ kind: 'BUFFET', discount: { percentMenu: 0, percentBuffet: Number.NaN } })).toThrow(
      RangeError,
    );
    expect(bad({ lines: [{ unitPriceRappen: 1e9, quantity: 10_000 }] })).toThrow(RangeError);
  });

  it('matches the BigInt reference at every Rappen for card fee and VAT', () => {
    for (let unit = 0; unit <= 120_000; unit++) {
      const result = computePricing(
        input({
          lines: [{ unitPriceRappen: unit, quantity: 1 }],
          orderType: 'DELIVERY',
          paymentMethod: 'CARD',
        }),
      );
      const ref = reference([{ unit, qty: 1 }], 0, true, true);
      if (result.cardFee !== Number(ref.cardFee) || result.vatAmount !== Number(ref.vatAmount)) {
        expect({ unit, cardFee: result.cardFee, vat: result.vatAmount }).toEqual({
          unit,
          cardFee: Number(ref.cardFee),
          vat: Number(ref.vatAmount),
        });
      }
    }
  });

  it('matches the BigInt reference at every Rappen for each discount step', () => {
    for (let tenths = 0; tenths <= 1000; tenths += 7) {
      for (let unit = 0; unit <= 3000; unit++) {
        const result = computePricing(
          input({
            lines: [{ unitPriceRappen: unit, quantity: 1 }],
            discount: { percentMenu: tenths / 10, percentBuffet: 0 },
          }),
        );
        const expected = Number(reference([{ unit, qty: 1 }], tenths, false, false).discountAmount);
        if (result.discountAmount !== expected)
          expect({ unit, tenths, got: result.discountAmount }).toBe(expected);
      }
    }
  });

  describe('properties', () => {
    const lineArb = fc.record({
      unitPriceRappen: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 9_999_999 })),
      quantity: fc.integer({ min: 0, max: 50 }),
    });
    const pricingInputArb = fc.record({
      lines: fc.array(lineArb, { maxLength: 12 }),
      kind: fc.constantFrom('MENU' as const, 'BUFFET' as const),
      orderType: fc.constantFrom('DELIVERY' as const, 'TAKEAWAY' as const),
      paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
      // Percents as the sale form produces them: 0..100 in steps of 0.1.
      discount: fc.record({
        percentMenu: fc.integer({ min: 0, max: 1000 }).map((t) => t / 10),
        percentBuffet: fc.integer({ min: 0, max: 1000 }).map((t) => t / 10),
      }),
      rules: fc.constant(SPEC_RULES),
    });

    it('hold the invariants and match the BigInt reference for random carts', () => {
      fc.assert(
        fc.property(pricingInputArb, (cart) => {
          const p = computePricing(cart);
          const percent = cart.kind === 'BUFFET' ? cart.discount.percentBuffet : cart.discount.percentMenu;
          expect(p.discountPercent).toBe(percent);
          expect(p.total).toBe(p.afterDiscount + p.cardFee + p.deliveryFee);
          expect(p.afterDiscount).toBe(p.subtotal - p.discountAmount);
          expect(p.discountAmount).toBeGreaterThanOrEqual(0);
          expect(p.discountAmount).toBeLessThanOrEqual(p.subtotal);
          if (cart.paymentMethod !== 'CARD') expect(p.cardFee).toBe(0);
          if (cart.orderType === 'TAKEAWAY') expect(p.deliveryFee).toBe(0);
          if (cart.orderType === 'DELIVERY') {
            expect(p.deliveryFeeWaived).toBe(p.afterDiscount >= 10_000);
            expect(p.deliveryFee).toBe(p.afterDiscount >= 10_000 ? 0 : 500);
          } else {
            expect(p.deliveryFeeWaived).toBe(false);
          }
          expect(p.vatAmount).toBeLessThanOrEqual(p.total);
          for (const value of [p.subtotal, p.discountAmount, p.cardFee, p.total, p.vatAmount]) {
            expect(Number.isSafeInteger(value)).toBe(true);
          }

          const ref = reference(
            cart.lines.map((l) => ({ unit: l.unitPriceRappen, qty: l.quantity })),
            Math.round(percent * 10),
            cart.orderType === 'DELIVERY',
            cart.paymentMethod === 'CARD',
          );
          expect([
            p.subtotal,
            p.discountAmount,
            p.afterDiscount,
            p.deliveryFee,
            p.cardFee,
            p.total,
            p.vatAmount,
          ]).toEqual(
            [
              ref.subtotal,
              ref.discountAmount,
              ref.after,
              ref.deliveryFee,
              ref.cardFee,
              ref.total,
              ref.vatAmount,
            ].map(Number),
          );
        }),
        { numRuns: 3000 },
      );
    });

    it('waives the delivery fee exactly at the boundary', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -300, max: 300 }),
          fc.integer({ min: 0, max: 1000 }),
          (delta, tenths) => {
            // Pick a subtotal whose discounted amount lands near 10000.
            const subtotal = Math.max(0, Math.ceil(((10_000 + delta) * 1000) / Math.max(1, 1000 - tenths)));
            const p = computePricing(
              input({
                lines: [{ unitPriceRappen: subtotal, quantity: 1 }],
                orderType: 'DELIVERY',
                discount: { percentMenu: tenths / 10, percentBuffet: 0 },
              }),
            );
            expect(p.deliveryFee === 0).toBe(p.afterDiscount >= 10_000);
            expect(p.deliveryFeeWaived).toBe(p.afterDiscount >= 10_000);
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});

describe('activeDiscountPercents', () => {
  const sale = (overrides: Partial<TSaleWindow>): TSaleWindow => ({
    enabled: true,
    percentMenu: 10,
    percentBuffet: 12.5,
    startsAt: null,
    endsAt: null,
    ...overrides,
  });
  const now = new Date('2026-06-15T12:00:00Z');

  it('gives the sale percents when enabled and unbounded', () => {
    expect(activeDiscountPercents(sale({}), now)).toEqual({ percentMenu: 10, percentBuffet: 12.5 });
  });

  it('gives 0s when disabled', () => {
    expect(activeDiscountPercents(sale({ enabled: false }), now)).toEqual({
      percentMenu: 0,
      percentBuffet: 0,
    });
  });

  it('applies from startsAt inclusive until endsAt exclusive', () => {
    const window = { startsAt: '2026-06-15T12:00:00Z', endsAt: '2026-06-15T13:00:00Z' };
    const at = (iso: string) => activeDiscountPercents(sale(window), new Date(iso)).percentMenu;
    expect(at('2026-06-15T11:59:59.999Z')).toBe(0);
    expect(at('2026-06-15T12:00:00Z')).toBe(10);
    expect(at('2026-06-15T12:59:59.999Z')).toBe(10);
    expect(at('2026-06-15T13:00:00Z')).toBe(0);
  });

  it('treats null or empty bounds as open', () => {
    expect(
      activeDiscountPercents(sale({ startsAt: '2026-01-01T00:00:00Z', endsAt: null }), now).percentMenu,
    ).toBe(10);
    expect(
      activeDiscountPercents(sale({ startsAt: null, endsAt: '2027-01-01T00:00:00Z' }), now).percentMenu,
    ).toBe(10);
    expect(activeDiscountPercents(sale({ startsAt: '', endsAt: '  ' }), now).percentMenu).toBe(10);
    expect(activeDiscountPercents(sale({ endsAt: '2026-06-01T00:00:00Z' }), now).percentMenu).toBe(0);
  });

  it('reads bounds with an offset, and bounds without one as restaurant time', () => {
    // 14:00 in Zurich (summer, +02:00) is 12:00Z.
    expect(activeDiscountPercents(sale({ startsAt: '2026-06-15T14:00:00+02:00' }), now).percentMenu).toBe(10);
    expect(activeDiscountPercents(sale({ startsAt: '2026-06-15T14:00' }), now).percentMenu).toBe(10);
    expect(activeDiscountPercents(sale({ startsAt: '2026-06-15T14:01' }), now).percentMenu).toBe(0);
    expect(activeDiscountPercents(sale({ endsAt: '2026-06-15T14:00:00' }), now).percentMenu).toBe(0);
  });

  it('accepts Date bounds', () => {
    expect(
      activeDiscountPercents(sale({ startsAt: new Date('2026-06-15T12:00:00Z') }), now).percentMenu,
    ).toBe(10);
    expect(activeDiscountPercents(sale({ endsAt: new Date('2026-06-15T12:00:00Z') }), now).percentMenu).toBe(
      0,
    );
  });

  it('disables the sale when a bound cannot be read', () => {
    expect(activeDiscountPercents(sale({ endsAt: new Date(Number.NaN) }), now).percentMenu).toBe(0);
    expect(activeDiscountPercents(sale({ startsAt: 'tomorrow' }), now)).toEqual({
      percentMenu: 0,
      percentBuffet: 0,
    });
    expect(activeDiscountPercents(sale({ endsAt: '2026-02-30T10:00' }), now)).toEqual({
      percentMenu: 0,
      percentBuffet: 0,
    });
  });

  it('treats empty percents as 0 and keeps percents within 0..100 in steps of 0.1', () => {
    expect(activeDiscountPercents(sale({ percentMenu: null, percentBuffet: undefined }), now)).toEqual({
      percentMenu: 0,
      percentBuffet: 0,
    });
    expect(activeDiscountPercents(sale({ percentMenu: 150, percentBuffet: -5 }), now)).toEqual({
      percentMenu: 100,
      percentBuffet: 0,
    });
    expect(activeDiscountPercents(sale({ percentMenu: Number.NaN, percentBuffet: 12.34 }), now)).toEqual({
      percentMenu: 0,
      percentBuffet: 12.3,
    });
  });
});
