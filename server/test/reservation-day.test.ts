import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, reservations, restaurantInfo } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';
import { dayAhead, EVENINGS } from './reservation-fixtures';

/** Evenings only, every day: 18:00 to 22:00; sittings are the defaults (90 min up to 4, 120 above). */
const DAY = dayAhead(20);
const CLOSED_DAY = dayAhead(21);

const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({
  openingHours: EVENINGS,
  specialDays: [{ date: CLOSED_DAY, closed: true, ranges: [] }],
});
await createAdmin(ctx.db);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);
const stranger = new TestClient(ctx.app);

const table = async (name: string, seats: number) =>
  (await admin.post('/api/admin/tables', { name, seats, minSeats: 1, joinableWith: [], active: true })).json()
    .id as number;
const tA = await table('A', 2);
const tB = await table('B', 4);
const tC = await table('C', 6);

/** A booking staff took by phone, CONFIRMED unless told otherwise. */
async function phoneBooking(time: string, people: number, status = 'CONFIRMED', name = 'Lea') {
  const res = await admin.post('/api/admin/reservations', {
    customerInfo: { firstName: name, lastName: 'Meier', phone: '+41 79 123 45 67' },
    reservationDateTime: `${DAY}T${time}:00`,
    numberOfPeople: people,
    status,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const day = (date: string) => admin.get(`/api/admin/reservations/day?date=${date}`);
const walkIn = (body: unknown, language = 'en') =>
  admin.post('/api/admin/reservations/walk-in', body, { 'accept-language': language });
const count = async () => (await ctx.db.select({ id: reservations.id }).from(reservations)).length;

describe('the day on one screen', () => {
  it('answers the tables, the bookings with their sittings and the seats per quarter hour', async () => {
    const lea = await phoneBooking('19:00', 2);
    expect((await admin.put(`/api/admin/reservations/${lea}/tables`, { tableIds: [tA] })).statusCode).toBe(
      200,
    );
    const requested = await phoneBooking('19:30', 4, 'REQUESTED', 'Marc');
    const late = await phoneBooking('21:45', 6, 'CONFIRMED', 'Anna');
    const gone = await phoneBooking('18:00', 3, 'CONFIRMED', 'Paul');
    // Marked after its time in real life; set directly here (the route refuses a no-show before the time).
    await ctx.db.update(reservations).set({ status: 'NO_SHOW' }).where(eq(reservations.id, gone));
    const cancelled = await phoneBooking('20:00', 2, 'CONFIRMED', 'Zoe');
    await admin.patch(`/api/admin/reservations/${cancelled}/status`, { status: 'CANCELLED' });

    const res = await day(DAY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.date).toBe(DAY);
    expect(body.opening).toEqual([{ from: '18:00', to: '22:00' }]);
    expect(body.tables).toEqual([
      { id: tA, name: 'A', seats: 2, active: true },
      { id: tB, name: 'B', seats: 4, active: true },
      { id: tC, name: 'C', seats: 6, active: true },
    ]);
    // By time; the cancelled one is not shown, the no-show is.
    expect(body.bookings.map((b: { id: string }) => b.id)).toEqual([gone, lea, requested, late]);
    expect(body.bookings[1]).toEqual({
      id: lea,
      time: '19:00',
      endTime: '20:30',
      startMinute: 1140,
      endMinute: 1230,
      numberOfPeople: 2,
      name: 'Lea Meier',
      phone: '+41 79 123 45 67',
      status: 'CONFIRMED',
      tableIds: [tA],
      arrivedAt: null,
      walkIn: false,
      specialRequests: null,
    });
    // A party of six sits 120 minutes: past closing, into the next day's clock.
    expect(body.bookings[3]).toMatchObject({
      time: '21:45',
      endTime: '23:45',
      status: 'CONFIRMED',
      tableIds: [],
    });
    expect(body.bookings[0]).toMatchObject({ status: 'NO_SHOW', endTime: '19:30' });

    const quarters = new Map<string, { seatsBooked: number; seatsTotal: number }>(
      body.quarters.map((q: { time: string; seatsBooked: number; seatsTotal: number }) => [q.time, q]),
    );
    // The opening hours' quarters, and the late party's sitting beyond them.
    expect(body.quarters[0].time).toBe('18:00');
    expect(body.quarters.at(-1).time).toBe('23:30');
    expect(body.quarters).toHaveLength(16 + 7);
    expect(quarters.get('18:00')).toEqual(expect.objectContaining({ seatsBooked: 0, seatsTotal: 12 }));
    expect(quarters.get('19:00')?.seatsBooked).toBe(2);
    expect(quarters.get('19:30')?.seatsBooked).toBe(6);
    expect(quarters.get('20:15')?.seatsBooked).toBe(6);
    expect(quarters.get('20:30')?.seatsBooked).toBe(4);
    expect(quarters.get('21:00')?.seatsBooked).toBe(0);
    expect(quarters.get('21:45')?.seatsBooked).toBe(6);
    expect(quarters.get('23:30')?.seatsBooked).toBe(6);
  });

  it('answers a closed day with no opening hours and no quarters', async () => {
    const body = (await day(CLOSED_DAY)).json();
    expect(body).toMatchObject({ date: CLOSED_DAY, opening: [], quarters: [], bookings: [] });
    expect(body.tables).toHaveLength(3);
  });

  it('refuses a bad date with 400', async () => {
    for (const date of ['2026-02-30', 'today', '']) {
      const res = await day(date);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await admin.get('/api/admin/reservations/day')).statusCode).toBe(400);
  });
});

describe('walk-ins', () => {
  it('seats a party at once on the smallest free table, arrived, entered by staff, without email', async () => {
    const before = await count();
    const two = await walkIn({ numberOfPeople: 2 });
    expect(two.statusCode).toBe(201);
    expect(two.json()).toMatchObject({
      status: 'CONFIRMED',
      tableIds: [tA],
      numberOfPeople: 2,
      enteredBy: ADMIN.username,
      customerInfo: { firstName: 'Walk-in', lastName: '', email: '', phone: '' },
    });
    const at = Date.parse(two.json().reservationDateTime);
    expect(at % (5 * 60_000)).toBe(0);
    expect(Date.now() - at).toBeLessThan(5 * 60_000 + 5_000);
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, two.json().id));
    expect(row?.walkIn).toBe(true);
    expect(row?.arrivedAt).toBeInstanceOf(Date);

    // A is taken now: the next two go to B, in the staff's language.
    const next = await walkIn({ numberOfPeople: 2 }, 'fr-CH');
    expect(next.json()).toMatchObject({ tableIds: [tB], customerInfo: { firstName: 'Sans réservation' } });
    expect((await walkIn({ numberOfPeople: 5 })).json().tableIds).toEqual([tC]);
    expect(await count()).toBe(before + 3);

    // Today's view shows them, arrived.
    const today = (await day(dayAhead(0))).json();
    const shown = today.bookings.find((b: { id: string }) => b.id === two.json().id);
    expect(shown).toMatchObject({ walkIn: true, tableIds: [tA], name: 'Walk-in' });
    expect(shown.arrivedAt).toEqual(expect.any(String));

    const ids = [two.json().id, next.json().id];
    expect(await ctx.db.select().from(emails).where(inArray(emails.reservationId, ids))).toEqual([]);
  });

  it('answers NO_TABLE when none is free and stores nothing; seats them without a table when asked', async () => {
    const before = await count();
    const none = await walkIn({ numberOfPeople: 2 });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'NO_TABLE',
      message: 'No table is free for this party now. Seat them without a table, or free a table first.',
    });
    expect(await count()).toBe(before);

    const seated = await walkIn({ numberOfPeople: 3, tableIds: [] });
    expect(seated.statusCode).toBe(201);
    expect(seated.json().status).toBe('CONFIRMED');
    expect(seated.json().tableIds).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });

  it('refuses a table asked for that another party holds, naming it', async () => {
    const taken = await walkIn({ numberOfPeople: 2, tableIds: [tA] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'TABLE_TAKEN' });
    expect(taken.json().message).toContain('A');
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await count();
    for (const body of [
      {},
      { numberOfPeople: 0 },
      { numberOfPeople: 2.5 },
      { numberOfPeople: 101 },
      { numberOfPeople: '2' },
      { numberOfPeople: 2, tableIds: [0] },
      { numberOfPeople: 2, tableIds: [tA, tA] },
      { numberOfPeople: 2, name: 'Lea' },
    ]) {
      const res = await walkIn(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await walkIn({ numberOfPeople: 2, tableIds: [99_999] })).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('seats a walk-in without a table where the restaurant has no active table', async () => {
    const all = (await admin.get('/api/admin/tables')).json() as {
      id: number;
      name: string;
      seats: number;
    }[];
    const save = (active: boolean) =>
      Promise.all(
        all.map((t) =>
          admin.put(`/api/admin/tables/${t.id}`, {
            name: t.name,
            seats: t.seats,
            minSeats: 1,
            joinableWith: [],
            active,
          }),
        ),
      );
    await save(false);
    try {
      const res = await walkIn({ numberOfPeople: 4 });
      expect(res.statusCode).toBe(201);
      expect(res.json().tableIds).toBeUndefined();
    } finally {
      await save(true);
    }
  });

  it('is for admins only', async () => {
    expect((await stranger.get(`/api/admin/reservations/day?date=${DAY}`)).statusCode).toBe(401);
    const before = await count();
    expect((await stranger.post('/api/admin/reservations/walk-in', { numberOfPeople: 2 })).statusCode).toBe(
      401,
    );
    expect(await count()).toBe(before);
  });
});
