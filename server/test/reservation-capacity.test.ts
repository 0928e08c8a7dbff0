import { DEFAULT_RESERVATION_SETTINGS } from '@app/shared/reservation-settings';
import { zonedLocalToInstant } from '@app/shared/zoned-time';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, reservations, reservationTables, restaurantInfo, statusHistory } from '../src/db/schema';
import { chooseTables } from '../src/modules/reservations/capacity';
import { reservationCapacity } from '../src/modules/reservations/capacity-service';
import { restaurantInfoService } from '../src/modules/restaurant-info';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';
import { dayAhead, EVENINGS } from './reservation-fixtures';

/** Evenings only, every day: 18:00 to 22:00 (a sitting may run past closing; only its start must be within). */
const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({ openingHours: EVENINGS });
await createAdmin(ctx.db);
const diner = new TestClient(ctx.app);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

const EVERY_QUARTER = Array.from({ length: 16 }, (_, i) => {
  const minutes = 18 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const booking = (at: string, people: number, email = 'lea@example.ch') => ({
  customerInfo: { firstName: 'Lea', lastName: 'Meier', email, phone: '+41 79 123 45 67' },
  reservationDateTime: at,
  numberOfPeople: people,
});
const availability = (date: string, people: number | string) =>
  diner.get(`/api/reservations/availability?date=${date}&people=${people}`);

describe('the availability rule (tables and joins)', () => {
  const t = (id: number, seats: number, minSeats = 1, joinableWith: number[] = []) => ({
    id,
    seats,
    minSeats,
    joinableWith,
  });
  it('takes the smallest single table that seats the party, minimum party respected', () => {
    expect(chooseTables([t(1, 6, 3), t(2, 4), t(3, 2)], 2)).toEqual([3]);
    expect(chooseTables([t(1, 6, 3), t(2, 4)], 2)).toEqual([2]);
    expect(chooseTables([t(1, 6, 3)], 2)).toBeNull();
    expect(chooseTables([t(1, 6, 3), t(2, 4)], 5)).toEqual([1]);
  });
  it('joins only mutually joinable tables, with the fewest seats in all', () => {
    const tables = [t(1, 2, 1, [2, 3]), t(2, 2, 1, [1, 3]), t(3, 4, 1, [1, 2]), t(4, 4)];
    expect(chooseTables(tables, 6)).toEqual([1, 3]);
    expect(chooseTables(tables, 8)).toEqual([1, 2, 3]);
    expect(chooseTables(tables, 9)).toBeNull();
    // 1-2 and 2-3 joinable, but not 1-3: three together are no set.
    expect(chooseTables([t(1, 2, 1, [2]), t(2, 2, 1, [1, 3]), t(3, 2, 1, [2])], 6)).toBeNull();
  });
});

describe('reservation settings', () => {
  it('answers the spec’s defaults, refuses bad input naming the fields and changes nothing', async () => {
    expect((await admin.get('/api/admin/reservation-settings')).json()).toEqual(DEFAULT_RESERVATION_SETTINGS);
    const bad = await admin.put('/api/admin/reservation-settings', {
      ...DEFAULT_RESERVATION_SETTINGS,
      slotMinutes: 7,
      sittings: [
        { upToPeople: 6, minutes: 90 },
        { upToPeople: 4, minutes: 120 },
      ],
      maxPartyOnline: 30,
      guarantee: { fromPeople: 0, feePerPerson: 1.234 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toMatchObject({
      slotMinutes: 'Choose 5, 10, 15, 20, 30 or 60 minutes.',
      sittings: 'Give one to ten sittings by party size, smallest first, each size once.',
      maxPartyOnline: 'Enter a whole number of people from 1 to 20.',
      'guarantee.fromPeople': 'Enter a party size from 1 to 100, or leave it empty for no card guarantee.',
      'guarantee.feePerPerson': expect.any(String),
    });
    expect((await admin.get('/api/admin/reservation-settings')).json()).toEqual(DEFAULT_RESERVATION_SETTINGS);
  });

  it('stores the whole settings and logs the change with who made it', async () => {
    const next = {
      ...DEFAULT_RESERVATION_SETTINGS,
      minNoticeMinutes: 120,
      guarantee: { fromPeople: 8, feePerPerson: 30 },
    };
    const res = await admin.put('/api/admin/reservation-settings', next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(next);
    expect((await admin.get('/api/admin/reservation-settings')).json()).toEqual(next);
    const history = (await admin.get('/api/admin/reservation-settings/history')).json();
    expect(history[0]).toMatchObject({
      by: ADMIN.username,
      before: DEFAULT_RESERVATION_SETTINGS,
      after: next,
    });
    await admin.put('/api/admin/reservation-settings', DEFAULT_RESERVATION_SETTINGS);
  });
});

describe('without tables: the spec’s flow', () => {
  it('offers the opening hours every slotMinutes, and asks larger parties to call', async () => {
    const date = dayAhead(5);
    expect((await availability(date, 2)).json()).toEqual({
      times: EVERY_QUARTER,
      managed: false,
      callUs: false,
      guarantee: null,
    });
    expect((await availability(date, 21)).json()).toEqual({
      times: [],
      managed: false,
      callUs: true,
      guarantee: null,
    });
    // Beyond the days ahead (60 by default): nothing.
    expect((await availability(dayAhead(70), 2)).json().times).toEqual([]);
  });

  it('keeps the minimum notice and the days ahead, whatever the hour', async () => {
    const capacity = reservationCapacity(ctx.db, {
      timeZone: 'Europe/Zurich',
      restaurantInfo: restaurantInfoService(ctx.db, { timeZone: 'Europe/Zurich' }),
    });
    const date = dayAhead(3);
    const now = zonedLocalToInstant(`${date}T18:40:00`, 'Europe/Zurich');
    // 60 minutes' notice from 18:40: the first time is 19:45.
    expect((await capacity.availability(date, 2, now)).times).toEqual(
      EVERY_QUARTER.filter((at) => at >= '19:45'),
    );
    const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    const plus = (days: number) => new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
    expect((await capacity.availability(plus(60), 2, now)).times).toEqual(EVERY_QUARTER);
    expect((await capacity.availability(plus(61), 2, now)).times).toEqual([]);
  });

  it('refuses a bad query with 400', async () => {
    for (const [date, people] of [
      ['2026-02-30', 2],
      ['tomorrow', 2],
      [dayAhead(5), 0],
      [dayAhead(5), 'two'],
    ] as const) {
      expect((await availability(date, people)).statusCode).toBe(400);
    }
  });

  it('keeps every request REQUESTED, even with automatic confirmation on', async () => {
    await admin.put('/api/admin/reservation-settings', {
      ...DEFAULT_RESERVATION_SETTINGS,
      autoConfirm: true,
    });
    const res = await diner.post('/api/reservations', booking(`${dayAhead(6)}T19:00:00`, 2));
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('REQUESTED');
    expect(res.json().tableIds).toBeUndefined();
    await admin.put('/api/admin/reservation-settings', DEFAULT_RESERVATION_SETTINGS);
  });
});

describe('tables', () => {
  it('keeps joins symmetric, names unique and refuses bad tables, changing nothing', async () => {
    const a = (
      await admin.post('/api/admin/tables', {
        name: 'Probe A',
        seats: 2,
        minSeats: 1,
        joinableWith: [],
        active: true,
      })
    ).json();
    const b = await admin.post('/api/admin/tables', {
      name: 'Probe B',
      seats: 4,
      minSeats: 2,
      joinableWith: [a.id],
      active: true,
    });
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ name: 'Probe B', joinableWith: [a.id] });
    expect(
      (await admin.get('/api/admin/tables')).json().find((x: { id: number }) => x.id === a.id).joinableWith,
    ).toEqual([b.json().id]);

    const taken = await admin.post('/api/admin/tables', {
      name: 'probe a',
      seats: 2,
      minSeats: 1,
      joinableWith: [],
      active: true,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'TABLE_NAME_TAKEN',
      message: 'A table with this name already exists.',
    });
    const self = await admin.put(`/api/admin/tables/${a.id}`, {
      name: 'Probe A',
      seats: 2,
      minSeats: 1,
      joinableWith: [a.id],
      active: true,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().details).toEqual({ joinableWith: 'A table cannot be joined with itself.' });
    const unknown = await admin.put(`/api/admin/tables/${a.id}`, {
      name: 'Probe A',
      seats: 2,
      minSeats: 1,
      joinableWith: [99_999],
      active: true,
    });
    expect(unknown.statusCode).toBe(422);
    const bad = await admin.post('/api/admin/tables', {
      name: 'T\u0007',
      seats: 2,
      minSeats: 3,
      joinableWith: [],
      active: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details).sort()).toEqual(['minSeats', 'name']);
    expect((await admin.get('/api/admin/tables')).json()).toHaveLength(2);

    // Unjoined from one side, unjoined from both.
    await admin.put(`/api/admin/tables/${b.json().id}`, {
      name: 'Probe B',
      seats: 4,
      minSeats: 2,
      joinableWith: [],
      active: true,
    });
    expect(
      (await admin.get('/api/admin/tables'))
        .json()
        .every((x: { joinableWith: number[] }) => x.joinableWith.length === 0),
    ).toBe(true);
    expect((await admin.delete(`/api/admin/tables/${a.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/tables/${b.json().id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/tables/${b.json().id}`)).statusCode).toBe(404);
  });
});

describe('with tables: availability and automatic confirmation', async () => {
  const table = async (name: string, seats: number, minSeats = 1, joinableWith: number[] = []) =>
    (await admin.post('/api/admin/tables', { name, seats, minSeats, joinableWith, active: true })).json()
      .id as number;
  let t1 = 0;
  let t2 = 0;
  let t3 = 0;

  it('offers only the times at which a table is free for the whole sitting', async () => {
    // T1 and T3 (two seats each) can be joined; T2 seats 3 to 4.
    t1 = await table('T1', 2);
    t2 = await table('T2', 4, 3);
    t3 = await table('T3', 2, 1, [t1]);
    await admin.put('/api/admin/reservation-settings', {
      ...DEFAULT_RESERVATION_SETTINGS,
      autoConfirm: true,
    });
    const date = dayAhead(8);
    expect((await availability(date, 4)).json()).toEqual({
      times: EVERY_QUARTER,
      managed: true,
      callUs: false,
      guarantee: null,
    });
    expect((await availability(date, 5)).json().times).toEqual([]);

    // Two parties of four at 19:00: T2, then T1 and T3 joined; both confirmed with their tables.
    const first = await diner.post('/api/reservations', booking(`${date}T19:00:00`, 4, 'a@example.ch'));
    expect(first.json()).toMatchObject({ status: 'CONFIRMED', tableIds: [t2] });
    const second = await diner.post('/api/reservations', booking(`${date}T19:00:00`, 4, 'b@example.ch'));
    expect(second.json()).toMatchObject({ status: 'CONFIRMED', tableIds: [t1, t3].sort((x, y) => x - y) });
    const sent = await ctx.db
      .select()
      .from(emails)
      .where(and(eq(emails.reservationId, first.json().id), eq(emails.kind, 'RESERVATION_CONFIRMED')));
    expect(sent).toHaveLength(1);

    // A sitting of four is 90 minutes: from 17:45 (closed) to 20:15 no table for four is free.
    const times = (await availability(date, 4)).json().times;
    expect(times).toEqual(EVERY_QUARTER.filter((at) => at >= '20:30'));
    // The third request of four at 19:30 stays REQUESTED for staff; nothing assigned.
    const third = await diner.post('/api/reservations', booking(`${date}T19:30:00`, 4, 'c@example.ch'));
    expect(third.json().status).toBe('REQUESTED');
    expect(third.json().tableIds).toBeUndefined();
    expect(
      await ctx.db
        .select()
        .from(reservationTables)
        .where(eq(reservationTables.reservationId, third.json().id)),
    ).toEqual([]);
  });

  it('gives the last table to exactly one of two diners booking at once', async () => {
    const date = dayAhead(9);
    // T3 out of use: only T2 seats three (T1 alone seats two).
    await admin.put(`/api/admin/tables/${t3}`, {
      name: 'T3',
      seats: 2,
      minSeats: 1,
      joinableWith: [t1],
      active: false,
    });
    const [a, b] = await Promise.all([
      diner.post('/api/reservations', booking(`${date}T20:00:00`, 3, 'x@example.ch')),
      new TestClient(ctx.app).post('/api/reservations', booking(`${date}T20:00:00`, 3, 'y@example.ch')),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    const statuses = [a?.json().status, b?.json().status].sort();
    expect(statuses).toEqual(['CONFIRMED', 'REQUESTED']);
    const links = await ctx.db.select().from(reservationTables).where(eq(reservationTables.tableId, t2));
    const onDate = links.filter((l) => l.reservationId === a?.json().id || l.reservationId === b?.json().id);
    expect(onDate).toHaveLength(1);
  });

  it('lets staff assign and move a booking, refusing clashes and unknown tables and changing nothing', async () => {
    const date = dayAhead(8);
    const [waiting] = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.customerEmail, 'c@example.ch'));
    if (!waiting) throw new Error('no waiting booking');
    const clash = await admin.put(`/api/admin/reservations/${waiting.id}/tables`, { tableIds: [t2] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'TABLE_TAKEN' });
    expect(clash.json().message).toContain('T2');
    const unknown = await admin.put(`/api/admin/reservations/${waiting.id}/tables`, { tableIds: [99_999] });
    expect(unknown.statusCode).toBe(422);
    const twice = await admin.put(`/api/admin/reservations/${waiting.id}/tables`, { tableIds: [t1, t1] });
    expect(twice.statusCode).toBe(422);
    expect(
      await ctx.db.select().from(reservationTables).where(eq(reservationTables.reservationId, waiting.id)),
    ).toEqual([]);

    // Moved to 21:00, T2 is free then.
    expect(
      (
        await admin.put(`/api/admin/reservations/${waiting.id}`, {
          customerInfo: {
            firstName: 'Lea',
            lastName: 'Meier',
            email: 'c@example.ch',
            phone: '+41 79 123 45 67',
          },
          reservationDateTime: `${date}T21:00:00`,
          numberOfPeople: 4,
          status: 'REQUESTED',
        })
      ).statusCode,
    ).toBe(200);
    const moved = await admin.put(`/api/admin/reservations/${waiting.id}/tables`, { tableIds: [t2] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'REQUESTED', tableIds: [t2] });
    // Staff moving it back to 19:30 with its table: T2 is the 19:00 party's then; refused, nothing changed.
    const back = await admin.put(`/api/admin/reservations/${waiting.id}`, {
      customerInfo: { firstName: 'Lea', lastName: 'Meier', email: 'c@example.ch', phone: '+41 79 123 45 67' },
      reservationDateTime: `${date}T19:30:00`,
      numberOfPeople: 4,
      status: 'REQUESTED',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'TABLE_TAKEN' });
    const [kept] = await ctx.db.select().from(reservations).where(eq(reservations.id, waiting.id));
    expect(kept?.reservationAt.getTime()).toBe(new Date(moved.json().reservationDateTime).getTime());
    // A REQUESTED booking with a table holds it: no table for four at 21:00 any more.
    expect((await availability(date, 4)).json().times).not.toContain('21:00');
    const list = (await admin.get(`/api/admin/reservations?date=${date}`)).json();
    expect(list.find((r: { id: string }) => r.id === waiting.id).tableIds).toEqual([t2]);

    // A table upcoming bookings hold cannot be deleted; an inactive one is not assigned.
    expect((await admin.delete(`/api/admin/tables/${t2}`)).json()).toMatchObject({ code: 'TABLE_IN_USE' });
    await admin.put(`/api/admin/tables/${t3}`, {
      name: 'T3',
      seats: 2,
      minSeats: 1,
      joinableWith: [t1],
      active: false,
    });
    const inactive = await admin.put(`/api/admin/reservations/${waiting.id}/tables`, { tableIds: [t3] });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().details).toEqual({
      tableIds: 'One of these tables is not in use. Choose an active table.',
    });
  });

  it('confirms nothing automatically with the setting off, and records who booked', async () => {
    await admin.put('/api/admin/reservation-settings', DEFAULT_RESERVATION_SETTINGS);
    const res = await diner.post('/api/reservations', booking(`${dayAhead(10)}T19:00:00`, 2, 'd@example.ch'));
    expect(res.json().status).toBe('REQUESTED');
    const history = await ctx.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.subjectId, res.json().id));
    expect(history).toMatchObject([{ toStatus: 'REQUESTED', changedBy: 'customer' }]);
  });
});
