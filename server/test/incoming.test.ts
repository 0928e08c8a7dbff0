import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, restaurantInfo, statusHistory } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, ALWAYS_OPEN, createAdmin, nextLocalWeekday, setupTestApp } from './helpers';

const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
await createAdmin(ctx.db);
await createAdmin(ctx.db, 'second', 'second-pass-1');
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);
const diner = new TestClient(ctx.app);

const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as { id: number; name: string }[];
const buffet = (await ctx.app.inject({ url: '/api/buffet-items' })).json() as { id: number; name: string }[];
const curry = menu.find((m) => m.name === 'Green Curry Chicken')?.id;
const customer = {
  firstName: 'Eva',
  lastName: 'Frei',
  email: 'eva@example.ch',
  phone: '+41 79 111 22 33',
  address: { street: 'Kirchgasse', streetNo: '5', plz: '4600', city: 'Olten' },
};

async function place(options: { paymentMethod?: string; buffet?: boolean; scheduledAt?: string } = {}) {
  const body = {
    customerInfo: customer,
    orderType: 'TAKEAWAY',
    paymentMethod: options.paymentMethod ?? 'CASH',
    ...(options.scheduledAt ? { asap: false, scheduledAt: options.scheduledAt } : { asap: true }),
    items: options.buffet
      ? [{ buffetItemId: buffet[0]?.id, quantity: 2 }]
      : [{ menuItemId: curry, quantity: 1 }],
  };
  const res = await diner.post(options.buffet ? '/api/buffet-orders' : '/api/orders', body);
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
let slot = 0;
async function reserve() {
  slot += 5;
  const res = await diner.post('/api/reservations', {
    customerInfo: customer,
    reservationDateTime: nextLocalWeekday(5, `19:${String(slot).padStart(2, '0')}:00`),
    numberOfPeople: 4,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const cards = async () => (await admin.get('/api/admin/orders/new')).json() as { kind: string; id: string }[];

describe('incoming cards', () => {
  it('lists NEW menu and buffet orders and REQUESTED reservations, oldest first; unpaid card orders wait', async () => {
    const menuOrder = await place();
    const buffetOrder = await place({ buffet: true });
    const reservation = await reserve();
    const unpaidCard = await place({ paymentMethod: 'CARD' });
    const list = await cards();
    expect(list.map((c) => [c.kind, c.id])).toEqual([
      ['menu', menuOrder],
      ['buffet', buffetOrder],
      ['reservation', reservation],
    ]);
    expect(list.some((c) => c.id === unpaidCard)).toBe(false);
    const [first] = (await admin.get('/api/admin/orders/new')).json();
    expect(first).toMatchObject({
      kind: 'menu',
      orderType: 'TAKEAWAY',
      timing: { asap: true, committedReadyAt: null },
      customerInfo: customer,
      menuItems: [{ menuItemName: 'Green Curry Chicken', quantity: 1 }],
      buffetItems: [],
    });
    const reservationCard = list.find((c) => c.kind === 'reservation');
    expect(reservationCard).toMatchObject({ numberOfPeople: 4, orderType: null });

    // Once paid, the card order reaches the kitchen.
    const { clientSecret } = (await diner.post(`/api/payments/customer-orders/${unpaidCard}/intent`)).json();
    await diner.post('/api/payments/simulated/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    expect((await cards()).some((c) => c.id === unpaidCard)).toBe(true);
  });

  it('alerts count unseen items, which seen lowers, and everything waiting, which seen does not', async () => {
    await admin.post('/api/admin/alerts/seen', { kinds: ['orders', 'buffet', 'reservations'] });
    // Earlier tests of this file left cards waiting: seen now, still waiting.
    const waitingBefore = (await cards()).length;
    expect((await admin.get('/api/admin/alerts')).json()).toEqual({
      reservationsRequested: 0,
      ordersNew: 0,
      buffetOrdersNew: 0,
      printerProblems: 0,
      // No incoming screen has reported in this file (the banner's `screens`).
      screens: { openNow: true, online: 0, autoPaused: false },
      waiting: waitingBefore,
    });
    const a = await place();
    await place();
    await place({ buffet: true });
    const r = await reserve();
    expect((await admin.get('/api/admin/alerts')).json()).toEqual({
      reservationsRequested: 1,
      ordersNew: 2,
      buffetOrdersNew: 1,
      printerProblems: 0,
      // No incoming screen has reported in this file (the banner's `screens`).
      screens: { openNow: true, online: 0, autoPaused: false },
      waiting: waitingBefore + 4,
    });
    expect((await admin.post(`/api/admin/menu-orders/${a}/seen`)).statusCode).toBe(204);
    expect((await admin.post(`/api/admin/reservation-orders/${r}/seen`)).statusCode).toBe(204);
    expect((await admin.get('/api/admin/alerts')).json()).toEqual({
      reservationsRequested: 0,
      ordersNew: 1,
      buffetOrdersNew: 1,
      printerProblems: 0,
      // No incoming screen has reported in this file (the banner's `screens`).
      screens: { openNow: true, online: 0, autoPaused: false },
      // Seen, they still wait for a decision: the badge keeps counting them.
      waiting: waitingBefore + 4,
    });
    await admin.post('/api/admin/alerts/seen', { kinds: ['buffet'] });
    expect((await admin.get('/api/admin/alerts')).json()).toEqual({
      reservationsRequested: 0,
      ordersNew: 1,
      buffetOrdersNew: 0,
      printerProblems: 0,
      // No incoming screen has reported in this file (the banner's `screens`).
      screens: { openNow: true, online: 0, autoPaused: false },
      waiting: waitingBefore + 4,
    });
    expect((await admin.post('/api/admin/alerts/seen', { kinds: ['pizza'] })).statusCode).toBe(400);
    expect((await admin.post('/api/admin/menu-orders/aaaaaaaaaaaaaaaa/seen')).statusCode).toBe(404);
  });
});

describe('confirm and cancel', () => {
  it('confirms an ASAP order with extra minutes: ready 45 + 15 minutes after confirmation', async () => {
    const id = await place();
    const before = Date.now();
    const res = await admin.post(`/api/admin/menu-orders/${id}/confirm`, { print: true, extraMinutes: 15 });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('CONFIRMED');
    const ready = new Date(res.json().committedReadyAt).getTime();
    expect(ready).toBeGreaterThanOrEqual(before + 60 * 60_000 - 1000);
    expect(ready).toBeLessThanOrEqual(Date.now() + 60 * 60_000 + 1000);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'CONFIRMED', adminExtraMinutes: 15 });
    expect((await cards()).some((c) => c.id === id)).toBe(false);
    const tracked = await ctx.app.inject({ url: `/api/orders/track?orderId=${id}&email=eva@example.ch` });
    expect(tracked.json()).toMatchObject({
      status: 'CONFIRMED',
      committedReadyAt: res.json().committedReadyAt,
    });
    const history = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'NEW',
      toStatus: 'CONFIRMED',
      changedBy: ADMIN.username,
    });
  });

  it('confirms a scheduled order at the requested time plus the extra', async () => {
    const when = nextLocalWeekday(2, '18:00:00');
    const id = await place({ scheduledAt: when, buffet: true });
    const res = await admin.post(`/api/admin/buffet-orders/${id}/confirm`, { print: true, extraMinutes: 10 });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(new Date(res.json().committedReadyAt).getTime()).toBe(
      (row?.requestedAt.getTime() ?? 0) + 10 * 60_000,
    );
  });

  it('refuses a confirmation or cancellation of something already handled with 409, changing nothing', async () => {
    const id = await place();
    await admin.post(`/api/admin/menu-orders/${id}/cancel`, {
      reason: 'Out of curry paste',
      refundIfPaid: false,
    });
    const [cancelled] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Out of curry paste' });
    expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, { print: true })).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/menu-orders/${id}/cancel`, { reason: '' })).statusCode).toBe(409);
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(after?.status).toBe('CANCELLED');
    expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, { extraMinutes: 12 })).statusCode).toBe(
      400,
    );
    expect((await admin.post('/api/admin/buffet-orders/aaaaaaaaaaaaaaaa/confirm', {})).statusCode).toBe(404);
  });

  it('two admins confirming at once yield exactly one confirmation', async () => {
    const id = await place();
    const other = new TestClient(ctx.app);
    await other.login('second', 'second-pass-1');
    const results = await Promise.all([
      admin.post(`/api/admin/menu-orders/${id}/confirm`, { print: true, extraMinutes: 10 }),
      other.post(`/api/admin/menu-orders/${id}/confirm`, { print: true, extraMinutes: 20 }),
      admin.post(`/api/admin/menu-orders/${id}/confirm`, { print: true }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const history = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, id));
    expect(history.filter((h) => h.toStatus === 'CONFIRMED')).toHaveLength(1);
  });

  it('confirms a reservation request, and rejects another with a reason', async () => {
    const r1 = await reserve();
    const ok = await admin.post(`/api/admin/reservation-orders/${r1}/confirm`, { print: true });
    expect(ok.json()).toMatchObject({ id: r1, status: 'CONFIRMED' });
    const r2 = await (async () => {
      const res = await diner.post('/api/reservations', {
        customerInfo: { ...customer, email: 'x@example.ch' },
        reservationDateTime: nextLocalWeekday(6, '20:00:00'),
        numberOfPeople: 2,
      });
      return res.json().id as string;
    })();
    const rejected = await admin.post(`/api/admin/reservation-orders/${r2}/cancel`, {
      reason: 'Fully booked',
      refundIfPaid: false,
    });
    expect(rejected.json().status).toBe('REJECTED');
    expect((await admin.post(`/api/admin/reservation-orders/${r2}/confirm`, {})).statusCode).toBe(409);
  });
});

describe('order lists, status changes, printing', () => {
  it('lists orders newest first, changes status with history, serves the order and its receipt', async () => {
    const id = await place();
    await admin.post(`/api/admin/menu-orders/${id}/confirm`, { print: true });
    const list = (
      (await admin.get('/api/admin/orders')).json() as { items: { id: string; createdAt: string }[] }
    ).items;
    expect(list[0]?.id).toBe(id);
    const times = list.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const status of ['PREPARING', 'ON_THE_WAY', 'DELIVERED']) {
      const res = await admin.patch(`/api/admin/orders/${id}/status`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    expect((await admin.patch(`/api/admin/orders/${id}/status`, { status: 'NEW' })).statusCode).toBe(400);
    expect(
      (await admin.patch(`/api/admin/buffet-orders/${id}/status`, { status: 'DELIVERED' })).statusCode,
    ).toBe(404);

    const full = await admin.get(`/api/orders/${id}`);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({
      id,
      status: 'DELIVERED',
      orderItems: [{ menuItemName: 'Green Curry Chicken', quantity: 1, unitPrice: 24.5 }],
    });
    expect((await diner.get(`/api/orders/${id}`)).statusCode).toBe(401);

    const receipt = await admin.get(`/api/admin/orders/${id}/receipt`);
    expect(receipt.headers['content-type']).toMatch(/text\/plain/);
    expect(receipt.body).toContain('Hana Sushi & Thai');
    expect(receipt.body).toContain('Green Curry Chicken');
    for (const line of receipt.body.split('\n')) expect(line.length).toBeLessThanOrEqual(42);
  });

  it('is closed to anonymous visitors', async () => {
    for (const url of [
      '/api/admin/orders/new',
      '/api/admin/alerts',
      '/api/admin/orders',
      '/api/admin/buffet-orders',
    ]) {
      expect((await diner.get(url)).statusCode).toBe(401);
    }
    expect((await diner.post('/api/admin/menu-orders/x/confirm', {})).statusCode).toBe(401);
  });
});
