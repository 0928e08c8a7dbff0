import type { AddressInfo } from 'node:net';
import { API } from '@app/shared/api-paths';
import type { TKitchenPassOrder, TKitchenStation, TKitchenTicket } from '@app/shared/kitchen';
import type { TLiveEvent } from '@app/shared/live';
import { instantToZonedLocal } from '@app/shared/opening-hours';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  categories,
  menuItems,
  orderItems,
  orders,
  restaurantInfo,
  stations,
  statusHistory,
  users,
} from '../src/db/schema';
import { TestClient } from './client';
import { moveClockTo } from './clock';
import { createAdmin, DINER, requestTable, setupOpenRestaurant } from './helpers';

/**
 * The kitchen display's API (docs/decisions/030): the lines of a confirmed order reach their stations'
 * tickets (an ASAP order at once, a scheduled one its station's target time before it is due), cooks bump
 * and recall lines, the order is ready when every station has finished, the pass shows each station's
 * progress and hands orders out; a KITCHEN account (a wall tablet) may do all this and nothing else.
 */

const MINUTE = 60_000;
const { ctx, admin, diner } = await setupOpenRestaurant();
// Many orders in one slot: the slot capacity is not what this file tests.
await ctx.db
  .update(restaurantInfo)
  .set({ slotCapacityTakeaway: null, slotCapacityDelivery: null, kitchenLanguage: 'en' });

const kitchenUser = await createAdmin(ctx.db, 'wall-tablet', 'kitchen-password-1');
await ctx.db.update(users).set({ role: 'KITCHEN' }).where(eq(users.id, kitchenUser.id));
const kitchen = new TestClient(ctx.app);
await kitchen.login('wall-tablet', 'kitchen-password-1');

/** The seeded menu item named `name` (English), with its category's code. */
async function menuItem(name: string): Promise<{ id: number; category: string }> {
  const { rows } = await ctx.pool.query<{ id: number; category: string }>(
    `select mi.id, mi.category from menu_items mi join food_items f on f.id = mi.food_item_id
      where coalesce(f.translations->'en'->>'name', f.name) = $1`,
    [name],
  );
  const [row] = rows;
  if (!row) throw new Error(`no menu item ${name}`);
  return row;
}

const maki = await menuItem('Kappa Maki (6 pcs)');
const curry = await menuItem('Green Curry Chicken');
const massaman = await menuItem('Massaman Curry');
const kimchi = await menuItem('Kimchi');
const water = await menuItem('Mineral Water');
const mochi = await menuItem('Mochi Ice Cream (3 pcs)');
// This file's own stations, whatever the demo brings: the maki's category at the sushi bar, the curries'
// and the sides' at the wok; the kimchi (a side) overrides its category for the sushi bar; the mochi
// goes to a dessert station of its own; the drinks go nowhere.
await ctx.db.delete(stations);
const [sushi, wok, dessert] = await ctx.db
  .insert(stations)
  .values([
    { name: 'Sushi bar', targetMinutes: 20, position: 1 },
    { name: 'Wok', targetMinutes: 15, position: 2 },
    { name: 'Dessert', targetMinutes: 5, position: 3 },
  ])
  .returning();
if (!sushi || !wok || !dessert) throw new Error('stations not created');
await ctx.db.update(categories).set({ stationId: sushi.id }).where(eq(categories.code, maki.category));
for (const code of new Set([curry.category, massaman.category, kimchi.category])) {
  await ctx.db.update(categories).set({ stationId: wok.id }).where(eq(categories.code, code));
}
await ctx.db.update(categories).set({ stationId: null }).where(eq(categories.code, water.category));
await ctx.db.update(menuItems).set({ stationId: sushi.id }).where(eq(menuItems.id, kimchi.id));
await ctx.db.update(menuItems).set({ stationId: dessert.id }).where(eq(menuItems.id, mochi.id));

type TLine = { item: { id: number }; quantity?: number; options?: number[] };

/** Places a takeaway (or delivery) order, ASAP or for `at`; returns its id. */
async function place(
  lines: TLine[],
  options: { at?: Date; orderType?: 'TAKEAWAY' | 'DELIVERY'; notes?: string; lastName?: string } = {},
): Promise<string> {
  const res = await diner.post('/api/orders', {
    customerInfo: { ...DINER, ...(options.lastName ? { lastName: options.lastName } : {}) },
    orderType: options.orderType ?? 'TAKEAWAY',
    items: lines.map((l) => ({
      menuItemId: l.item.id,
      quantity: l.quantity ?? 1,
      ...(l.options ? { options: l.options } : {}),
    })),
    paymentMethod: 'CASH',
    ...(options.notes ? { specialInstructions: options.notes } : {}),
    ...(options.at
      ? { asap: false, scheduledAt: instantToZonedLocal(options.at).slice(0, 16) }
      : { asap: true }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function confirm(id: string): Promise<void> {
  const res = await admin.post(`/api/admin/menu-orders/${id}/confirm`, {});
  expect(res.statusCode, res.body).toBe(200);
}

async function placeConfirmed(lines: TLine[], options?: Parameters<typeof place>[1]): Promise<string> {
  const id = await place(lines, options);
  await confirm(id);
  return id;
}

async function ticketsAt(stationId: number, client = kitchen): Promise<TKitchenTicket[]> {
  const res = await client.get(`${API.kitchenTickets}?station=${stationId}`);
  expect(res.statusCode, res.body).toBe(200);
  // A display's list changes with every bump: never stored on the way.
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

async function recentAt(stationId: number): Promise<TKitchenTicket[]> {
  const res = await kitchen.get(`${API.kitchenRecent}?station=${stationId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function pass(): Promise<TKitchenPassOrder[]> {
  const res = await kitchen.get(API.kitchenPass);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ticketOf = (list: TKitchenTicket[], orderId: string) => list.find((t) => t.orderId === orderId);

/** The ids of the order's lines routed to the station, in the order's line order. */
async function lineIdsAt(stationId: number, orderId: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.stationId, stationId)))
    .orderBy(orderItems.position);
  return rows.map((r) => r.id);
}

async function lineIdAt(stationId: number, orderId: string): Promise<number> {
  const [id] = await lineIdsAt(stationId, orderId);
  if (id === undefined) throw new Error('no line at the station');
  return id;
}

const bump = (lineId: number, client = kitchen) => client.post(API.kitchenLineDone(lineId));
const recall = (lineId: number, client = kitchen) => client.post(API.kitchenLineUndone(lineId));

async function orderRow(id: string) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

describe('the stations and their tickets', () => {
  it('lists the stations for the display to choose from, in their order', async () => {
    const res = await kitchen.get(API.kitchenStations);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: sushi.id, name: 'Sushi bar', targetMinutes: 20 },
      { id: wok.id, name: 'Wok', targetMinutes: 15 },
      { id: dessert.id, name: 'Dessert', targetMinutes: 5 },
    ] satisfies TKitchenStation[]);
  });

  it('routes each line at confirmation by its item, else its category; a line without a station reaches no display', async () => {
    const id = await place(
      [{ item: maki, quantity: 2 }, { item: curry }, { item: kimchi }, { item: water }],
      {
        notes: 'Sesame allergy',
      },
    );
    // Not confirmed yet: on no display.
    expect(ticketOf(await ticketsAt(sushi.id), id)).toBeUndefined();
    expect(ticketOf(await ticketsAt(wok.id), id)).toBeUndefined();

    await confirm(id);
    const row = await orderRow(id);
    const atSushi = ticketOf(await ticketsAt(sushi.id), id);
    expect(atSushi).toMatchObject({
      orderNumber: row.orderNumber,
      kind: 'MENU',
      orderType: 'TAKEAWAY',
      dueAt: row.committedReadyAt?.toISOString(),
      notes: 'Sesame allergy',
    });
    expect(atSushi?.items.map((i) => [i.name, i.quantity, i.options, i.doneAt])).toEqual([
      ['Kappa Maki (6 pcs)', 2, [], null],
      ['Kimchi', 1, [], null],
    ]);
    // An ASAP order shows at once: it started at its confirmation.
    expect(new Date(atSushi?.startAt ?? '').getTime()).toBeLessThanOrEqual(Date.now());
    const atWok = ticketOf(await ticketsAt(wok.id), id);
    expect(atWok?.items.map((i) => i.name)).toEqual(['Green Curry Chicken']);
    expect(ticketOf(await ticketsAt(dessert.id), id)).toBeUndefined();
    // The drink is routed nowhere.
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(lines.find((l) => l.menuItemId === water.id)?.stationId).toBeNull();
  });

  it('shows a scheduled order to each station its target time before it is due, after the ASAP ones', async () => {
    const asap = await placeConfirmed([{ item: maki }, { item: curry }]);
    // Whole minutes, three hours ahead: the slot the order is kept for is on the minute.
    const wanted = new Date(Math.ceil((Date.now() + 3 * 60 * MINUTE) / MINUTE) * MINUTE);
    const scheduled = await placeConfirmed([{ item: maki }, { item: curry }], { at: wanted });
    const dueAt = (await orderRow(scheduled)).committedReadyAt as Date;
    expect(dueAt.getTime()).toBeGreaterThan(Date.now() + 2 * 60 * MINUTE);

    expect(ticketOf(await ticketsAt(sushi.id), scheduled)).toBeUndefined();
    expect(ticketOf(await ticketsAt(wok.id), scheduled)).toBeUndefined();

    // A minute before the sushi bar's start: still nowhere.
    moveClockTo(dueAt.getTime() - 21 * MINUTE);
    expect(ticketOf(await ticketsAt(sushi.id), scheduled)).toBeUndefined();

    // The sushi bar (20 minutes) starts 20 minutes before it is due; the wok (15) not yet.
    moveClockTo(dueAt.getTime() - 20 * MINUTE + 1_000);
    const atSushi = await ticketsAt(sushi.id);
    expect(ticketOf(atSushi, scheduled)).toMatchObject({
      dueAt: dueAt.toISOString(),
      startAt: new Date(dueAt.getTime() - 20 * MINUTE).toISOString(),
    });
    expect(ticketOf(await ticketsAt(wok.id), scheduled)).toBeUndefined();
    // Oldest start first: the ASAP order started long before.
    const order = atSushi.map((t) => t.orderId);
    expect(order.indexOf(asap)).toBeLessThan(order.indexOf(scheduled));
    const starts = atSushi.map((t) => new Date(t.startAt).getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    moveClockTo(dueAt.getTime() - 15 * MINUTE + 1_000);
    expect(ticketOf(await ticketsAt(wok.id), scheduled)?.startAt).toBe(
      new Date(dueAt.getTime() - 15 * MINUTE).toISOString(),
    );
  });

  it('names the dishes and their options in the kitchen’s language', async () => {
    const { rows } = await ctx.pool.query<{ id: number; en: string }>(
      `select o.id, o.names->>'en' as en from options o join option_groups g on g.id = o.group_id
        where (g.names->>'en', o.names->>'en') in (('Protein', 'Tofu'), ('Spice level', 'Hot'))`,
    );
    const tofu = rows.find((r) => r.en === 'Tofu')?.id as number;
    const hot = rows.find((r) => r.en === 'Hot')?.id as number;
    const id = await placeConfirmed([{ item: massaman, options: [tofu, hot] }]);
    await ctx.db.update(restaurantInfo).set({ kitchenLanguage: 'de' });
    try {
      const ticket = ticketOf(await ticketsAt(wok.id), id);
      const german = (await orderRow(id)).lineNames[0]?.de;
      expect(german).toBeTruthy();
      expect(ticket?.items).toEqual([
        expect.objectContaining({ name: german, options: ['Protein: Tofu', 'Schärfegrad: Scharf'] }),
      ]);
    } finally {
      await ctx.db.update(restaurantInfo).set({ kitchenLanguage: 'en' });
    }
    const ticket = ticketOf(await ticketsAt(wok.id), id);
    expect(ticket?.items[0]?.options).toEqual(['Protein: Tofu', 'Spice level: Hot']);
  });

  it('answers 404 for an unknown station and 400 for one that is not an id', async () => {
    expect((await kitchen.get(`${API.kitchenTickets}?station=999999`)).statusCode).toBe(404);
    expect((await kitchen.get(`${API.kitchenRecent}?station=999999`)).statusCode).toBe(404);
    expect((await kitchen.get(`${API.kitchenTickets}?station=wok`)).statusCode).toBe(400);
    expect((await kitchen.get(`${API.kitchenTickets}?station=99999999999`)).statusCode).toBe(400);
    expect((await kitchen.get(API.kitchenTickets)).statusCode).toBe(400);
  });
});

describe('bump and recall', () => {
  it('marks a line done once, moves the confirmed order to PREPARING, and a recall brings the ticket back', async () => {
    const id = await placeConfirmed([{ item: maki }, { item: curry }]);
    const makiLine = await lineIdAt(sushi.id, id);

    const first = await bump(makiLine);
    expect(first.statusCode, first.body).toBe(200);
    const ticket = first.json() as TKitchenTicket;
    expect(ticket.orderId).toBe(id);
    const doneAt = ticket.items[0]?.doneAt;
    expect(doneAt).toBeTruthy();
    expect((await orderRow(id)).status).toBe('PREPARING');

    // Again: nothing changes (the same done time, one status change in the history, by the tablet).
    const again = await bump(makiLine);
    expect(again.statusCode).toBe(200);
    expect((again.json() as TKitchenTicket).items[0]?.doneAt).toBe(doneAt);
    const history = await ctx.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.subjectId, id), eq(statusHistory.toStatus, 'PREPARING')));
    expect(history.map((h) => [h.fromStatus, h.changedBy])).toEqual([['CONFIRMED', 'wall-tablet']]);

    // Its only sushi line done: off the sushi bar's tickets, among its recent ones; still at the wok.
    expect(ticketOf(await ticketsAt(sushi.id), id)).toBeUndefined();
    expect((await recentAt(sushi.id))[0]?.orderId).toBe(id);
    expect(ticketOf(await ticketsAt(wok.id), id)).toBeDefined();

    const undone = await recall(makiLine);
    expect(undone.statusCode).toBe(200);
    expect((undone.json() as TKitchenTicket).items[0]?.doneAt).toBeNull();
    expect(ticketOf(await ticketsAt(sushi.id), id)?.items[0]?.doneAt).toBeNull();
    expect(ticketOf(await recentAt(sushi.id), id)).toBeUndefined();
    // A recall does not take the status back; a second recall changes nothing.
    expect((await orderRow(id)).status).toBe('PREPARING');
    expect((await recall(makiLine)).statusCode).toBe(200);
  });

  it('makes the order ready only when every station has finished, and a recall takes it back', async () => {
    const id = await placeConfirmed([{ item: maki }, { item: curry }, { item: water }], {
      lastName: 'Rossi',
    });
    const makiLine = await lineIdAt(sushi.id, id);
    const curryLine = await lineIdAt(wok.id, id);
    const progressOf = async () => (await pass()).find((o) => o.orderId === id);

    expect(await progressOf()).toMatchObject({
      status: 'CONFIRMED',
      readyAt: null,
      customerName: 'Luca R.',
      stations: [
        { stationId: sushi.id, name: 'Sushi bar', done: 0, total: 1 },
        { stationId: wok.id, name: 'Wok', done: 0, total: 1 },
      ],
    });

    await bump(makiLine);
    expect((await orderRow(id)).readyAt).toBeNull();
    expect(await progressOf()).toMatchObject({
      status: 'PREPARING',
      readyAt: null,
      stations: [
        { stationId: sushi.id, done: 1, total: 1 },
        { stationId: wok.id, done: 0, total: 1 },
      ],
    });

    // The wok finishes too: ready, though the drink (no station) was never bumped.
    await bump(curryLine);
    const readyAt = (await orderRow(id)).readyAt;
    expect(readyAt).not.toBeNull();
    expect((await progressOf())?.readyAt).toBe(readyAt?.toISOString());

    await recall(curryLine);
    expect((await orderRow(id)).readyAt).toBeNull();
    expect((await progressOf())?.readyAt).toBeNull();
    await bump(curryLine);
    expect((await orderRow(id)).readyAt).not.toBeNull();
  });

  it('makes an order ready once when its two stations finish at the same moment', async () => {
    const id = await placeConfirmed([{ item: maki }, { item: curry }]);
    const answers = await Promise.all([bump(await lineIdAt(sushi.id, id)), bump(await lineIdAt(wok.id, id))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await orderRow(id)).readyAt).not.toBeNull();
    const history = await ctx.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.subjectId, id), eq(statusHistory.toStatus, 'PREPARING')));
    expect(history).toHaveLength(1);
  });

  it('never makes an order without routed lines ready by itself; the pass lists it without stations', async () => {
    const id = await placeConfirmed([{ item: water }]);
    expect((await pass()).find((o) => o.orderId === id)).toMatchObject({ readyAt: null, stations: [] });
    const [line] = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const res = await bump(line?.id as number);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('NO_STATION');
    expect(await orderRow(id)).toMatchObject({ status: 'CONFIRMED', readyAt: null });
  });

  it('leaves an order of an earlier business day, never handed out, out of the displays and the pass', async () => {
    const id = await placeConfirmed([{ item: maki }, { item: curry }]);
    expect((await pass()).map((o) => o.orderId)).toContain(id);
    // As if it had been confirmed two days ago and nobody ever handed it out.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * MINUTE);
    await ctx.db
      .update(orders)
      .set({ requestedAt: twoDaysAgo, committedReadyAt: twoDaysAgo, createdAt: twoDaysAgo })
      .where(eq(orders.id, id));
    expect((await pass()).map((o) => o.orderId)).not.toContain(id);
    expect((await ticketsAt(sushi.id)).map((t) => t.orderId)).not.toContain(id);
    expect((await ticketsAt(wok.id)).map((t) => t.orderId)).not.toContain(id);
  });

  it('refuses lines of orders the kitchen does not have, and unknown lines', async () => {
    const fresh = await place([{ item: maki }]);
    const [freshLine] = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, fresh));
    const notYet = await bump(freshLine?.id as number);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('NOT_IN_KITCHEN');

    const cancelled = await placeConfirmed([{ item: maki }]);
    const cancel = await admin.patch(`/api/admin/orders/${cancelled}/status`, { status: 'CANCELLED' });
    expect(cancel.statusCode).toBe(200);
    const refused = await bump(await lineIdAt(sushi.id, cancelled));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_IN_KITCHEN');
    expect(ticketOf(await ticketsAt(sushi.id), cancelled)).toBeUndefined();

    expect((await bump(2_000_000_000)).statusCode).toBe(404);
    expect((await recall(2_000_000_000)).statusCode).toBe(404);
    expect((await kitchen.post('/api/kitchen/lines/abc/done')).statusCode).toBe(400);
  });

  it('keeps the last ten finished tickets of a station to recall, the most recently finished first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) ids.push(await placeConfirmed([{ item: mochi }]));
    for (const id of ids) await bump(await lineIdAt(dessert.id, id));
    expect((await ticketsAt(dessert.id)).filter((t) => ids.includes(t.orderId))).toEqual([]);
    const recent = await recentAt(dessert.id);
    expect(recent.map((t) => t.orderId)).toEqual(ids.slice(1).reverse());
    expect(recent.every((t) => t.items.every((i) => i.doneAt !== null))).toBe(true);
  });
});

describe('the pass', () => {
  it('hands a takeaway out as DELIVERED and a delivery as ON_THE_WAY, once', async () => {
    const takeaway = await placeConfirmed([{ item: maki }]);
    const line = await lineIdAt(sushi.id, takeaway);
    await bump(line);
    const res = await kitchen.post(API.kitchenHandOut(takeaway));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderId: takeaway, status: 'DELIVERED' });
    expect((await orderRow(takeaway)).status).toBe('DELIVERED');
    expect((await pass()).find((o) => o.orderId === takeaway)).toBeUndefined();
    expect(ticketOf(await recentAt(sushi.id), takeaway)).toBeUndefined();

    const twice = await kitchen.post(API.kitchenHandOut(takeaway));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('HANDED_OUT');
    const late = await recall(line);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('HANDED_OUT');

    // Staff may hand out an order the display has not finished.
    const delivery = await placeConfirmed([{ item: curry, quantity: 3 }], { orderType: 'DELIVERY' });
    const out = await kitchen.post(API.kitchenHandOut(delivery));
    expect(out.json()).toEqual({ orderId: delivery, status: 'ON_THE_WAY' });
    const history = await ctx.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.subjectId, delivery), eq(statusHistory.toStatus, 'ON_THE_WAY')));
    expect(history.map((h) => h.changedBy)).toEqual(['wall-tablet']);
  });

  it('refuses to hand out an order not confirmed or cancelled, and knows no unknown order', async () => {
    const fresh = await place([{ item: maki }]);
    const notYet = await kitchen.post(API.kitchenHandOut(fresh));
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('NOT_IN_KITCHEN');
    expect((await orderRow(fresh)).status).toBe('NEW');

    const cancelled = await placeConfirmed([{ item: maki }]);
    await admin.patch(`/api/admin/orders/${cancelled}/status`, { status: 'CANCELLED' });
    const refused = await kitchen.post(API.kitchenHandOut(cancelled));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_IN_KITCHEN');
    expect((await orderRow(cancelled)).status).toBe('CANCELLED');

    expect((await kitchen.post(API.kitchenHandOut('NOSUCHORDER00000'))).statusCode).toBe(404);
  });
});

describe('who may use the kitchen routes', () => {
  it('lets a KITCHEN account and an ADMIN in, and no one else', async () => {
    expect((await ctx.app.inject({ url: `${API.kitchenTickets}?station=${sushi.id}` })).statusCode).toBe(401);
    const customerUser = await createAdmin(ctx.db, 'a-diner', 'diner-password-1');
    await ctx.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, customerUser.id));
    const customer = new TestClient(ctx.app);
    await customer.login('a-diner', 'diner-password-1');
    expect((await customer.get(`${API.kitchenTickets}?station=${sushi.id}`)).statusCode).toBe(403);
    expect((await customer.get(API.kitchenPass)).statusCode).toBe(403);

    expect((await admin.get(`${API.kitchenTickets}?station=${sushi.id}`)).statusCode).toBe(200);
    const id = await placeConfirmed([{ item: maki }]);
    expect((await bump(await lineIdAt(sushi.id, id), admin)).statusCode).toBe(200);
  });

  it('refuses a KITCHEN account the back office', async () => {
    expect((await kitchen.get('/api/admin/orders')).statusCode).toBe(403);
    expect((await kitchen.get('/api/admin/events')).statusCode).toBe(403);
    const id = await place([{ item: maki }]);
    const res = await kitchen.post(`/api/admin/menu-orders/${id}/confirm`, {});
    expect(res.statusCode).toBe(403);
    expect((await orderRow(id)).status).toBe('NEW');
  });
});

describe('the kitchen display’s live stream', () => {
  it('announces a bump and the order becoming ready, and no reservations', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const controller = new AbortController();
    const res = await fetch(`${base}${API.kitchenEvents}`, {
      headers: { cookie: kitchen.cookieHeader() },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events: { name: string; data: TLiveEvent }[] = [];
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let raw = '';
    const pump = (async () => {
      try {
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) return;
          raw += decoder.decode(chunk.value, { stream: true });
          for (let end = raw.indexOf('\n\n'); end >= 0; end = raw.indexOf('\n\n')) {
            const block = raw.slice(0, end);
            raw = raw.slice(end + 2);
            const name = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (name && data) events.push({ name, data: JSON.parse(data) as TLiveEvent });
          }
        }
      } catch {
        // aborted
      }
    })();
    const next = async (match: (e: TLiveEvent) => boolean, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => match(e.data));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      // The stream's listener may start after the first order: orders follow until one is announced.
      let id = '';
      for (let attempt = 0; attempt < 15; attempt++) {
        id = await placeConfirmed([{ item: maki }]);
        const heard = await next((e) => e.id === id && e.type === 'order.status', 1_000).then(
          () => true,
          () => false,
        );
        if (heard) break;
      }
      const code = await requestTable(
        diner,
        { firstName: 'Ana', lastName: 'Rossi', email: 'ana@example.ch', phone: '+41 79 000 00 01' },
        2,
      );
      await bump(await lineIdAt(sushi.id, id));
      const bumped = await next((e) => e.id === id && e.type === 'order.kitchen');
      expect(bumped.name).toBe('order.kitchen');
      expect(bumped.data).toMatchObject({ subject: 'MENU', status: 'PREPARING' });
      await next((e) => e.id === id && e.type === 'order.ready');
      // The reservation was committed before the bump, so it would have arrived first.
      expect(events.filter((e) => e.data.subject === 'RESERVATION' || e.data.id === code)).toEqual([]);
      expect(JSON.stringify(events)).not.toContain(DINER.email);
    } finally {
      controller.abort();
      await pump;
    }
  });
});
