import { instantToZonedLocal } from '@app/shared/opening-hours';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, restaurantInfo, statusHistory } from '../src/db/schema';
import { TestClient } from './client';
import {
  ALWAYS_OPEN,
  createAdmin,
  DINER,
  nextLocalWeekday,
  placeTakeaway,
  setupOpenRestaurant,
} from './helpers';

// Phone orders and bookings entered by staff, returning guests, order lists by day and search.
const { ctx, admin, diner } = await setupOpenRestaurant();
await createAdmin(ctx.db, 'second', 'second-pass-1');
const second = new TestClient(ctx.app);
await second.login('second', 'second-pass-1');

const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as {
  id: number;
  name: string;
  price: number;
}[];
const buffet = (await ctx.app.inject({ url: '/api/buffet-items' })).json() as { id: number }[];
const curry = menu.find((m) => m.name === 'Green Curry Chicken');
if (!curry) throw new Error('no curry');

type TOrder = {
  id: string;
  orderNumber: number;
  status: string;
  committedReadyAt: string | null;
  totalPrice: number;
  enteredBy: string | null;
  overrideReason: string | null;
  paymentStatus: string;
  customerInfo: { email: string; phone: string; lastName: string };
};

const GUEST = { firstName: 'Marta', phone: '079 555 12 34' };

function staffOrder(overrides: Record<string, unknown> = {}) {
  return {
    customerInfo: GUEST,
    orderType: 'TAKEAWAY',
    items: [{ menuItemId: curry?.id, quantity: 2 }],
    paymentMethod: 'CASH',
    asap: true,
    ...overrides,
  };
}

const emailsTo = async (address: string) =>
  (
    await ctx.pool.query<{ kind: string }>('select kind from emails where to_address = $1 order by id', [
      address,
    ])
  ).rows.map((r) => r.kind);

const today = () => instantToZonedLocal(new Date()).slice(0, 10);

describe('phone orders (POST /api/admin/orders, /api/admin/buffet-orders)', () => {
  it('is priced like a diner’s order, CONFIRMED with its ready time, entered by the admin', async () => {
    const res = await admin.post('/api/admin/orders', staffOrder());
    expect(res.statusCode).toBe(201);
    const order = res.json() as TOrder;
    expect(order).toMatchObject({
      status: 'CONFIRMED',
      enteredBy: 'chef',
      overrideReason: null,
      paymentStatus: 'NOT_REQUIRED',
      customerInfo: { email: '', lastName: '', phone: '079 555 12 34' },
    });
    expect(order.orderNumber).toBeGreaterThan(0);
    expect(Date.parse(order.committedReadyAt ?? '')).toBeGreaterThan(Date.now() + 40 * 60_000);
    // The same cart from a diner costs the same.
    const dinerId = await placeTakeaway(diner, curry.id, { quantity: 2 });
    const dinerOrder = (await admin.get(`/api/orders/${dinerId}`)).json() as TOrder;
    expect(order.totalPrice).toBe(dinerOrder.totalPrice);
    expect(dinerOrder.enteredBy).toBeNull();
    // Recorded with who entered it; not an incoming card (nobody has to confirm it).
    const [history] = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, order.id));
    expect(history).toMatchObject({ toStatus: 'CONFIRMED', changedBy: 'chef' });
    const cards = (await admin.get('/api/admin/orders/new')).json() as { id: string }[];
    expect(cards.map((c) => c.id)).not.toContain(order.id);
    expect(cards.map((c) => c.id)).toContain(dinerId);
  });

  it('emails the guest the confirmation when an email is known, nothing when not', async () => {
    const res = await second.post(
      '/api/admin/buffet-orders',
      staffOrder({
        customerInfo: { ...GUEST, email: 'marta@example.ch' },
        items: [{ buffetItemId: buffet[0]?.id, quantity: 1 }],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'BUFFET', enteredBy: 'second' });
    expect(await emailsTo('marta@example.ch')).toEqual(['ORDER_CONFIRMED']);
    expect(await emailsTo('')).toEqual([]);
  });

  it('may start as NEW: then it waits on the incoming screen', async () => {
    const res = await admin.post('/api/admin/orders', staffOrder({ status: 'NEW' }));
    expect(res.json()).toMatchObject({ status: 'NEW', committedReadyAt: null });
    const cards = (await admin.get('/api/admin/orders/new')).json() as { id: string }[];
    expect(cards.map((c) => c.id)).toContain(res.json().id);
  });

  it('is paid at pickup only, and a delivery needs the whole address', async () => {
    const card = await admin.post('/api/admin/orders', staffOrder({ paymentMethod: 'CARD' }));
    expect(card.statusCode).toBe(400);
    expect(card.json().details.paymentMethod).toBe('Choose cash, TWINT or card at pickup');
    const noAddress = await admin.post('/api/admin/orders', staffOrder({ orderType: 'DELIVERY' }));
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().details).toEqual({
      'customerInfo.street': 'Required',
      'customerInfo.streetNo': 'Required',
      'customerInfo.plz': 'Required',
      'customerInfo.city': 'Required',
    });
    const mixed = await admin.post(
      '/api/admin/orders',
      staffOrder({ items: [{ buffetItemId: 1, quantity: 1 }] }),
    );
    expect(mixed.json().code).toBe('MIXED_CART');
  });

  it('refuses what a diner is refused, unless staff give a reason, which is recorded', async () => {
    const farAway = staffOrder({
      orderType: 'DELIVERY',
      customerInfo: { ...GUEST, address: { street: 'Weg', streetNo: '1', plz: '8000', city: 'Zürich' } },
      items: [{ menuItemId: curry.id, quantity: 1 }],
    });
    const refused = await admin.post('/api/admin/orders', farAway);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('DELIVERY_AREA');
    const badReason = await admin.post('/api/admin/orders', { ...farAway, override: { reason: ' x ' } });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().details['override.reason']).toBe(
      'Give a reason for the exception (at least 3 characters).',
    );
    const controlChars = await admin.post('/api/admin/orders', {
      ...farAway,
      override: { reason: 'ok\u0007go' },
    });
    expect(controlChars.statusCode).toBe(400);

    const reason = 'Regular guest, driver passes by';
    const accepted = await admin.post('/api/admin/orders', { ...farAway, override: { reason } });
    expect(accepted.statusCode).toBe(201);
    const order = accepted.json() as TOrder;
    expect(order.overrideReason).toBe(reason);
    // Priced like any delivery below the minimum would be, had it been allowed: the server's numbers.
    expect(order.totalPrice).toBeGreaterThan(curry.price);
    const [history] = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, order.id));
    expect(history?.note).toBe(reason);
    // The kitchen's receipt says who took it and why it was allowed.
    const receipt = (await admin.get(`/api/admin/orders/${order.id}/receipt`)).body;
    expect(receipt).toContain('Phone order: chef');
    expect(receipt).toContain('Exception: Regular guest, driver passes');

    // Closed: refused with CLOSED, accepted with a reason.
    await ctx.db.update(restaurantInfo).set({
      openingHours: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => `${d}: closed`).join('\n'),
    });
    try {
      const closed = await admin.post('/api/admin/orders', staffOrder());
      expect(closed.json().code).toBe('CLOSED');
      const anyway = await admin.post(
        '/api/admin/orders',
        staffOrder({ override: { reason: 'Private event' } }),
      );
      expect(anyway.statusCode).toBe(201);
    } finally {
      await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
    }
  });

  it('is for admins only', async () => {
    expect((await diner.post('/api/admin/orders', staffOrder())).statusCode).toBe(401);
    expect((await diner.get('/api/admin/guests?q=079')).statusCode).toBe(401);
  });
});

describe('returning guests (GET /api/admin/guests)', () => {
  it('finds a guest by the phone number however typed, with their last orders, newest first', async () => {
    const phone = '+41 76 321 00 11';
    const ids: string[] = [];
    for (const quantity of [1, 2, 3, 4]) {
      ids.push(
        await placeTakeaway(diner, curry.id, { quantity, customer: { phone, email: 'nina@example.ch' } }),
      );
    }
    // An unpaid card order is no order yet.
    await placeTakeaway(diner, curry.id, {
      paymentMethod: 'CARD',
      customer: { phone, email: 'nina@example.ch' },
    });
    for (const q of ['076 321', '+41 76 321 00', '0041763210011', '76 321']) {
      const res = await admin.get(`/api/admin/guests?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const [guest, ...others] = res.json().guests;
      expect(others).toEqual([]);
      expect(guest.orderCount).toBe(4);
      expect(guest.customerInfo).toMatchObject({
        phone,
        email: 'nina@example.ch',
        firstName: DINER.firstName,
      });
      expect(guest.lastOrders.map((o: { id: string }) => o.id)).toEqual([ids[3], ids[2], ids[1]]);
      expect(guest.lastOrders[0].items).toEqual([
        { menuItemId: curry.id, buffetItemId: null, name: curry.name, quantity: 4 },
      ]);
    }
    const byEmail = (await admin.get('/api/admin/guests?q=NINA@exa')).json().guests;
    expect(byEmail).toHaveLength(1);
    expect((await admin.get('/api/admin/guests?q=077 999')).json()).toEqual({ guests: [] });
    expect((await admin.get('/api/admin/guests?q=07')).statusCode).toBe(400);
    // LIKE's own wildcards match themselves only.
    expect((await admin.get('/api/admin/guests?q=%25%25%25')).json()).toEqual({ guests: [] });
  });
});

describe('order lists by day, search and page (GET /api/admin/orders)', () => {
  it('reads today by default, pages with the total, and finds yesterday’s order by phone', async () => {
    const phone = '062 777 88 99';
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await placeTakeaway(diner, curry.id, { customer: { phone } });
      await admin.post(`/api/admin/menu-orders/${id}/confirm`, {});
      ids.push(id);
    }
    // NEW orders are on the incoming screen, not on the lists (spec section 4).
    const waiting = await placeTakeaway(diner, curry.id, { customer: { phone } });
    const [yesterday] = ids;
    await ctx.pool.query(`update orders set created_at = created_at - interval '1 day' where id = $1`, [
      yesterday,
    ]);
    const day = (offset: number) =>
      instantToZonedLocal(new Date(Date.now() + offset * 86_400_000)).slice(0, 10);

    const todays = (await admin.get('/api/admin/orders?pageSize=200')).json();
    expect(todays.from).toBe(today());
    expect(todays.to).toBe(today());
    expect(todays.items.map((o: { id: string }) => o.id)).not.toContain(yesterday);
    expect(todays.total).toBe(todays.items.length);

    const found = (
      await admin.get(`/api/admin/orders?from=${day(-1)}&to=${day(-1)}&q=${encodeURIComponent('+41 62 777')}`)
    ).json();
    expect(found.items.map((o: { id: string }) => o.id)).toEqual([yesterday]);
    expect(found.total).toBe(1);
    const all = (await admin.get(`/api/admin/orders?from=${day(-1)}&q=${phone}`)).json();
    expect(all.items.map((o: { id: string }) => o.id)).not.toContain(waiting);

    const both = (await admin.get(`/api/admin/orders?from=${day(-1)}&q=0627778899`)).json();
    expect(both.items.map((o: { id: string }) => o.id)).toEqual([ids[2], ids[1], yesterday]);

    const page1 = (await admin.get(`/api/admin/orders?from=${day(-1)}&q=${phone}&pageSize=2`)).json();
    const page2 = (await admin.get(`/api/admin/orders?from=${day(-1)}&q=${phone}&pageSize=2&page=2`)).json();
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((o: { id: string }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(page2.items.map((o: { id: string }) => o.id)).toEqual([yesterday]);

    // By order number, by name, by email; the buffet list has its own orders.
    const [latest] = page1.items as TOrder[];
    const byNumber = (await admin.get(`/api/admin/orders?q=%23${latest?.orderNumber}`)).json();
    expect(byNumber.items.map((o: { id: string }) => o.id)).toContain(latest?.id);
    expect((await admin.get('/api/admin/orders?q=luca%20ros')).json().total).toBeGreaterThan(0);
    expect((await admin.get('/api/admin/orders?q=LUCA@example')).json().total).toBeGreaterThan(0);
    expect((await admin.get(`/api/admin/buffet-orders?q=${phone}`)).json().total).toBe(0);
  });

  it('refuses a window that is upside down, too wide or not a date', async () => {
    const upside = await admin.get('/api/admin/orders?from=2026-11-25&to=2026-11-24');
    expect(upside.statusCode).toBe(400);
    expect(upside.json().details.from).toBe('The first day must not be after the last day.');
    expect((await admin.get('/api/admin/orders?from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?from=2026-02-31')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?from=2026-02-01&to=2026-02-31')).json().details).toEqual({
      to: 'Use a date like 2026-12-24',
    });
    expect((await admin.get('/api/admin/orders?from=24.11.2026')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?pageSize=201')).statusCode).toBe(400);
  });
});

describe('phone bookings (POST and PUT /api/admin/reservations)', () => {
  const at = nextLocalWeekday(6, '19:00');
  const booking = {
    customerInfo: { firstName: 'Paul', phone: '079 000 11 22', email: 'paul@example.ch' },
    reservationDateTime: at,
    numberOfPeople: 24,
    specialRequests: 'Birthday',
  };

  it('enters a CONFIRMED booking (larger than online requests may be) and emails the guest', async () => {
    const res = await admin.post('/api/admin/reservations', booking);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'CONFIRMED', enteredBy: 'chef', numberOfPeople: 24 });
    const active = (await admin.get('/api/admin/reservations?status=CONFIRMED')).json() as { id: string }[];
    expect(active.map((r) => r.id)).toContain(created.id);
    expect(await emailsTo('paul@example.ch')).toEqual(['RESERVATION_CONFIRMED']);

    const noEmail = await admin.post('/api/admin/reservations', {
      ...booking,
      customerInfo: { firstName: 'Ida', phone: '079 000 33 44' },
      status: 'REQUESTED',
    });
    expect(noEmail.json()).toMatchObject({ status: 'REQUESTED', customerInfo: { email: '' } });
    const tooMany = await admin.post('/api/admin/reservations', { ...booking, numberOfPeople: 101 });
    expect(tooMany.json().details.numberOfPeople).toBe('Enter a whole number of people from 1 to 100.');
  });

  it('changes time, people and status; the guest hears of each', async () => {
    const created = (
      await admin.post('/api/admin/reservations', {
        ...booking,
        customerInfo: { ...booking.customerInfo, email: 'vera@example.ch' },
      })
    ).json();
    const later = nextLocalWeekday(6, '20:30');
    const moved = await admin.put(`/api/admin/reservations/${created.id}`, {
      ...booking,
      customerInfo: { ...booking.customerInfo, email: 'vera@example.ch' },
      reservationDateTime: later,
      numberOfPeople: 6,
      status: 'CONFIRMED',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ numberOfPeople: 6, status: 'CONFIRMED' });
    expect(instantToZonedLocal(new Date(moved.json().reservationDateTime)).slice(0, 16)).toBe(
      later.slice(0, 16),
    );
    const cancelled = await second.put(`/api/admin/reservations/${created.id}`, {
      ...booking,
      customerInfo: { ...booking.customerInfo, email: 'vera@example.ch' },
      reservationDateTime: later,
      numberOfPeople: 6,
      status: 'CANCELLED',
    });
    expect(cancelled.json().status).toBe('CANCELLED');
    expect(await emailsTo('vera@example.ch')).toEqual([
      'RESERVATION_CONFIRMED',
      'RESERVATION_CHANGED',
      'RESERVATION_CANCELLED',
    ]);
    const history = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, created.id));
    expect(history.map((h) => [h.toStatus, h.changedBy])).toEqual([
      ['CONFIRMED', 'chef'],
      ['CANCELLED', 'second'],
    ]);
  });

  it('keeps a past time as it is (a no-show is marked afterwards), but never moves one into the past', async () => {
    const created = (await admin.post('/api/admin/reservations', booking)).json();
    await ctx.pool.query(
      `update reservations set reservation_at = now() - interval '2 hours' where id = $1`,
      [created.id],
    );
    const noShow = await admin.put(`/api/admin/reservations/${created.id}`, {
      ...booking,
      reservationDateTime: (await admin.get('/api/admin/reservations?status=CONFIRMED'))
        .json()
        .find((r: { id: string }) => r.id === created.id).reservationDateTime,
      status: 'NO_SHOW',
    });
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json().status).toBe('NO_SHOW');
    const moved = await admin.put(`/api/admin/reservations/${created.id}`, {
      ...booking,
      reservationDateTime: '2020-01-01T12:00',
      status: 'CONFIRMED',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details.reservationDateTime).toBe('Choose a future time');
    expect(
      (await admin.put('/api/admin/reservations/aaaaaaaaaaaaaaaa', { ...booking, status: 'CONFIRMED' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await diner.put(`/api/admin/reservations/${created.id}`, { ...booking, status: 'CONFIRMED' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('incoming cards are marked seen whatever the screen filters show', () => {
  it('marks a card of a kind the filters hide seen, and a kind seen at once, lowering only its count', async () => {
    await admin.post('/api/admin/alerts/seen', { kinds: ['orders', 'buffet', 'reservations'] });
    const menuOrder = await placeTakeaway(diner, curry.id);
    const buffetOrder = (
      await diner.post('/api/buffet-orders', {
        customerInfo: DINER,
        orderType: 'TAKEAWAY',
        items: [{ buffetItemId: buffet[0]?.id, quantity: 1 }],
        paymentMethod: 'CASH',
        asap: true,
      })
    ).json().id as string;
    const reservation = (
      await diner.post('/api/reservations', {
        customerInfo: DINER,
        reservationDateTime: nextLocalWeekday(3, '12:15'),
        numberOfPeople: 2,
      })
    ).json().id as string;
    expect((await admin.get('/api/admin/alerts')).json()).toEqual({
      reservationsRequested: 1,
      ordersNew: 1,
      buffetOrdersNew: 1,
      printerProblems: 0,
      screens: expect.objectContaining({ online: 0, autoPaused: false }),
      waiting: expect.any(Number),
    });
    // The screen shows menu orders only, yet every new card is marked seen (spec section 4).
    for (const [kind, id] of [
      ['menu', menuOrder],
      ['buffet', buffetOrder],
      ['reservation', reservation],
    ]) {
      expect((await admin.post(`/api/admin/${kind}-orders/${id}/seen`, {})).statusCode).toBe(204);
    }
    expect((await admin.get('/api/admin/alerts')).json()).toEqual({
      reservationsRequested: 0,
      ordersNew: 0,
      buffetOrdersNew: 0,
      printerProblems: 0,
      screens: expect.objectContaining({ online: 0, autoPaused: false }),
      waiting: expect.any(Number),
    });
    // Seen twice stays seen; the seen time is the first one.
    const [before] = await ctx.db.select().from(orders).where(eq(orders.id, menuOrder));
    await admin.post(`/api/admin/menu-orders/${menuOrder}/seen`, {});
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, menuOrder));
    expect(after?.seenAt?.getTime()).toBe(before?.seenAt?.getTime());

    // The badge's call marks the kinds it names, and only those.
    await placeTakeaway(diner, curry.id);
    await diner.post('/api/reservations', {
      customerInfo: DINER,
      reservationDateTime: nextLocalWeekday(3, '12:45'),
      numberOfPeople: 2,
    });
    await admin.post('/api/admin/alerts/seen', { kinds: ['orders'] });
    expect((await admin.get('/api/admin/alerts')).json()).toEqual({
      reservationsRequested: 1,
      ordersNew: 0,
      buffetOrdersNew: 0,
      printerProblems: 0,
      screens: expect.objectContaining({ online: 0, autoPaused: false }),
      waiting: expect.any(Number),
    });
  });
});
