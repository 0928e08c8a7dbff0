import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentEvents, paymentIntents, restaurantInfo, statusHistory } from '../src/db/schema';
import { TestClient } from './client';
import { ALWAYS_OPEN, placeTakeaway, seededMenuItemId, setupTestApp } from './helpers';

const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
const curryId = await seededMenuItemId(ctx.app);

const diner = new TestClient(ctx.app);
const customer = {
  firstName: 'Luca',
  lastName: 'Rossi',
  email: 'luca@example.ch',
  phone: '+41 78 000 00 00',
  address: { street: 'Ringstrasse', streetNo: '3', plz: '4600', city: 'Olten' },
};

function placeOrder(paymentMethod = 'CARD') {
  return placeTakeaway(diner, curryId, { paymentMethod, customer });
}
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const order = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('card payments through the simulated provider', () => {
  it('creates one intent for the server total, the same on retry', async () => {
    const id = await placeOrder();
    const first = await diner.post(`/api/payments/customer-orders/${id}/intent`);
    expect(first.statusCode).toBe(200);
    // 24.50 + 2.6 % card fee (0.637 -> 0.64) = 25.14
    expect(first.json()).toMatchObject({ amount: 25.14, currency: 'CHF', provider: 'simulated' });
    const again = await diner.post(`/api/payments/customer-orders/${id}/intent`);
    expect(again.json().clientSecret).toBe(first.json().clientSecret);
    expect((await order(id))?.paymentReference).toMatch(/^pi_sim_/);
  });

  it('a declined card records FAILED; a good card then records SUCCEEDED, once', async () => {
    const id = await placeOrder();
    const { clientSecret } = (await diner.post(`/api/payments/customer-orders/${id}/intent`)).json();
    const declined = await diner.post('/api/payments/simulated/confirm', {
      ...card,
      clientSecret,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    expect((await order(id))?.paymentStatus).toBe('FAILED');

    const retryIntent = await diner.post(`/api/payments/customer-orders/${id}/intent`);
    expect(retryIntent.json().clientSecret).toBe(clientSecret);
    const paid = await diner.post('/api/payments/simulated/confirm', { ...card, clientSecret });
    expect(paid.statusCode).toBe(200);
    expect((await order(id))?.paymentStatus).toBe('SUCCEEDED');
    const again = await diner.post('/api/payments/simulated/confirm', { ...card, clientSecret });
    expect(again.statusCode).toBe(409);
    expect((await diner.post(`/api/payments/customer-orders/${id}/intent`)).statusCode).toBe(409);

    const history = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, id));
    expect(history.filter((h) => h.field === 'paymentStatus').map((h) => h.toStatus)).toEqual([
      'FAILED',
      'SUCCEEDED',
    ]);
    const events = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id));
    expect(events.map((e) => e.outcome).sort()).toEqual(['applied', 'applied']);
  });

  it('refuses malformed card details before charging', async () => {
    const id = await placeOrder();
    const { clientSecret } = (await diner.post(`/api/payments/customer-orders/${id}/intent`)).json();
    const cases: [Partial<typeof card>, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber'],
      [{ cardNumber: 'abcd' }, 'cardNumber'],
      [{ expiry: '13/30' }, 'expiry'],
      [{ expiry: '01/20' }, 'expiry'],
      [{ cvc: '12' }, 'cvc'],
    ];
    for (const [change, field] of cases) {
      const res = await diner.post('/api/payments/simulated/confirm', { ...card, ...change, clientSecret });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details)).toContain(field);
    }
    expect((await order(id))?.paymentStatus).toBe('PENDING');
  });

  it('gives 409 for an order that is not paid by card, and 404 for an unknown one', async () => {
    const cash = await placeOrder('CASH');
    expect((await diner.post(`/api/payments/customer-orders/${cash}/intent`)).statusCode).toBe(409);
    expect((await diner.post('/api/payments/customer-orders/aaaaaaaaaaaaaaaa/intent')).statusCode).toBe(404);
    const menuOrder = await placeOrder();
    expect((await diner.post(`/api/payments/buffet-orders/${menuOrder}/intent`)).statusCode).toBe(404);
  });
});

describe('the simulated provider takes the same intent path as Stripe', () => {
  it('records the intent; one for a changed amount cancels the earlier, whose card form then refuses', async () => {
    const id = await placeOrder();
    const first = (await diner.post(`/api/payments/customer-orders/${id}/intent`)).json();
    const firstId = (await order(id))?.paymentReference;
    await ctx.db.update(orders).set({ totalRappen: 3000 }).where(eq(orders.id, id));
    const second = (await diner.post(`/api/payments/customer-orders/${id}/intent`)).json();
    expect(second).toMatchObject({ amount: 30, provider: 'simulated' });
    const intents = await ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.orderId, id))
      .orderBy(paymentIntents.createdAt);
    expect(intents.map((i) => [i.id === firstId, i.provider, i.amountRappen, i.status])).toEqual([
      [true, 'simulated', 2514, 'CANCELLED'],
      [false, 'simulated', 3000, 'PENDING'],
    ]);

    const stale = await diner.post('/api/payments/simulated/confirm', {
      ...card,
      clientSecret: first.clientSecret,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This payment was cancelled.');
    expect((await order(id))?.paymentStatus).toBe('PENDING');

    const paid = await diner.post('/api/payments/simulated/confirm', {
      ...card,
      clientSecret: second.clientSecret,
    });
    expect(paid.statusCode).toBe(200);
    expect((await order(id))?.paymentStatus).toBe('SUCCEEDED');
  });
});
