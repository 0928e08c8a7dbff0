import { randomBytes } from 'node:crypto';
import { DEFAULT_RESERVATION_SETTINGS } from '@app/shared/reservation-settings';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, reservations, statusHistory } from '../src/db/schema';
import { TestClient } from './client';
import { placeTakeaway, requestTable, seededMenuItemId, setupOpenRestaurant } from './helpers';

/**
 * No-shows and arrivals (the guest's history): staff mark NO_SHOW only on a CONFIRMED booking whose time
 * has started (no email to the guest), mark a party arrived or take it back; the admin list carries
 * `arrivedAt` and the guest's visits and no-shows (same email, or same phone without one); a guest with
 * `noShowLimit` no-shows is not confirmed automatically.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const { ctx, admin } = await setupOpenRestaurant();

type TBooking = {
  at: Date;
  status?: 'REQUESTED' | 'CONFIRMED' | 'CANCELLED' | 'NO_SHOW';
  email?: string;
  phone?: string;
  arrivedAt?: Date;
};

/** A booking written as it stands (its time may be past, as no request could make it). */
async function book(b: TBooking): Promise<string> {
  const id = randomBytes(8).toString('hex');
  await ctx.db.insert(reservations).values({
    id,
    customerFirstName: 'Nora',
    customerLastName: 'Keller',
    customerEmail: b.email ?? `${id}@example.ch`,
    customerPhone: b.phone ?? '+41 62 212 34 56',
    reservationAt: b.at,
    numberOfPeople: 2,
    status: b.status ?? 'CONFIRMED',
    arrivedAt: b.arrivedAt ?? null,
    createdAt: new Date(b.at.getTime() - 5 * 24 * HOUR),
  });
  return id;
}

const rowOf = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0];
const setStatus = (id: string, status: string) =>
  admin.patch(`/api/admin/reservations/${id}/status`, { status });
const mailsTo = async (id: string) =>
  (await ctx.db.select().from(emails).where(eq(emails.reservationId, id))).map((e) => e.kind);
const listed = async (id: string) => {
  const list = (await admin.get('/api/admin/reservations')).json() as {
    id: string;
    arrivedAt?: string | null;
    guest?: { visits: number; noShows: number };
  }[];
  return list.find((r) => r.id === id);
};

describe('NO_SHOW', () => {
  it('marks a CONFIRMED booking whose time has started, records it, and emails nobody', async () => {
    const id = await book({ at: new Date(Date.now() - 20 * MINUTE) });
    const res = await setStatus(id, 'NO_SHOW');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('NO_SHOW');
    expect((await rowOf(id))?.status).toBe('NO_SHOW');
    const history = await ctx.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.subjectId, id), eq(statusHistory.toStatus, 'NO_SHOW')));
    expect(history).toMatchObject([{ fromStatus: 'CONFIRMED', changedBy: 'chef', field: 'status' }]);
    expect(await mailsTo(id)).toEqual([]);
    // Marked twice (two tablets): still one entry.
    expect((await setStatus(id, 'NO_SHOW')).statusCode).toBe(200);
    expect(
      await ctx.db
        .select()
        .from(statusHistory)
        .where(and(eq(statusHistory.subjectId, id), eq(statusHistory.toStatus, 'NO_SHOW'))),
    ).toHaveLength(1);
  });

  it('is taken back by confirming again, without emailing the guest', async () => {
    const id = await book({ at: new Date(Date.now() - 20 * MINUTE) });
    expect((await setStatus(id, 'NO_SHOW')).statusCode).toBe(200);
    const back = await setStatus(id, 'CONFIRMED');
    expect(back.statusCode, back.body).toBe(200);
    expect((await rowOf(id))?.status).toBe('CONFIRMED');
    expect(await mailsTo(id)).toEqual([]);
  });

  it('refuses a booking whose time has not come, one not CONFIRMED and one whose party arrived; nothing changes', async () => {
    const future = await book({ at: new Date(Date.now() + 2 * HOUR) });
    const requested = await book({ at: new Date(Date.now() - 20 * MINUTE), status: 'REQUESTED' });
    const arrived = await book({ at: new Date(Date.now() - 20 * MINUTE), arrivedAt: new Date() });
    for (const [id, code, status] of [
      [future, 'NOT_STARTED', 'CONFIRMED'],
      [requested, 'NOT_CONFIRMED', 'REQUESTED'],
      [arrived, 'ARRIVED', 'CONFIRMED'],
    ] as const) {
      const res = await setStatus(id, 'NO_SHOW');
      expect(res.statusCode, id).toBe(409);
      expect(res.json()).toMatchObject({ status: 409, code });
      expect((await rowOf(id))?.status).toBe(status);
    }
    // In the staff's language.
    const german = await admin.request(
      'PATCH',
      `/api/admin/reservations/${future}/status`,
      { status: 'NO_SHOW' },
      { 'accept-language': 'de' },
    );
    expect(german.json().message).toContain('noch nicht gekommen');
  });

  it('holds for the whole booking as staff change it (PUT) too', async () => {
    const future = await book({ at: new Date(Date.now() + 2 * HOUR) });
    const row = await rowOf(future);
    const res = await admin.put(`/api/admin/reservations/${future}`, {
      customerInfo: {
        firstName: 'Nora',
        lastName: 'Keller',
        email: row?.customerEmail,
        phone: row?.customerPhone,
      },
      reservationDateTime: row?.reservationAt.toISOString(),
      numberOfPeople: 2,
      specialRequests: '',
      status: 'NO_SHOW',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('NOT_STARTED');
    expect((await rowOf(future))?.status).toBe('CONFIRMED');
  });
});

describe('arrived', () => {
  it('marks a CONFIRMED booking arrived, keeps the first tap, and takes it back', async () => {
    const id = await book({ at: new Date(Date.now() + 10 * MINUTE) });
    const first = await admin.post(`/api/admin/reservations/${id}/arrived`);
    expect(first.statusCode, first.body).toBe(200);
    const arrivedAt = first.json().arrivedAt as string;
    expect(Date.parse(arrivedAt)).toBeGreaterThan(Date.now() - MINUTE);
    expect((await rowOf(id))?.arrivedAt?.toISOString()).toBe(arrivedAt);
    expect((await admin.post(`/api/admin/reservations/${id}/arrived`)).json().arrivedAt).toBe(arrivedAt);
    expect((await listed(id))?.arrivedAt).toBe(arrivedAt);

    const undo = await admin.delete(`/api/admin/reservations/${id}/arrived`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().arrivedAt).toBeNull();
    expect((await rowOf(id))?.arrivedAt).toBeNull();
    const history = await ctx.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.subjectId, id), eq(statusHistory.field, 'arrival')));
    expect(history.map((h) => h.toStatus)).toEqual(['ARRIVED', 'NOT_ARRIVED']);
    expect(await mailsTo(id)).toEqual([]);
  });

  it('refuses a booking not CONFIRMED (409) and an unknown one (404); nothing changes', async () => {
    const requested = await book({ at: new Date(Date.now() + HOUR), status: 'REQUESTED' });
    const res = await admin.post(`/api/admin/reservations/${requested}/arrived`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_CONFIRMED');
    expect((await rowOf(requested))?.arrivedAt).toBeNull();
    expect((await admin.post('/api/admin/reservations/AAAAAAAAAAAAAAAA/arrived')).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const id = await book({ at: new Date(Date.now() + HOUR) });
    const stranger = new TestClient(ctx.app);
    expect((await stranger.post(`/api/admin/reservations/${id}/arrived`)).statusCode).toBe(401);
    expect((await rowOf(id))?.arrivedAt).toBeNull();
  });
});

describe('the guest’s record', () => {
  it('counts visits and no-shows over the guest’s bookings by email, whatever its case', async () => {
    const email = `regular-${randomBytes(3).toString('hex')}@example.ch`;
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
    await book({ at: ago(24 * 30), status: 'NO_SHOW', email });
    await book({ at: ago(24 * 20), status: 'NO_SHOW', email: ` ${email.toUpperCase()} ` });
    await book({ at: ago(24 * 10), email, arrivedAt: ago(24 * 10) });
    await book({ at: ago(24 * 5), email }); // confirmed and past: a visit
    await book({ at: ago(24 * 3), status: 'CANCELLED', email });
    const next = await book({ at: new Date(Date.now() + 24 * HOUR), email });
    expect((await listed(next))?.guest).toEqual({ visits: 2, noShows: 2 });
    // Someone else with the same phone but another email is another guest.
    const other = await book({ at: new Date(Date.now() + 24 * HOUR), phone: '+41 62 212 34 56' });
    expect((await listed(other))?.guest).toEqual({ visits: 0, noShows: 0 });
  });

  it('counts by phone, however written, for bookings without email', async () => {
    await book({
      at: new Date(Date.now() - 48 * HOUR),
      status: 'NO_SHOW',
      email: '',
      phone: '079 444 11 22',
    });
    await book({ at: new Date(Date.now() - 24 * HOUR), email: '', phone: '+41 79 444 11 22' });
    const next = await book({
      at: new Date(Date.now() + 24 * HOUR),
      email: '',
      phone: '0041 (0)79 444 11 22',
    });
    expect((await listed(next))?.guest).toEqual({ visits: 1, noShows: 1 });
  });
});

describe('the returning guests’ lookup (phone orders)', () => {
  it('shows the guest’s visits and no-shows from their table bookings', async () => {
    const email = `caller-${randomBytes(3).toString('hex')}@example.ch`;
    await book({ at: new Date(Date.now() - 40 * 24 * HOUR), status: 'NO_SHOW', email });
    await book({
      at: new Date(Date.now() - 10 * 24 * HOUR),
      email,
      arrivedAt: new Date(Date.now() - 10 * 24 * HOUR),
    });
    const diner = new TestClient(ctx.app);
    await placeTakeaway(diner, await seededMenuItemId(ctx.app), { customer: { email } });
    const res = await admin.get(`/api/admin/guests?q=${encodeURIComponent(email)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [guest] = res.json().guests;
    expect(guest.customerInfo.email).toBe(email);
    expect(guest.reservations).toEqual({ visits: 1, noShows: 1 });
  });
});

describe('automatic confirmation and no-shows', () => {
  it('leaves a guest with noShowLimit no-shows REQUESTED for staff, others are confirmed; 0 is no limit', async () => {
    const table = await admin.post('/api/admin/tables', {
      name: 'T-no-show',
      seats: 10,
      minSeats: 1,
      joinableWith: [],
      active: true,
    });
    expect(table.statusCode, table.body).toBe(201);
    const settings = { ...DEFAULT_RESERVATION_SETTINGS, autoConfirm: true, noShowLimit: 2 };
    expect((await admin.put('/api/admin/reservation-settings', settings)).statusCode).toBe(200);

    const email = 'twice-absent@example.ch';
    await book({ at: new Date(Date.now() - 30 * 24 * HOUR), status: 'NO_SHOW', email });
    const guest = { firstName: 'Tim', lastName: 'Absent', email, phone: '079 000 00 01' };
    const diner = new TestClient(ctx.app);
    const once = await requestTable(diner, guest, 2, 2);
    expect((await rowOf(once))?.status).toBe('CONFIRMED');

    await book({ at: new Date(Date.now() - 20 * 24 * HOUR), status: 'NO_SHOW', email });
    const twice = await requestTable(diner, guest, 2, 3);
    expect((await rowOf(twice))?.status).toBe('REQUESTED');
    // The answer is as for any request staff still decide.
    expect(await mailsTo(twice)).toEqual(['RESERVATION_RECEIVED']);

    const welcome = await requestTable(diner, { ...guest, email: 'always-there@example.ch' }, 2, 4);
    expect((await rowOf(welcome))?.status).toBe('CONFIRMED');

    await admin.put('/api/admin/reservation-settings', { ...settings, noShowLimit: 0 });
    const unlimited = await requestTable(diner, guest, 2, 5);
    expect((await rowOf(unlimited))?.status).toBe('CONFIRMED');
  });
});
