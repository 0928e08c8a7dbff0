import { DEFAULT_RESERVATION_SETTINGS } from '@app/shared/reservation-settings';
import { zonedLocalToInstant } from '@app/shared/zoned-time';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, reservations, reservationTables, restaurantInfo, statusHistory } from '../src/db/schema';
import { TestClient } from './client';
import { moveClockTo } from './clock';
import { ADMIN, createAdmin, setupTestApp } from './helpers';
import { dayAhead, EVENINGS } from './reservation-fixtures';

const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({ openingHours: EVENINGS });
await createAdmin(ctx.db);
const diner = new TestClient(ctx.app);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);
const [info] = await ctx.db.select().from(restaurantInfo);
const PHONE = info?.phone ?? '';

/** A new online request; its id and private token. */
async function book(at: string, people: number, email: string) {
  const res = await diner.post('/api/reservations', {
    customerInfo: { firstName: 'Lea', lastName: 'Meier', email, phone: '+41 79 123 45 67' },
    reservationDateTime: at,
    numberOfPeople: people,
  });
  expect(res.statusCode).toBe(201);
  const { id, status } = res.json() as { id: string; status: string };
  const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error('no row');
  return { id, status, token: row.manageToken };
}

const url = (token: string, tail = '') => `/api/reservations/manage/${token}${tail}`;
const rowOf = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0];
const tablesOf = async (id: string) =>
  (
    await ctx.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.reservationId, id))
      .orderBy(asc(reservationTables.tableId))
  ).map((row) => row.tableId);
const historyOf = (id: string) =>
  ctx.db
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.subjectKind, 'RESERVATION'), eq(statusHistory.subjectId, id)))
    .orderBy(asc(statusHistory.id));
const emailsOf = (id: string) =>
  ctx.db.select().from(emails).where(eq(emails.reservationId, id)).orderBy(asc(emails.id));

describe('the guest’s link without tables (staff confirm by hand)', () => {
  const day = dayAhead(5);

  it('shows the booking; an unknown or malformed token answers the same 404', async () => {
    const { token } = await book(`${day}T19:00`, 2, 'view@example.ch');
    const res = await diner.get(url(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const until = zonedLocalToInstant(`${day}T17:00:00`, 'Europe/Zurich');
    expect(res.json()).toEqual({
      status: 'REQUESTED',
      reservationDateTime: `${day}T19:00`,
      numberOfPeople: 2,
      customerFirstName: 'Lea',
      customerLastName: 'Meier',
      specialRequests: null,
      canChange: true,
      changeUntil: until.toISOString(),
      restaurantPhone: PHONE,
    });
    const unknown = await diner.get(url('0123456789abcdef0123456789abcdef'));
    const malformed = await diner.get(url(`${'x'.repeat(100)}`));
    expect((await diner.get(url('not%20a%20token'))).json()).toEqual(unknown.json());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual(unknown.json());
    expect(
      (
        await diner.put(url('0123456789abcdef0123456789abcdef'), {
          reservationDateTime: `${day}T19:30`,
          numberOfPeople: 2,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('every email about a standing booking carries the private link', async () => {
    const { id, token } = await book(`${day}T18:30`, 2, 'link@example.ch');
    const [received] = await emailsOf(id);
    expect(received?.kind).toBe('RESERVATION_RECEIVED');
    expect(received?.textBody).toContain(`Change or cancel your booking: `);
    expect(received?.textBody).toContain(`/reservation/manage/${token}`);
    expect(received?.htmlBody).toContain(`/reservation/manage/${token}`);
    await admin.patch(`/api/admin/reservations/${id}/status`, { status: 'CONFIRMED' });
    const confirmed = (await emailsOf(id)).at(-1);
    expect(confirmed?.kind).toBe('RESERVATION_CONFIRMED');
    expect(confirmed?.textBody).toContain(`/reservation/manage/${token}`);
  });

  it('refuses bad input with 400 in the guest’s language and changes nothing', async () => {
    const { id, token } = await book(`${day}T20:00`, 2, 'bad@example.ch');
    const before = await rowOf(id);
    for (const body of [
      { reservationDateTime: `${day}T19:03`, numberOfPeople: 2 },
      { reservationDateTime: `${day}T19:30`, numberOfPeople: 0 },
      { reservationDateTime: `${day}T19:30`, numberOfPeople: 2, status: 'CONFIRMED' },
      { reservationDateTime: 'tomorrow', numberOfPeople: 2 },
    ]) {
      const res = await diner.put(url(token), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const german = await diner.request(
      'PUT',
      url(token),
      { reservationDateTime: `${day}T19:30`, numberOfPeople: 25 },
      { 'accept-language': 'de-CH' },
    );
    expect(german.statusCode).toBe(400);
    expect(german.json().details.numberOfPeople).toMatch(/Personen/);
    // A closed time is refused like a new request's.
    const closed = await diner.put(url(token), { reservationDateTime: `${day}T12:00`, numberOfPeople: 2 });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().code).toBe('CLOSED');
    expect(await rowOf(id)).toEqual(before);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('a change of a confirmed booking goes back to staff, unseen, with the guest’s note in its history', async () => {
    const { id, token } = await book(`${day}T19:00`, 4, 'change@example.ch');
    await admin.patch(`/api/admin/reservations/${id}/status`, { status: 'CONFIRMED' });
    await ctx.db.update(reservations).set({ seenAt: new Date() }).where(eq(reservations.id, id));
    const res = await diner.put(url(token), { reservationDateTime: `${day}T19:30`, numberOfPeople: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'REQUESTED',
      reservationDateTime: `${day}T19:30`,
      numberOfPeople: 5,
    });
    const row = await rowOf(id);
    expect(row?.seenAt).toBeNull();
    expect((await historyOf(id)).at(-1)).toMatchObject({
      fromStatus: 'CONFIRMED',
      toStatus: 'REQUESTED',
      changedBy: 'guest',
      note: '19:00 → 19:30, 4 → 5 people',
    });
    const changed = (await emailsOf(id)).at(-1);
    expect(changed?.kind).toBe('RESERVATION_CHANGED');
    expect(changed?.textBody).toContain('We will confirm the new time by email.');
    expect(changed?.textBody).toContain(`/reservation/manage/${token}`);
    // The same time and size again: nothing written.
    const again = await diner.put(url(token), { reservationDateTime: `${day}T19:30`, numberOfPeople: 5 });
    expect(again.statusCode).toBe(200);
    expect(await historyOf(id)).toHaveLength(3);
  });

  it('after the cut-off only the phone changes it; a cancelled booking is not changeable', async () => {
    const { id, token } = await book(`${day}T21:00`, 2, 'cutoff@example.ch');
    // The default cut-off: 120 minutes before 21:00.
    moveClockTo(zonedLocalToInstant(`${day}T19:01:00`, 'Europe/Zurich'));
    const view = (await diner.get(url(token))).json();
    expect(view.canChange).toBe(false);
    const late = await diner.request(
      'PUT',
      url(token),
      { reservationDateTime: `${day}T21:30`, numberOfPeople: 2 },
      { 'accept-language': 'de-CH' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CHANGE_CLOSED');
    expect(late.json().message).toContain('Bitte rufen Sie uns an');
    expect(late.json().message).toContain(PHONE);
    const cancel = await diner.post(url(token, '/cancel'), {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('CHANGE_CLOSED');
    expect((await rowOf(id))?.status).toBe('REQUESTED');

    moveClockTo(zonedLocalToInstant(`${day}T18:59:00`, 'Europe/Zurich'));
    expect((await diner.get(url(token))).json().canChange).toBe(true);
    expect((await diner.post(url(token, '/cancel'))).statusCode).toBe(200);
    const after = await diner.put(url(token), { reservationDateTime: `${day}T21:30`, numberOfPeople: 2 });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('NOT_CHANGEABLE');
  });
});

describe('the guest’s link with tables and automatic confirmation', () => {
  const day = dayAhead(6);

  it('moves within availability (own tables free), refuses NO_TABLE, cancels and frees the table', async () => {
    const table = (
      await admin.post('/api/admin/tables', {
        name: 'T4',
        seats: 4,
        minSeats: 1,
        joinableWith: [],
        active: true,
      })
    ).json() as { id: number };
    await admin.put('/api/admin/reservation-settings', {
      ...DEFAULT_RESERVATION_SETTINGS,
      autoConfirm: true,
    });

    const first = await book(`${day}T19:00`, 4, 'auto@example.ch');
    expect(first.status).toBe('CONFIRMED');
    expect(await tablesOf(first.id)).toEqual([table.id]);

    // The only table is held 19:00 to 20:30: the public availability has no 19:30, the guest's link has.
    const open = (await diner.get(`/api/reservations/availability?date=${day}&people=4`)).json();
    expect(open.times).not.toContain('19:30');
    const own = await diner.get(url(first.token, `/availability?date=${day}&people=4`));
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.json().times).toContain('19:30');
    expect((await diner.get(url(first.token, `/availability?date=${day}&people=x`))).statusCode).toBe(400);

    const moved = await diner.put(url(first.token), {
      reservationDateTime: `${day}T19:30`,
      numberOfPeople: 4,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'CONFIRMED', reservationDateTime: `${day}T19:30` });
    expect(await tablesOf(first.id)).toEqual([table.id]);
    expect((await historyOf(first.id)).at(-1)).toMatchObject({
      fromStatus: 'CONFIRMED',
      toStatus: 'CONFIRMED',
      changedBy: 'guest',
      note: '19:00 → 19:30',
    });
    const changed = (await emailsOf(first.id)).at(-1);
    expect(changed?.kind).toBe('RESERVATION_CHANGED');
    expect(changed?.textBody).not.toContain('We will confirm');

    // Five people fit no table: refused, nothing changed.
    const before = await rowOf(first.id);
    const tooMany = await diner.put(url(first.token), {
      reservationDateTime: `${day}T19:30`,
      numberOfPeople: 5,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('NO_TABLE');
    expect(await rowOf(first.id)).toEqual(before);
    expect(await tablesOf(first.id)).toEqual([table.id]);

    // A second guest at 21:00 cannot have the table while the first holds it until 21:00: it can at 21:00.
    const cancel = await diner.post(url(first.token, '/cancel'), {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'CANCELLED', canChange: false });
    expect(await tablesOf(first.id)).toEqual([]);
    expect((await historyOf(first.id)).at(-1)).toMatchObject({
      fromStatus: 'CONFIRMED',
      toStatus: 'CANCELLED',
      changedBy: 'guest',
    });
    expect((await emailsOf(first.id)).at(-1)?.kind).toBe('RESERVATION_CANCELLED');
    const freed = (await diner.get(`/api/reservations/availability?date=${day}&people=4`)).json();
    expect(freed.times).toContain('19:30');

    await admin.put('/api/admin/reservation-settings', DEFAULT_RESERVATION_SETTINGS);
    await admin.delete(`/api/admin/tables/${table.id}`);
  });

  it('a request still waiting for staff is confirmed at once when its new time fits a table', async () => {
    const { id, token, status } = await book(`${day}T20:00`, 2, 'waiting@example.ch');
    expect(status).toBe('REQUESTED');
    const table = (
      await admin.post('/api/admin/tables', {
        name: 'T2',
        seats: 2,
        minSeats: 1,
        joinableWith: [],
        active: true,
      })
    ).json() as { id: number };
    await admin.put('/api/admin/reservation-settings', {
      ...DEFAULT_RESERVATION_SETTINGS,
      autoConfirm: true,
    });
    try {
      const res = await diner.put(url(token), { reservationDateTime: `${day}T20:30`, numberOfPeople: 2 });
      expect(res.json()).toMatchObject({ status: 'CONFIRMED', reservationDateTime: `${day}T20:30` });
      expect(await tablesOf(id)).toEqual([table.id]);
      // The confirmation says so (one email: a status change is its own).
      const mails = await emailsOf(id);
      expect(mails.map((mail) => mail.kind)).toEqual(['RESERVATION_RECEIVED', 'RESERVATION_CONFIRMED']);
      expect(mails.at(-1)?.textBody).toContain(`/reservation/manage/${token}`);

      // Grown to the card guarantee's size without a card: back to staff, not confirmed on a table.
      await admin.put('/api/admin/reservation-settings', {
        ...DEFAULT_RESERVATION_SETTINGS,
        autoConfirm: true,
        guarantee: { fromPeople: 2, feePerPerson: 30 },
      });
      await ctx.db.update(reservations).set({ numberOfPeople: 1 }).where(eq(reservations.id, id));
      const grown = await diner.put(url(token), { reservationDateTime: `${day}T20:30`, numberOfPeople: 2 });
      expect(grown.json()).toMatchObject({ status: 'REQUESTED', numberOfPeople: 2 });
    } finally {
      await admin.put('/api/admin/reservation-settings', DEFAULT_RESERVATION_SETTINGS);
      await admin.patch(`/api/admin/reservations/${id}/status`, { status: 'CANCELLED' });
      await admin.delete(`/api/admin/tables/${table.id}`);
    }
  });
});
