import { DEFAULT_ASAP_MINUTES } from '@app/shared/opening-hours';
import { ZServiceStatusViewSchema } from '@app/shared/service-status';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, restaurantInfo, serviceStatus, serviceStatusChanges, users } from '../src/db/schema';
import { TestClient } from './client';
import { moveClockTo } from './clock';
import {
  ALWAYS_OPEN,
  createAdmin,
  DINER,
  placeTakeaway,
  requestTable,
  seededMenuItemId,
  setupOpenRestaurant,
} from './helpers';

const { ctx, admin, diner } = await setupOpenRestaurant();
const customer = await createAdmin(ctx.db, 'diner-account', 'diner-password-1');
await ctx.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, customer.id));
const menuItemId = await seededMenuItemId(ctx.app);
const buffet = (await ctx.app.inject({ url: '/api/buffet-items' })).json() as { id: number }[];
const buffetItemId = buffet[0]?.id ?? 0;

const PATH = '/api/admin/service-status';
const OFF = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function put(body: unknown, client = admin) {
  return client.put(PATH, body);
}
async function hoursStatus(orderType?: string, language?: string) {
  const res = await ctx.app.inject({
    url: `/api/public/hours/status${orderType ? `?orderType=${orderType}` : ''}`,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { openNow: boolean; message: string; windowOpensAt: string | null };
}
function order(orderType: 'DELIVERY' | 'TAKEAWAY', kind: 'MENU' | 'BUFFET' = 'MENU') {
  return diner.post(kind === 'MENU' ? '/api/orders' : '/api/buffet-orders', {
    customerInfo: DINER,
    orderType,
    items: kind === 'MENU' ? [{ menuItemId, quantity: 3 }] : [{ buffetItemId, quantity: 3 }],
    paymentMethod: 'CASH',
    asap: true,
  });
}
/** Writes the row directly, as if saved earlier (a pause that has already ended). */
async function storeDirectly(values: Partial<typeof serviceStatus.$inferInsert>) {
  await ctx.db.update(serviceStatus).set(values).where(eq(serviceStatus.id, 1));
}

describe('service status: access and reading', () => {
  it('admins read it; nothing is paused or busy at first', async () => {
    const res = await admin.get(PATH);
    expect(res.statusCode).toBe(200);
    const view = ZServiceStatusViewSchema.parse(res.json());
    expect(view).toMatchObject({ ...OFF, history: [] });
  });

  it('a signed-in customer and an anonymous visitor can neither read nor change it', async () => {
    const signedIn = new TestClient(ctx.app);
    await signedIn.login('diner-account', 'diner-password-1');
    expect((await signedIn.get(PATH)).statusCode).toBe(403);
    expect((await put({ ...OFF, extraMinutes: 15, extraUntil: inMinutes(30) }, signedIn)).statusCode).toBe(
      403,
    );
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    expect((await admin.get(PATH)).json()).toMatchObject(OFF);
  });
});

describe('service status: validation', () => {
  const cases: [string, unknown, string][] = [
    [
      'a pause in the past',
      { ...OFF, pausedUntil: inMinutes(-1), pausedOrderTypes: ['TAKEAWAY'] },
      'pausedUntil',
    ],
    [
      'a pause over 24 hours',
      { ...OFF, pausedUntil: inMinutes(25 * 60), pausedOrderTypes: ['TAKEAWAY'] },
      'pausedUntil',
    ],
    [
      'a pause of no order type',
      { ...OFF, pausedUntil: inMinutes(15), pausedOrderTypes: [] },
      'pausedOrderTypes',
    ],
    ['an unreadable time', { ...OFF, pausedUntil: 'soon', pausedOrderTypes: ['TAKEAWAY'] }, 'pausedUntil'],
    [
      'extra minutes off the 5-minute steps',
      { ...OFF, extraMinutes: 7, extraUntil: inMinutes(30) },
      'extraMinutes',
    ],
    ['busy mode without an end', { ...OFF, extraMinutes: 15, extraUntil: null }, 'extraUntil'],
    ['busy mode ending in the past', { ...OFF, extraMinutes: 15, extraUntil: inMinutes(-5) }, 'extraUntil'],
    ['busy mode over 12 hours', { ...OFF, extraMinutes: 15, extraUntil: inMinutes(13 * 60) }, 'extraUntil'],
  ];
  it.each(cases)(
    'refuses %s with a 400 naming the field, and changes nothing',
    async (_name, body, field) => {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(Object.keys(res.json().details ?? {})).toContain(field);
      expect((await admin.get(PATH)).json()).toMatchObject({ ...OFF, history: [] });
    },
  );

  it('refuses unknown order types, fields and out-of-range minutes', async () => {
    for (const body of [
      { ...OFF, pausedUntil: inMinutes(15), pausedOrderTypes: ['DINE_IN'] },
      { ...OFF, extra: true },
      { ...OFF, extraMinutes: 150, extraUntil: inMinutes(30) },
      { pausedUntil: null },
      { ...OFF, pausedUntil: `${inMinutes(15)}\u0007`, pausedOrderTypes: ['TAKEAWAY'] },
    ]) {
      expect((await put(body)).statusCode).toBe(400);
    }
    expect((await admin.get(PATH)).json().history).toEqual([]);
  });

  it('answers the message in the request language', async () => {
    const res = await admin.request(
      'PUT',
      PATH,
      { ...OFF, pausedUntil: inMinutes(15), pausedOrderTypes: [] },
      {
        'accept-language': 'de',
      },
    );
    expect(res.json().message).toBe('Wählen Sie Lieferung, Abholung oder beides.');
  });
});

describe('pausing online orders', () => {
  it('refuses orders of the paused type only, with the resume time; reservations go on', async () => {
    const until = inMinutes(30);
    const res = await put({ ...OFF, pausedUntil: until, pausedOrderTypes: ['TAKEAWAY'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pausedUntil: new Date(until).toISOString(),
      pausedOrderTypes: ['TAKEAWAY'],
    });

    const status = await hoursStatus('TAKEAWAY');
    expect(status).toEqual({
      openNow: false,
      message: 'Online orders are paused for the moment.',
      windowOpensAt: new Date(until).toISOString(),
    });
    expect((await hoursStatus('DELIVERY')).openNow).toBe(true);
    // Without an order type: open, since delivery still takes orders.
    expect((await hoursStatus()).openNow).toBe(true);
    expect((await hoursStatus('TAKEAWAY', 'de')).message).toBe(
      'Online-Bestellungen sind im Moment pausiert.',
    );

    for (const kind of ['MENU', 'BUFFET'] as const) {
      const refused = await order('TAKEAWAY', kind);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('CLOSED');
      expect(refused.json().message).toMatch(/^Online orders are paused for the moment\. Next open: /);
    }
    expect((await order('DELIVERY')).statusCode).toBe(201);
    expect((await order('DELIVERY', 'BUFFET')).statusCode).toBe(201);
    await requestTable(diner, { ...DINER, email: 'table@example.ch' }, 2);
  });

  it('refuses both types when both are paused, and says so in German', async () => {
    await put({ ...OFF, pausedUntil: inMinutes(15), pausedOrderTypes: ['DELIVERY', 'TAKEAWAY'] });
    expect((await hoursStatus()).openNow).toBe(false);
    const res = await diner.request(
      'POST',
      '/api/orders',
      {
        customerInfo: DINER,
        orderType: 'DELIVERY',
        items: [{ menuItemId, quantity: 3 }],
        paymentMethod: 'CASH',
        asap: true,
      },
      { 'accept-language': 'de' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Online-Bestellungen sind im Moment pausiert\. /);
  });

  it('"Resume" ends the pause at once', async () => {
    const res = await put(OFF);
    expect(res.json()).toMatchObject(OFF);
    expect((await order('TAKEAWAY')).statusCode).toBe(201);
    expect((await hoursStatus('TAKEAWAY')).openNow).toBe(true);
  });

  it('resumes by itself: a pause that has ended refuses nothing', async () => {
    await put({ ...OFF, pausedUntil: inMinutes(30), pausedOrderTypes: ['DELIVERY', 'TAKEAWAY'] });
    expect((await order('TAKEAWAY')).statusCode).toBe(400);
    await storeDirectly({ pausedUntil: new Date(Date.now() - 1000) });
    expect((await hoursStatus('TAKEAWAY')).openNow).toBe(true);
    expect((await order('TAKEAWAY')).statusCode).toBe(201);
    expect((await admin.get(PATH)).json()).toMatchObject(OFF);
  });

  it('a pause that ends while a diner is on the checkout: the order placed after the end is accepted', async () => {
    const until = new Date(Date.now() + 1500);
    await put({ ...OFF, pausedUntil: until.toISOString(), pausedOrderTypes: ['TAKEAWAY'] });
    expect((await hoursStatus('TAKEAWAY')).windowOpensAt).toBe(until.toISOString());
    expect((await order('TAKEAWAY')).statusCode).toBe(400);
    // The pause ends; nothing is written, only the clock moves on.
    moveClockTo(until.getTime() + 50);
    expect((await order('TAKEAWAY')).statusCode).toBe(201);
    // The real clock comes back after this test: leave the pause ended there too, as it is here.
    await storeDirectly({ pausedUntil: new Date(until.getTime() - 60_000) });
  });

  it('resumes at the next opening when the pause ends while the restaurant is closed', async () => {
    // Open only from 00:00 to 00:01 every day: a pause ending in an hour resumes at the next midnight.
    await ctx.db.update(restaurantInfo).set({
      openingHours: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
        .map((d) => `${d}: 00:00-00:01`)
        .join('\n'),
    });
    try {
      const view = (await admin.get(PATH)).json();
      expect(view.nextOpeningAt).not.toBeNull();
      // "Until the next opening" may be longer than 24 hours' limit only up to the next opening.
      const res = await put({ ...OFF, pausedUntil: view.nextOpeningAt, pausedOrderTypes: ['TAKEAWAY'] });
      expect(res.statusCode).toBe(200);
      await put({ ...OFF, pausedUntil: inMinutes(60), pausedOrderTypes: ['TAKEAWAY'] });
      const status = await hoursStatus('TAKEAWAY');
      expect(status.openNow).toBe(false);
      expect(new Date(status.windowOpensAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 60 * 60_000 - 5000);
      expect(status.message).toBe('Online orders are paused for the moment.');
    } finally {
      await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
      await put(OFF);
    }
  });
});

describe('busy mode', () => {
  const dueMinutes = async (id: string) => {
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('no order');
    return (row.requestedAt.getTime() - row.createdAt.getTime()) / 60_000;
  };

  it('lengthens the ASAP estimate by its minutes and the confirmed ready time too', async () => {
    const before = await placeTakeaway(diner, menuItemId);
    expect(await dueMinutes(before)).toBeCloseTo(DEFAULT_ASAP_MINUTES, 0);

    const res = await put({ ...OFF, extraMinutes: 15, extraUntil: inMinutes(60) });
    expect(res.json()).toMatchObject({ extraMinutes: 15 });
    const during = await placeTakeaway(diner, menuItemId);
    expect(await dueMinutes(during)).toBeCloseTo(DEFAULT_ASAP_MINUTES + 15, 0);
    const tracked = await diner.get(
      `/api/orders/track?orderId=${during}&email=${encodeURIComponent(DINER.email)}`,
    );
    const tracking = tracked.json() as { requestedAt: string; createdAt: string };
    expect(
      (new Date(tracking.requestedAt).getTime() - new Date(tracking.createdAt).getTime()) / 60_000,
    ).toBeCloseTo(60, 0);

    const confirmed = await admin.post(`/api/admin/menu-orders/${during}/confirm`, { extraMinutes: 10 });
    expect(confirmed.statusCode).toBe(200);
    const readyIn = (new Date(confirmed.json().committedReadyAt).getTime() - Date.now()) / 60_000;
    expect(readyIn).toBeCloseTo(DEFAULT_ASAP_MINUTES + 15 + 10, 0);
  });

  it('ends by itself', async () => {
    await storeDirectly({ extraMinutes: 30, extraUntil: new Date(Date.now() - 1000) });
    const id = await placeTakeaway(diner, menuItemId);
    expect(await dueMinutes(id)).toBeCloseTo(DEFAULT_ASAP_MINUTES, 0);
    expect((await admin.get(PATH)).json()).toMatchObject({ extraMinutes: 0, extraUntil: null });
  });
});

describe('history', () => {
  it('records every change with who, when, before and after; the latest first, at most 10', async () => {
    await ctx.db.delete(serviceStatusChanges);
    await put(OFF);
    const until = inMinutes(30);
    await put({ ...OFF, pausedUntil: until, pausedOrderTypes: ['DELIVERY'] });
    await put({
      ...OFF,
      pausedUntil: until,
      pausedOrderTypes: ['DELIVERY'],
      extraMinutes: 30,
      extraUntil: until,
    });
    // The same state again changes nothing and records nothing.
    await put({
      ...OFF,
      pausedUntil: until,
      pausedOrderTypes: ['DELIVERY'],
      extraMinutes: 30,
      extraUntil: until,
    });
    await put(OFF);

    const { history } = ZServiceStatusViewSchema.parse((await admin.get(PATH)).json());
    expect(history).toHaveLength(3);
    expect(history.map((h) => h.by)).toEqual(['chef', 'chef', 'chef']);
    expect(history[2]).toMatchObject({
      before: OFF,
      after: { pausedUntil: new Date(until).toISOString(), pausedOrderTypes: ['DELIVERY'], extraMinutes: 0 },
    });
    expect(history[1]?.after).toMatchObject({ extraMinutes: 30 });
    expect(history[0]?.after).toEqual(OFF);
    expect(Math.abs(new Date(history[0]?.at ?? 0).getTime() - Date.now())).toBeLessThan(60_000);

    for (let i = 0; i < 12; i++) await put({ ...OFF, extraMinutes: 5 + 5 * i, extraUntil: until });
    expect((await admin.get(PATH)).json().history).toHaveLength(10);
    expect(await ctx.db.$count(serviceStatusChanges)).toBe(15);
    await put(OFF);
  });

  it('the public read shows the state without the history', async () => {
    await put({ ...OFF, pausedUntil: inMinutes(20), pausedOrderTypes: ['TAKEAWAY'] });
    const res = await ctx.app.inject({ url: '/api/public/service-status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pausedUntil: expect.any(String),
      pausedOrderTypes: ['TAKEAWAY'],
      extraMinutes: 0,
      extraUntil: null,
      autoPaused: false,
    });
    await put(OFF);
  });
});
