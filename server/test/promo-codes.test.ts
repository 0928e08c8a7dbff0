import { ZPromoTermsSchema } from '@app/shared/promo';
import { type TPromoCodeInput, ZPromoCodeSchema } from '@app/shared/promo-codes';
import { ZTrackedOrderSchema } from '@app/shared/tracked-order';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, promoCodes, serviceStatusChanges } from '../src/db/schema';
import { DINER, seededMenuItemId, setupOpenRestaurant } from './helpers';

const { ctx, admin, diner } = await setupOpenRestaurant();
const curry = await seededMenuItemId(ctx.app);
const curryPrice = (
  (await ctx.app.inject({ url: '/api/menu-items' })).json() as { id: number; price: number }[]
).find((item) => item.id === curry)?.price;
if (!curryPrice) throw new Error('no price');

const base: TPromoCodeInput = {
  code: 'SUMMER10',
  kind: 'PERCENT',
  value: 10,
  minimumOrder: 0,
  validFrom: null,
  validTo: null,
  orderTypes: ['DELIVERY', 'TAKEAWAY'],
  kinds: ['MENU', 'BUFFET'],
  maxUses: null,
  maxUsesPerEmail: null,
  firstOrderOnly: false,
  active: true,
};

async function createCode(overrides: Partial<TPromoCodeInput>) {
  const res = await admin.post('/api/admin/promo-codes', { ...base, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return ZPromoCodeSchema.parse(res.json());
}

const ordersCount = async () => (await ctx.db.select({ id: orders.id }).from(orders)).length;

let address = 0;
/**
 * Places a takeaway order of `quantity` curries from a connection of its own (the order route limits
 * each connection), as the checkout sends it.
 */
async function order(
  promoCode: string | undefined,
  options: { email?: string; quantity?: number; orderType?: 'TAKEAWAY' | 'DELIVERY'; language?: string } = {},
) {
  address += 1;
  const token = await diner.csrf();
  return diner.raw('POST', '/api/orders', {
    remoteAddress: `198.51.100.${address % 250}`,
    headers: {
      'x-xsrf-token': token,
      'content-type': 'application/json',
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: JSON.stringify({
      customerInfo: { ...DINER, email: options.email ?? DINER.email },
      orderType: options.orderType ?? 'TAKEAWAY',
      items: [{ menuItemId: curry, quantity: options.quantity ?? 1 }],
      paymentMethod: 'CASH',
      asap: true,
      ...(promoCode === undefined ? {} : { promoCode }),
    }),
  });
}

async function tracked(id: string, email = DINER.email) {
  const res = await diner.get(`/api/orders/track?orderId=${id}&email=${encodeURIComponent(email)}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZTrackedOrderSchema.parse(res.json());
}

describe('the owner’s promo codes', () => {
  it('creates a code as typed in capitals without spaces, lists it and records who made it', async () => {
    const created = await createCode({ code: ' welcome 5 ', kind: 'AMOUNT', value: 5, maxUses: 3 });
    expect(created).toMatchObject({ code: 'WELCOME5', kind: 'AMOUNT', value: 5, maxUses: 3, uses: 0 });
    const list = z.array(ZPromoCodeSchema).parse((await admin.get('/api/admin/promo-codes')).json());
    expect(list.map((p) => p.code)).toContain('WELCOME5');
    const changes = await ctx.db
      .select()
      .from(serviceStatusChanges)
      .where(eq(serviceStatusChanges.subject, 'promo-codes'));
    expect(changes.at(-1)?.changedBy).toBe('chef');
  });

  it('refuses bad input with the fields named and a taken code with 409, and stores nothing', async () => {
    const before = await ctx.db.select().from(promoCodes);
    const bad = await admin.post('/api/admin/promo-codes', {
      ...base,
      code: 'no!',
      value: 150,
      orderTypes: [],
      validFrom: '2026-12-10T10:00',
      validTo: '2026-12-01T10:00',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details).sort()).toEqual(['code', 'orderTypes', 'validTo', 'value']);
    const control = await admin.post('/api/admin/promo-codes', { ...base, code: 'TAB\tCODE' });
    expect(control.statusCode).toBe(422);
    await createCode({ code: 'TAKEN1' });
    const taken = await admin.post('/api/admin/promo-codes', { ...base, code: 'taken1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONFLICT');
    expect((await ctx.db.select().from(promoCodes)).length).toBe(before.length + 1);
  });

  it('changes a code as sent, and deletes it; orders placed with it keep their code and discount', async () => {
    const code = await createCode({ code: 'CHANGE-ME' });
    const changed = await admin.put(`/api/admin/promo-codes/${code.id}`, {
      ...base,
      code: 'CHANGED',
      value: 15,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ code: 'CHANGED', value: 15 });
    const placed = await order('changed');
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await admin.delete(`/api/admin/promo-codes/${code.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/promo-codes/${code.id}`)).statusCode).toBe(404);
    const kept = await tracked(placed.json().id);
    expect(kept.promoCode).toBe('CHANGED');
    expect(kept.promoDiscount).toBeGreaterThan(0);
  });

  it('is the owner’s alone: a diner may not list or create codes', async () => {
    expect((await diner.get('/api/admin/promo-codes')).statusCode).toBe(401);
    expect((await diner.post('/api/admin/promo-codes', base)).statusCode).toBe(401);
  });
});

describe('a diner’s code at checkout', () => {
  it('answers the terms of a valid code, however it is typed', async () => {
    await createCode({ code: 'CHECK20', value: 20, minimumOrder: 30 });
    const res = await diner.get('/api/promo-codes/check?code=%20check%2020&kind=MENU&orderType=TAKEAWAY');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZPromoTermsSchema.parse(res.json())).toEqual({
      code: 'CHECK20',
      kind: 'PERCENT',
      value: 20,
      minimumOrder: 30,
    });
  });

  it('refuses with a reason in the diner’s language: unknown, off, expired, not yet, wrong type or kind', async () => {
    await createCode({ code: 'OFFCODE', active: false });
    await createCode({ code: 'OLDCODE', validTo: '2020-01-01T00:00' });
    await createCode({ code: 'LATERCODE', validFrom: '2099-01-01T00:00' });
    await createCode({ code: 'DELIVERONLY', orderTypes: ['DELIVERY'] });
    await createCode({ code: 'BUFFETONLY', kinds: ['BUFFET'] });
    const check = (code: string, language = 'en') =>
      ctx.app.inject({
        url: `/api/promo-codes/check?code=${code}&kind=MENU&orderType=TAKEAWAY`,
        headers: { 'accept-language': language },
      });
    const refused = async (code: string, language?: string) => {
      const res = await check(code, language);
      expect(res.statusCode).toBe(422);
      return res.json() as { code: string; message: string };
    };
    expect(await refused('NOPE')).toMatchObject({
      code: 'PROMO_INVALID',
      message: 'This promo code is not valid.',
    });
    expect((await refused('OFFCODE')).code).toBe('PROMO_INVALID');
    expect(await refused('OLDCODE', 'de')).toMatchObject({
      code: 'PROMO_EXPIRED',
      message: 'Dieser Promo-Code ist abgelaufen.',
    });
    expect((await refused('LATERCODE', 'fr')).message).toMatch(/^Ce code promo est valable dès le /);
    expect(await refused('DELIVERONLY')).toMatchObject({
      code: 'PROMO_NOT_APPLICABLE',
      message: 'This promo code is not valid for takeaway orders.',
    });
    expect((await refused('BUFFETONLY', 'it')).message).toBe(
      'Questo codice promozionale non vale per gli ordini dal menu.',
    );
  });
});

describe('an order with a code', () => {
  it('takes the discount off the items, shows it on tracking and keeps the VAT shares whole', async () => {
    await createCode({ code: 'TENOFF', value: 10 });
    const res = await order('tenoff', { quantity: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const placed = await tracked(res.json().id);
    const subtotal = curryPrice * 2;
    expect(placed.itemsSubtotalBeforeDiscount).toBeCloseTo(subtotal, 2);
    expect(placed.promoCode).toBe('TENOFF');
    expect(placed.promoDiscount).toBeCloseTo(Math.round(subtotal * 10) / 100, 2);
    expect(placed.totalPrice).toBeCloseTo(subtotal - (placed.promoDiscount ?? 0), 2);
    const gross = (placed.vatBreakdown ?? []).reduce((sum, share) => sum + share.gross, 0);
    expect(gross).toBeCloseTo(placed.totalPrice, 2);
  });

  it('an amount off takes at most what the items come to', async () => {
    await createCode({ code: 'BIGAMOUNT', kind: 'AMOUNT', value: 1000 });
    const res = await order('BIGAMOUNT');
    expect(res.statusCode, res.body).toBe(201);
    const placed = await tracked(res.json().id);
    expect(placed.promoDiscount).toBeCloseTo(curryPrice, 2);
    expect(placed.totalPrice).toBe(0);
  });

  it('50 orders at once with a code limited to 10 uses: exactly 10 get it, the others a clear refusal', async () => {
    await createCode({ code: 'TENTIMES', maxUses: 10 });
    const before = await ordersCount();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => order('TENTIMES', { email: `rush${i}@example.ch` })),
    );
    const accepted = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((r) => r.json().code))).toEqual(new Set(['PROMO_USED_UP']));
    expect(await ordersCount()).toBe(before + 10);
    const listed = z
      .array(ZPromoCodeSchema)
      .parse((await admin.get('/api/admin/promo-codes')).json())
      .find((p) => p.code === 'TENTIMES');
    expect(listed?.uses).toBe(10);
  });

  it('counts uses per diner by email whatever its case, spaces or +tag', async () => {
    await createCode({ code: 'ONCEEACH', maxUsesPerEmail: 1 });
    expect((await order('ONCEEACH', { email: 'Anna.Meier@Example.ch' })).statusCode).toBe(201);
    for (const email of ['anna.meier@example.ch', '  ANNA.MEIER@EXAMPLE.CH ', 'anna.meier+2@example.ch']) {
      const again = await order('ONCEEACH', { email });
      expect(again.statusCode, email).toBe(422);
      expect(again.json().code).toBe('PROMO_LIMIT_REACHED');
    }
    expect((await order('ONCEEACH', { email: 'beat@example.ch' })).statusCode).toBe(201);
  });

  it('a cancelled order gives its use back', async () => {
    await createCode({ code: 'ONEUSE', maxUses: 1 });
    const first = await order('ONEUSE', { email: 'first@example.ch' });
    expect(first.statusCode).toBe(201);
    expect((await order('ONEUSE', { email: 'second@example.ch' })).json().code).toBe('PROMO_USED_UP');
    const cancelled = await admin.post(`/api/admin/menu-orders/${first.json().id}/cancel`, {
      reason: 'No answer',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await order('ONEUSE', { email: 'second@example.ch' })).statusCode).toBe(201);
  });

  it('a first-order code is refused to a diner who ordered before', async () => {
    await createCode({ code: 'HELLO', firstOrderOnly: true });
    // DINER.email has ordered in the tests above.
    const returning = await order('HELLO');
    expect(returning.statusCode).toBe(422);
    expect(returning.json().code).toBe('PROMO_FIRST_ORDER');
    expect((await order('HELLO', { email: 'new.guest@example.ch' })).statusCode).toBe(201);
  });

  it('refuses an expired code, a code below its minimum or for another type, and stores no order', async () => {
    await createCode({ code: 'PASTCODE', validTo: '2021-06-30T23:59' });
    await createCode({ code: 'MIN500', minimumOrder: 500 });
    await createCode({ code: 'DELIVERY5', orderTypes: ['DELIVERY'] });
    const before = await ordersCount();
    const expired = await order('PASTCODE', { language: 'de' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: 'PROMO_EXPIRED',
      details: { promoCode: 'Dieser Promo-Code ist abgelaufen.' },
    });
    expect((await order('MIN500')).json()).toMatchObject({
      code: 'PROMO_MINIMUM',
      message: 'This promo code needs an order of at least CHF 500.00.',
    });
    expect((await order('DELIVERY5')).json().code).toBe('PROMO_NOT_APPLICABLE');
    expect((await order('NOSUCHCODE')).json().code).toBe('PROMO_INVALID');
    expect(await ordersCount()).toBe(before);
  });

  it('during a sale a code is refused unless the settings let it combine; then both apply', async () => {
    await createCode({ code: 'WITHSALE', value: 10 });
    const sale = { enabled: true, percentMenu: 20, percentBuffet: 0, startsAt: null, endsAt: null };
    expect((await admin.put('/api/admin/discounts/current', sale)).statusCode).toBe(200);
    try {
      const check = await diner.get('/api/promo-codes/check?code=WITHSALE&kind=MENU&orderType=TAKEAWAY');
      expect(check.json().code).toBe('PROMO_NOT_COMBINABLE');
      expect((await order('WITHSALE')).json().code).toBe('PROMO_NOT_COMBINABLE');

      const settings = (await admin.get('/api/admin/order-settings')).json();
      const saved = await admin.put('/api/admin/order-settings', {
        cardFeePercent: settings.cardFeePercent,
        twintFeePercent: settings.twintFeePercent,
        asapMinutes: settings.asapMinutes,
        orderTypes: settings.orderTypes,
        promoWithSale: true,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().promoWithSale).toBe(true);
      const res = await order('WITHSALE', { quantity: 2 });
      expect(res.statusCode, res.body).toBe(201);
      const placed = await tracked(res.json().id);
      const afterSale = curryPrice * 2 * 0.8;
      expect(placed.discountPercent).toBe(20);
      expect(placed.promoDiscount).toBeCloseTo(Math.round(afterSale * 10) / 100, 2);
      expect(placed.totalPrice).toBeCloseTo(afterSale - (placed.promoDiscount ?? 0), 2);
    } finally {
      await admin.put('/api/admin/discounts/current', { ...sale, enabled: false });
    }
  });
});

describe('guessing codes', () => {
  it('the check is rate-limited per connection', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await ctx.app.inject({
        url: `/api/promo-codes/check?code=GUESS${i}&kind=MENU&orderType=TAKEAWAY`,
        remoteAddress: '203.0.113.77',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
