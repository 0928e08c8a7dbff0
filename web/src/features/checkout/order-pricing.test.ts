import { DEFAULT_DELIVERY_ZONES, DEFAULT_ORDER_RULES } from '@app/shared/order-rules';
import { describe, expect, it } from 'vitest';
import type { TCartLine } from '@/features/cart/public';
import { priceCart } from './order-pricing';

/** The spec's rules (the defaults), unless a test gives others. */
const price = (
  options: Omit<Parameters<typeof priceCart>[0], 'settings' | 'zone'> &
    Partial<Parameters<typeof priceCart>[0]>,
) => priceCart({ settings: DEFAULT_ORDER_RULES, zone: DEFAULT_DELIVERY_ZONES[0], ...options });

const line = (id: number, priceRaw: number | string, quantity: number, kind: 'MENU' | 'BUFFET' = 'MENU') =>
  ({ key: `${kind}:${id}`, kind, id, name: `Item ${id}`, priceRaw, quantity }) satisfies TCartLine;
const curry = line(1, 24.5, 2); // 49.00
const NO_SALE = { percentMenu: 0, percentBuffet: 0 };

describe('checkout summary numbers', () => {
  it('a beer in the cart: VAT by rate, the delivery fee split by the goods (as the server prices it)', () => {
    const beer = { ...line(2, 6.5, 2), vatClass: 'STANDARD' as const };
    const pricing = price({
      lines: [curry, beer],
      kind: 'MENU',
      orderType: 'DELIVERY',
      paymentMethod: 'CASH',
      discount: NO_SALE,
    });
    expect(pricing.vatBreakdown.map((share) => [share.tenths, share.grossRappen, share.vatRappen])).toEqual([
      [26, 5295, 134],
      [81, 1405, 105],
    ]);
  });

  it('takeaway paid in cash costs the items', () => {
    expect(
      price({
        lines: [curry],
        kind: 'MENU',
        orderType: 'TAKEAWAY',
        paymentMethod: 'CASH',
        discount: NO_SALE,
      }),
    ).toMatchObject({ subtotal: 4900, discountAmount: 0, deliveryFee: 0, cardFee: 0, total: 4900 });
  });

  it('adds 2.6 % card fee for CARD, rounded to the Rappen: 24.50 -> 25.14', () => {
    expect(
      price({
        lines: [line(1, '24.50', 1)],
        kind: 'MENU',
        orderType: 'TAKEAWAY',
        paymentMethod: 'CARD',
        discount: NO_SALE,
      }),
    ).toMatchObject({ subtotal: 2450, cardFee: 64, total: 2514 });
  });

  it('prices a discounted card delivery as the server does: 49.00 -10 % + 5.00 + 1.15 = 50.25', () => {
    expect(
      price({
        lines: [curry],
        kind: 'MENU',
        orderType: 'DELIVERY',
        paymentMethod: 'CARD',
        discount: { percentMenu: 10, percentBuffet: 0 },
      }),
    ).toMatchObject({
      subtotal: 4900,
      discountPercent: 10,
      discountAmount: 490,
      afterDiscount: 4410,
      deliveryFee: 500,
      deliveryFeeWaived: false,
      cardFee: 115,
      total: 5025,
    });
  });

  it('waives the delivery fee from CHF 100 after discount', () => {
    const at = (priceRaw: number, percentMenu = 0) =>
      price({
        lines: [line(1, priceRaw, 1)],
        kind: 'MENU',
        orderType: 'DELIVERY',
        paymentMethod: 'TWINT',
        discount: { percentMenu, percentBuffet: 0 },
      });
    expect(at(100)).toMatchObject({ deliveryFee: 0, deliveryFeeWaived: true, total: 10000 });
    expect(at(99.95)).toMatchObject({ deliveryFee: 500, total: 10495 });
    expect(at(110, 10)).toMatchObject({ afterDiscount: 9900, deliveryFee: 500, total: 10400 });
  });

  it('uses the buffet percent for a buffet cart', () => {
    expect(
      price({
        lines: [line(3, 14.9, 2, 'BUFFET')],
        kind: 'BUFFET',
        orderType: 'TAKEAWAY',
        paymentMethod: 'POS_CARD',
        discount: { percentMenu: 50, percentBuffet: 20 },
      }),
    ).toMatchObject({ subtotal: 2980, discountPercent: 20, discountAmount: 596, total: 2384 });
  });

  it('prices an empty cart as zero', () => {
    expect(
      price({ lines: [], kind: null, orderType: 'DELIVERY', paymentMethod: 'CARD', discount: NO_SALE }),
    ).toMatchObject({ subtotal: 0, total: 500 });
  });

  it("prices with the restaurant's own rules: a zone's fee, no threshold, a TWINT fee", () => {
    const zone = { deliveryFee: 7, freeDeliveryFrom: null };
    const settings = { cardFeePercent: 3, twintFeePercent: 1.5 };
    expect(
      price({
        lines: [line(1, 120, 1)],
        kind: 'MENU',
        orderType: 'DELIVERY',
        paymentMethod: 'TWINT',
        discount: NO_SALE,
        zone,
        settings,
      }),
    ).toMatchObject({
      subtotal: 12000,
      deliveryFee: 700,
      deliveryFeeWaived: false,
      cardFee: 180,
      total: 12880,
    });
    expect(
      price({
        lines: [curry],
        kind: 'MENU',
        orderType: 'TAKEAWAY',
        paymentMethod: 'CARD',
        discount: NO_SALE,
        zone,
        settings,
      }),
    ).toMatchObject({ deliveryFee: 0, cardFee: 147, total: 5047 });
  });

  it('has no delivery fee yet while the zone is not known', () => {
    expect(
      price({
        lines: [curry],
        kind: 'MENU',
        orderType: 'DELIVERY',
        paymentMethod: 'CASH',
        discount: NO_SALE,
        zone: undefined,
      }),
    ).toMatchObject({ deliveryFee: 0, total: 4900 });
  });

  describe('with a promo code', () => {
    const terms = (kind: 'PERCENT' | 'AMOUNT', value: number, minimumOrder = 0) => ({
      code: 'SUMMER10',
      kind,
      value,
      minimumOrder,
    });
    const takeaway = { lines: [curry], kind: 'MENU', orderType: 'TAKEAWAY', paymentMethod: 'CASH' } as const;

    it('takes its percent off what the sale left: 49.00 -20 % = 39.20, -10 % = 35.28', () => {
      expect(
        price({ ...takeaway, discount: { percentMenu: 20, percentBuffet: 0 }, promo: terms('PERCENT', 10) }),
      ).toMatchObject({ subtotal: 4900, discountAmount: 980, promoDiscount: 392, total: 3528 });
    });

    it('takes CHF 5 off before the card fee is reckoned: 44.00 + 1.14 = 45.14', () => {
      expect(
        price({ ...takeaway, paymentMethod: 'CARD', discount: NO_SALE, promo: terms('AMOUNT', 5) }),
      ).toMatchObject({ promoDiscount: 500, cardFee: 114, total: 4514 });
    });

    it('never takes off more than the items come to', () => {
      expect(price({ ...takeaway, discount: NO_SALE, promo: terms('AMOUNT', 80) })).toMatchObject({
        promoDiscount: 4900,
        total: 0,
      });
    });

    it('takes nothing off while the items are below its minimum order, and its share once they reach it', () => {
      expect(price({ ...takeaway, discount: NO_SALE, promo: terms('PERCENT', 10, 49.01) })).toMatchObject({
        promoDiscount: 0,
        total: 4900,
      });
      expect(price({ ...takeaway, discount: NO_SALE, promo: terms('PERCENT', 10, 49) })).toMatchObject({
        promoDiscount: 490,
        total: 4410,
      });
    });
  });

  describe('with a gift voucher', () => {
    const takeaway = { lines: [curry], kind: 'MENU', orderType: 'TAKEAWAY', discount: NO_SALE } as const;

    it('pays the whole total when it holds more: 49.00 of CHF 50, nothing left to pay', () => {
      expect(price({ ...takeaway, paymentMethod: 'CASH', voucherBalance: 50 })).toMatchObject({
        total: 4900,
        voucherAmount: 4900,
        amountDue: 0,
      });
    });

    it('pays part, and the card fee is only on what it leaves: 49.00 - 30.00 = 19.00 + 0.49', () => {
      expect(price({ ...takeaway, paymentMethod: 'CARD', voucherBalance: 30 })).toMatchObject({
        cardFee: 49,
        total: 4949,
        voucherAmount: 3000,
        amountDue: 1949,
      });
    });

    it('pays the delivery fee too, and leaves no card fee when it covers everything', () => {
      expect(
        price({ ...takeaway, orderType: 'DELIVERY', paymentMethod: 'CARD', voucherBalance: 100 }),
      ).toMatchObject({ deliveryFee: 500, cardFee: 0, total: 5400, voucherAmount: 5400, amountDue: 0 });
    });

    it('counts after the promo code: 49.00 - 5.00 = 44.00 paid by a CHF 50 voucher', () => {
      const promo = { code: 'FIVE', kind: 'AMOUNT', value: 5, minimumOrder: 0 } as const;
      expect(price({ ...takeaway, paymentMethod: 'CASH', promo, voucherBalance: 50 })).toMatchObject({
        promoDiscount: 500,
        total: 4400,
        voucherAmount: 4400,
        amountDue: 0,
      });
    });

    it('without one, the whole total is to pay', () => {
      expect(price({ ...takeaway, paymentMethod: 'CASH', voucherBalance: null })).toMatchObject({
        voucherAmount: 0,
        amountDue: 4900,
      });
    });
  });
});
