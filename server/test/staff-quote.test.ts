import { describe, expect, it } from 'vitest';
import { setupOpenRestaurant } from './helpers';

// The phone order's live total: quoted by the server before the order is saved, and the same as the
// order that is then placed (the sale, the delivery zone of the postcode, the TWINT fee).
const { ctx, admin, diner } = await setupOpenRestaurant();

const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as { id: number; name: string }[];
const buffet = (await ctx.app.inject({ url: '/api/buffet-items' })).json() as { id: number }[];
const curry = menu.find((m) => m.name === 'Green Curry Chicken');
if (!curry) throw new Error('no curry');

const OLTEN = {
  name: 'Olten',
  postcodes: ['4600'],
  deliveryFee: 5,
  minimumOrder: 30,
  freeDeliveryFrom: 100,
  extraMinutes: 0,
};
const AARBURG = {
  name: 'Aarburg',
  postcodes: ['4614'],
  deliveryFee: 7,
  minimumOrder: 40,
  freeDeliveryFrom: null,
  extraMinutes: 15,
};
const [main] = (await admin.get('/api/admin/delivery-zones')).json() as { id: number }[];
expect((await admin.put('/api/admin/delivery-zones', [{ id: main?.id, ...OLTEN }, AARBURG])).statusCode).toBe(
  200,
);
const settings = (await admin.get('/api/admin/order-settings')).json() as Record<string, unknown>;
expect((await admin.put('/api/admin/order-settings', { ...settings, twintFeePercent: 1.5 })).statusCode).toBe(
  200,
);
const sale = { enabled: true, percentMenu: 10, percentBuffet: 5, startsAt: null, endsAt: null };
expect((await admin.put('/api/admin/discounts/current', sale)).statusCode).toBe(200);

const address = (plz: string) => ({ street: 'Weg', streetNo: '1', plz, city: 'Aarburg' });

describe('the phone order quote (POST /api/admin/orders/quote, /api/admin/buffet-orders/quote)', () => {
  it('prices a delivery with the sale, the zone of the postcode and the TWINT fee, as the order is then placed', async () => {
    const items = [{ menuItemId: curry.id, quantity: 3 }];
    const quote = await admin.post('/api/admin/orders/quote', {
      items,
      orderType: 'DELIVERY',
      paymentMethod: 'TWINT',
      plz: '4614',
    });
    expect(quote.statusCode).toBe(200);
    const q = quote.json();
    expect(q).toMatchObject({
      discountPercent: 10,
      deliveryFee: 7,
      deliveryFeeWaived: false,
      zoneFound: true,
    });
    expect(q.discountAmount).toBeGreaterThan(0);
    expect(q.paymentFee).toBeGreaterThan(0);
    expect(q.total).toBeCloseTo(q.subtotal - q.discountAmount + q.deliveryFee + q.paymentFee, 2);

    const placed = await admin.post('/api/admin/orders', {
      customerInfo: { firstName: 'Marta', phone: '079 555 12 34', address: address('4614') },
      orderType: 'DELIVERY',
      items,
      paymentMethod: 'TWINT',
      asap: true,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ totalPrice: q.total, discountPercent: 10 });
  });

  it('waives the fee from the zone’s free-delivery amount, and takes none for a takeaway', async () => {
    const big = await admin.post('/api/admin/orders/quote', {
      items: [{ menuItemId: curry.id, quantity: 8 }],
      orderType: 'DELIVERY',
      paymentMethod: 'CASH',
      plz: '4600',
    });
    expect(big.json()).toMatchObject({ deliveryFee: 0, deliveryFeeWaived: true, paymentFee: 0 });
    const takeaway = await admin.post('/api/admin/orders/quote', {
      items: [{ menuItemId: curry.id, quantity: 1 }],
      orderType: 'TAKEAWAY',
      paymentMethod: 'POS_CARD',
    });
    expect(takeaway.json()).toMatchObject({ deliveryFee: 0, paymentFee: 0, zoneFound: false });
  });

  it('prices a postcode outside every zone with the first zone, as an order placed with a reason is', async () => {
    const quote = (
      await admin.post('/api/admin/orders/quote', {
        items: [{ menuItemId: curry.id, quantity: 1 }],
        orderType: 'DELIVERY',
        paymentMethod: 'CASH',
        plz: '8000',
      })
    ).json();
    expect(quote).toMatchObject({ deliveryFee: 5, zoneFound: false });
    const placed = await admin.post('/api/admin/orders', {
      customerInfo: { firstName: 'Marta', phone: '079 555 12 34', address: address('8000') },
      orderType: 'DELIVERY',
      items: [{ menuItemId: curry.id, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
      override: { reason: 'Regular guest' },
    });
    expect(placed.json().totalPrice).toBe(quote.total);
  });

  it('prices a buffet order with the buffet’s percent', async () => {
    const quote = await admin.post('/api/admin/buffet-orders/quote', {
      items: [{ buffetItemId: buffet[0]?.id, quantity: 2 }],
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().discountPercent).toBe(5);
  });

  it('refuses what an order would be refused for, control characters, and anyone but an admin', async () => {
    const unknown = await admin.post('/api/admin/orders/quote', {
      items: [{ menuItemId: 999_999, quantity: 1 }],
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
    });
    expect(unknown.statusCode).toBe(400);
    const control = await admin.post('/api/admin/orders/quote', {
      items: [{ menuItemId: curry.id, quantity: 1 }],
      orderType: 'DELIVERY',
      paymentMethod: 'CASH',
      plz: '46\u000714',
    });
    expect(control.statusCode).toBe(400);
    const card = await admin.post('/api/admin/orders/quote', {
      items: [{ menuItemId: curry.id, quantity: 1 }],
      orderType: 'TAKEAWAY',
      paymentMethod: 'CARD',
    });
    expect(card.statusCode).toBe(400);
    const asDiner = await diner.post('/api/admin/orders/quote', {
      items: [{ menuItemId: curry.id, quantity: 1 }],
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
    });
    expect(asDiner.statusCode).toBe(401);
  });
  it('prices a gift voucher and a promo code as the order will, and says why a code would be refused', async () => {
    const sold = await admin.post('/api/admin/vouchers', { amount: 20, paymentMethod: 'CASH' });
    expect(sold.statusCode, sold.body).toBe(201);
    const { code } = sold.json();
    const items = [{ menuItemId: curry.id, quantity: 2 }];
    const base = { items, orderType: 'TAKEAWAY', paymentMethod: 'CASH', plz: '' };
    const quote = await admin.post('/api/admin/orders/quote', { ...base, voucherCode: code });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json();
    expect(q.voucherAmount).toBe(20);
    expect(q.amountDue).toBeCloseTo(q.total - 20, 2);
    expect(q).not.toHaveProperty('refusals');
    // Refused codes: the order is priced without them, and each reason is said at its field.
    const refused = await admin.post(
      '/api/admin/orders/quote',
      { ...base, promoCode: 'NOSUCHCODE', voucherCode: 'AAAA-BBBB-CCCC-DDDD' },
      { 'accept-language': 'de' },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      promoDiscount: 0,
      voucherAmount: 0,
      amountDue: refused.json().total,
      refusals: { voucherCode: 'Dieser Gutscheincode ist nicht gültig.' },
    });
    expect(refused.json().refusals.promoCode).toBeTruthy();
    // Quoting takes nothing off the voucher.
    const check = await diner.get(`/api/vouchers/check?code=${code}`);
    expect(check.json()).toMatchObject({ valid: true, balance: 20 });
  });
});
