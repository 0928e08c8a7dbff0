import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, restaurantInfo } from '../src/db/schema';
import { TestClient } from './client';
import { placeTakeaway, seededMenuItemId, setupOpenRestaurant } from './helpers';

/**
 * "Where is my food?": the tracking answer carries the order number, the progress steps, each line's total
 * and the restaurant's phone; a diner without the link finds it by order number and email, with the same
 * 404 for a wrong email and an unknown number, and few tries per connection.
 */
const { ctx, admin, diner } = await setupOpenRestaurant();
const curryId = await seededMenuItemId(ctx.app);
const buffet = (await ctx.app.inject({ url: '/api/buffet-items' })).json() as { id: number }[];

const track = async (id: string, email: string, kind: 'orders' | 'buffet-orders' = 'orders') =>
  ctx.app.inject({ url: `/api/${kind}/track?orderId=${id}&email=${encodeURIComponent(email)}` });
const numberOf = async (id: string) =>
  (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.orderNumber as number;

describe('tracking an order', () => {
  it('answers the number, the steps as they are reached, line totals and the phone', async () => {
    await ctx.db.update(restaurantInfo).set({ phone: '+41 62 123 45 67' });
    const id = await placeTakeaway(diner, curryId, { quantity: 2, customer: { email: 'Lea@Example.ch' } });
    const first = (await track(id, 'lea@example.ch')).json();
    expect(first).toMatchObject({
      orderNumber: await numberOf(id),
      restaurantPhone: '+41 62 123 45 67',
      steps: [
        { key: 'RECEIVED', at: first.createdAt },
        { key: 'CONFIRMED', at: null },
        { key: 'PREPARING', at: null },
        { key: 'READY', at: null },
        { key: 'DELIVERED', at: null },
      ],
    });
    const line = first.orderItems[0];
    expect(line.total).toBe(Math.round(line.unitPrice * 2 * 100) / 100);
    expect(typeof first.confirmBy).toBe('string');

    expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
    // Staff skip "preparing": it is passed when the order was handed over.
    expect((await admin.patch(`/api/admin/orders/${id}/status`, { status: 'ON_THE_WAY' })).statusCode).toBe(
      200,
    );
    const later = (await track(id, 'lea@example.ch')).json();
    expect(later.confirmBy).toBeUndefined();
    expect(later.steps.map((s: { key: string }) => s.key)).toEqual([
      'RECEIVED',
      'CONFIRMED',
      'PREPARING',
      'READY',
      'DELIVERED',
    ]);
    const [, confirmed, preparing, ready, delivered] = later.steps;
    expect(confirmed.at).not.toBeNull();
    expect(preparing.at).toBe(ready.at);
    expect(ready.at).not.toBeNull();
    expect(delivered.at).toBeNull();
  });

  it('shows a cancelled order clearly: the steps it reached, then CANCELLED', async () => {
    const id = await placeTakeaway(diner, curryId, { customer: { email: 'max@example.ch' } });
    expect(
      (await admin.post(`/api/admin/menu-orders/${id}/cancel`, { reason: 'Kitchen closed early' }))
        .statusCode,
    ).toBe(200);
    const tracked = (await track(id, 'max@example.ch')).json();
    expect(tracked.steps.map((s: { key: string }) => s.key)).toEqual(['RECEIVED', 'CANCELLED']);
    expect(tracked.steps[1].at).not.toBeNull();
    expect(tracked.confirmBy).toBeUndefined();
  });

  it('names a delivery’s handover ON_THE_WAY and says no phone when none is set', async () => {
    await ctx.db.update(restaurantInfo).set({ phone: '' });
    const res = await diner.post('/api/orders', {
      customerInfo: {
        firstName: 'Ida',
        lastName: 'Keller',
        email: 'ida@example.ch',
        phone: '+41 79 111 22 33',
        address: { street: 'Kirchgasse', streetNo: '5', plz: '4600', city: 'Olten' },
      },
      orderType: 'DELIVERY',
      items: [{ menuItemId: curryId, quantity: 3 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const tracked = (await track(res.json().id, 'ida@example.ch')).json();
    expect(tracked.steps[3]).toEqual({ key: 'ON_THE_WAY', at: null });
    expect(tracked.restaurantPhone).toBeNull();
    expect(tracked.deliveryFee).toBeGreaterThanOrEqual(0);
  });
});

describe('finding the tracking link by order number and email', () => {
  it('answers the order’s id and kind, for menu and buffet orders, with the email in any case', async () => {
    const id = await placeTakeaway(diner, curryId, { customer: { email: 'nora@example.ch' } });
    const number = await numberOf(id);
    const found = await diner.post('/api/orders/lookup', { orderNumber: number, email: ' NORA@example.ch ' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ orderId: id, kind: 'MENU' });

    const placed = await diner.post('/api/buffet-orders', {
      customerInfo: {
        firstName: 'Olga',
        lastName: 'Roth',
        email: 'olga@example.ch',
        phone: '+41 79 111 22 33',
        address: { street: 'Kirchgasse', streetNo: '5', plz: '4600', city: 'Olten' },
      },
      orderType: 'TAKEAWAY',
      items: [{ buffetItemId: buffet[0]?.id, quantity: 2 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const buffetId = placed.json().id as string;
    const answer = await diner.post('/api/orders/lookup', {
      orderNumber: await numberOf(buffetId),
      email: 'olga@example.ch',
    });
    expect(answer.json()).toEqual({ orderId: buffetId, kind: 'BUFFET' });
    expect((await track(buffetId, 'olga@example.ch', 'buffet-orders')).statusCode).toBe(200);
  });

  it('gives the same 404 for a wrong email and an unknown number, and refuses bad input', async () => {
    const id = await placeTakeaway(diner, curryId, { customer: { email: 'paul@example.ch' } });
    const number = await numberOf(id);
    const wrongEmail = await diner.post('/api/orders/lookup', {
      orderNumber: number,
      email: 'eve@example.ch',
    });
    const unknown = await diner.post('/api/orders/lookup', {
      orderNumber: 999_999,
      email: 'paul@example.ch',
    });
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongEmail.json()).toEqual(unknown.json());

    expect(
      (await diner.post('/api/orders/lookup', { orderNumber: number, email: 'a\u0007@b.ch' })).statusCode,
    ).toBe(400);
    expect(
      (await diner.post('/api/orders/lookup', { orderNumber: 0, email: 'paul@example.ch' })).statusCode,
    ).toBe(400);
    expect(
      (await diner.post('/api/orders/lookup', { orderNumber: number, email: 'paul@example.ch', id }))
        .statusCode,
    ).toBe(400);
    const huge = await diner.post('/api/orders/lookup', { orderNumber: number, email: 'x'.repeat(2000) });
    expect(huge.statusCode).toBe(413);
  });

  it('limits the tries per connection', async () => {
    const other = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push(
        (await other.post('/api/orders/lookup', { orderNumber: 900_000 + i, email: 'who@example.ch' }))
          .statusCode,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(20);
  });
});
