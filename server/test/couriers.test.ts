import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../src/db/schema';
import { TestClient } from './client';
import { createAdmin, DINER, seededMenuItemId, setupOpenRestaurant } from './helpers';

const { ctx, admin } = await setupOpenRestaurant();
const curryId = await seededMenuItemId(ctx.app);

async function courierAccount(username: string, firstName: string) {
  const user = await createAdmin(ctx.db, username, `${username}-password-1`);
  await ctx.db.update(users).set({ role: 'COURIER', firstName }).where(eq(users.id, user.id));
  const client = new TestClient(ctx.app);
  await client.login(username, `${username}-password-1`);
  return { id: user.id, client };
}
const luca = await courierAccount('luca', 'Luca');
const sara = await courierAccount('sara', 'Sara');

let serial = 0;
/** A confirmed cash delivery for CHF 2 × curry + fee; its id and its diner's email. */
async function confirmedDelivery(extra: Record<string, unknown> = {}, paymentMethod = 'CASH') {
  const email = `guest.${++serial}.${Date.now()}@example.ch`;
  const diner = new TestClient(ctx.app);
  const res = await diner.post('/api/orders', {
    customerInfo: { ...DINER, email },
    orderType: 'DELIVERY',
    items: [{ menuItemId: curryId, quantity: 2 }],
    paymentMethod,
    asap: true,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  return { id, email, diner, total: (row?.totalRappen ?? 0) / 100 };
}

const track = (c: TestClient, id: string, email: string) =>
  c.get(`/api/orders/track?orderId=${id}&email=${encodeURIComponent(email)}`).then((r) => r.json());

describe('a courier on a phone', () => {
  it('is assigned a delivery, sees what to collect, picks it up and delivers it; the diner follows', async () => {
    const { id, email, diner, total } = await confirmedDelivery({ cashGiven: 100 });
    const assigned = await admin.put(`/api/admin/orders/${id}/courier`, { courierId: luca.id, bags: 2 });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const mine = (await luca.client.get('/api/courier/deliveries')).json();
    const delivery = mine.find((d: { orderId: string }) => d.orderId === id);
    expect(delivery).toMatchObject({
      status: 'CONFIRMED',
      bags: 2,
      paymentMethod: 'CASH',
      amountToCollect: total,
      cashGiven: 100,
      phone: DINER.phone,
      courierName: 'Luca',
      address: DINER.address,
    });
    expect(delivery.mapLinks.geo).toBe('geo:0,0?q=Ringstrasse%203%2C%204600%20Olten');
    expect(delivery.mapLinks.osm).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=Ringstrasse/);
    // Sara has nothing of it, and may not act on it.
    expect((await sara.client.get('/api/courier/deliveries')).json()).toEqual([]);
    const foreign = await sara.client.post(`/api/courier/deliveries/${id}/picked-up`, {});
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().code).toBe('NOT_YOURS');

    expect((await track(diner, id, email)).courierFirstName).toBeNull();
    const picked = await luca.client.post(`/api/courier/deliveries/${id}/picked-up`, {});
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().status).toBe('ON_THE_WAY');
    const onTheWay = await track(diner, id, email);
    expect(onTheWay.status).toBe('ON_THE_WAY');
    expect(onTheWay.courierFirstName).toBe('Luca');
    expect(Date.parse(onTheWay.estimatedArrival)).toBeGreaterThan(Date.now() - 60_000);
    // Picked up twice: it has moved on.
    expect((await luca.client.post(`/api/courier/deliveries/${id}/picked-up`, {})).json().code).toBe(
      'WRONG_STATUS',
    );

    // A cash order needs the cash taken.
    const noCash = await luca.client.post(`/api/courier/deliveries/${id}/delivered`, {});
    expect(noCash.statusCode).toBe(400);
    const done = await luca.client.post(`/api/courier/deliveries/${id}/delivered`, { cashCollected: total });
    expect(done.statusCode, done.body).toBe(200);
    const after = await track(diner, id, email);
    expect(after.status).toBe('DELIVERED');
    expect(after.courierFirstName).toBeNull();
    expect((await luca.client.get('/api/courier/deliveries')).json()).toEqual([]);
  });

  it('takes a ready delivery from the list; a second courier cannot take it too', async () => {
    const { id } = await confirmedDelivery();
    const ready = (await sara.client.get('/api/courier/ready')).json();
    expect(ready.some((d: { orderId: string }) => d.orderId === id)).toBe(true);
    expect((await sara.client.post(`/api/courier/deliveries/${id}/take`, {})).statusCode).toBe(200);
    const second = await luca.client.post(`/api/courier/deliveries/${id}/take`, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('NOT_YOURS');
    expect(
      (await sara.client.get('/api/courier/ready')).json().some((d: { orderId: string }) => d.orderId === id),
    ).toBe(false);
  });

  it('reaches no back-office route, and staff cannot assign someone who is no courier', async () => {
    expect((await luca.client.get('/api/admin/orders')).statusCode).toBe(403);
    expect((await luca.client.get('/api/admin/dispatch')).statusCode).toBe(403);
    const { id } = await confirmedDelivery();
    const [someAdmin] = await ctx.db.select().from(users).where(eq(users.role, 'ADMIN'));
    const res = await admin.put(`/api/admin/orders/${id}/courier`, { courierId: someAdmin?.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.courierId).toBeDefined();
    expect((await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.courierId).toBeNull();
  });
});

describe('the note a cash diner pays with', () => {
  it('is kept for a cash delivery that it covers, and refused otherwise, storing nothing', async () => {
    const { id } = await confirmedDelivery({ cashGiven: 200 });
    expect((await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.cashGivenRappen).toBe(20_000);
    const diner = new TestClient(ctx.app);
    const count = async () => (await ctx.db.select().from(orders)).length;
    const before = await count();
    for (const [extra, paymentMethod] of [
      [{ cashGiven: 1 }, 'CASH'],
      [{ cashGiven: 200 }, 'TWINT'],
    ] as const) {
      const res = await diner.post('/api/orders', {
        customerInfo: { ...DINER, email: 'note@example.ch' },
        orderType: 'DELIVERY',
        items: [{ menuItemId: curryId, quantity: 2 }],
        paymentMethod,
        asap: true,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.cashGiven).toBeDefined();
    }
    expect(await count()).toBe(before);
  });
});

describe('cash per shift', () => {
  it('counts the float and each cash delivery, and shows the difference of what was handed in', async () => {
    const start = await admin.post('/api/admin/courier-shifts', { courierId: sara.id, float: 50 });
    expect(start.statusCode, start.body).toBe(201);
    const shiftId = start.json().id as number;
    const again = await admin.post('/api/admin/courier-shifts', { courierId: sara.id, float: 20 });
    expect(again.json().code).toBe('SHIFT_OPEN');

    const cash = [43.5, 30];
    for (const amount of cash) {
      const { id } = await confirmedDelivery();
      await admin.put(`/api/admin/orders/${id}/courier`, { courierId: sara.id });
      await sara.client.post(`/api/courier/deliveries/${id}/picked-up`, {});
      const res = await sara.client.post(`/api/courier/deliveries/${id}/delivered`, {
        cashCollected: amount,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A card delivery adds nothing to the cash.
    const card = await confirmedDelivery({}, 'TWINT');
    await admin.put(`/api/admin/orders/${card.id}/courier`, { courierId: sara.id });
    await sara.client.post(`/api/courier/deliveries/${card.id}/picked-up`, {});
    expect((await sara.client.post(`/api/courier/deliveries/${card.id}/delivered`, {})).statusCode).toBe(200);

    const own = (await sara.client.get('/api/courier/shift')).json();
    expect(own).toMatchObject({
      id: shiftId,
      float: 50,
      collected: 73.5,
      cashDeliveries: 2,
      expected: 123.5,
    });
    const settled = await admin.post(`/api/admin/courier-shifts/${shiftId}/settle`, { handedIn: 120 });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ handedIn: 120, difference: -3.5, settledBy: 'chef' });
    expect(
      (await admin.post(`/api/admin/courier-shifts/${shiftId}/settle`, { handedIn: 123.5 })).json().code,
    ).toBe('SHIFT_SETTLED');
    const list = (await admin.get('/api/admin/courier-shifts')).json();
    expect(list.find((s: { id: number }) => s.id === shiftId)).toMatchObject({
      courierName: 'Sara',
      difference: -3.5,
    });

    const closeOut = (
      await admin.get(`/api/admin/reports/close-out?date=${settled.json().businessDate}`)
    ).json();
    expect(closeOut.courierCash).toContainEqual({
      courierName: 'Sara',
      float: 50,
      collected: 73.5,
      cashDeliveries: 2,
      expected: 123.5,
      handedIn: 120,
      difference: -3.5,
      settled: true,
    });
    // The close-out's spreadsheet carries them too.
    const csv = await admin.get(
      `/api/admin/reports/close-out?date=${settled.json().businessDate}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split(/\r?\n/).filter((line) => line.includes('Sara'));
    expect(lines.map((line) => line.split(/[;,]/)[0])).toEqual([
      'courier_cash',
      'courier_float',
      'courier_expected',
      'courier_handed_in',
      'courier_difference',
    ]);
    expect(lines[0]).toMatch(/73[.,]50/);
    expect(lines[4]).toMatch(/-3[.,]50/);
  });

  it('opens a shift without a float when a courier takes cash before staff started one', async () => {
    const { id, total } = await confirmedDelivery();
    await admin.put(`/api/admin/orders/${id}/courier`, { courierId: luca.id });
    await luca.client.post(`/api/courier/deliveries/${id}/picked-up`, {});
    await luca.client.post(`/api/courier/deliveries/${id}/delivered`, { cashCollected: total });
    const own = (await luca.client.get('/api/courier/shift')).json();
    expect(own).toMatchObject({ float: 0, collected: expect.any(Number) });
    expect(own.collected).toBeGreaterThanOrEqual(total);
  });
});
