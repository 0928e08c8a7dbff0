import { API } from '@app/shared/api-paths';
import { DEFAULT_RESERVATION_SETTINGS } from '@app/shared/reservation-settings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, restaurantInfo } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';
import { dayAhead, EVENINGS } from './reservation-fixtures';

const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({ openingHours: EVENINGS });
await createAdmin(ctx.db);
const diner = new TestClient(ctx.app);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

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

const manage = (token: string, tail = '') => `/api/reservations/manage/${token}${tail}`;
type TCard = { id: string; kind: string; guestChange?: { status: string; note: string | null } | null };
const incoming = async () => (await admin.get(API.adminIncoming)).json() as TCard[];
const cardOf = async (id: string) => (await incoming()).find((c) => c.kind === 'reservation' && c.id === id);
const waiting = async () => ((await admin.get(API.adminAlerts)).json() as { waiting: number }).waiting;
const seen = (id: string) => admin.post(API.adminIncomingAction('reservation', id, 'seen'));

describe('a booking’s history for staff', () => {
  const day = dayAhead(5);

  it('lists the request, staff’s confirmation, the guest’s change and the arrival, oldest first', async () => {
    const { id, token } = await book(`${day}T19:00`, 4, 'history@example.ch');
    expect((await admin.patch(API.adminReservationStatus(id), { status: 'CONFIRMED' })).statusCode).toBe(200);
    const moved = await diner.put(manage(token), { reservationDateTime: `${day}T19:30`, numberOfPeople: 5 });
    expect(moved.statusCode).toBe(200);
    // Without tables the moved booking waits for staff again; staff confirm it and the party arrives.
    await admin.patch(API.adminReservationStatus(id), { status: 'CONFIRMED' });
    await ctx.db
      .update(reservations)
      .set({ reservationAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(reservations.id, id));
    expect((await admin.post(API.adminReservationArrived(id))).statusCode).toBe(200);

    const res = await admin.get(API.adminReservationHistory(id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = res.json() as {
      at: string;
      by: string;
      field: string;
      from: string | null;
      to: string;
    }[];
    expect(entries.map(({ by, field, from, to }) => ({ by, field, from, to }))).toEqual([
      { by: 'customer', field: 'status', from: null, to: 'REQUESTED' },
      { by: ADMIN.username, field: 'status', from: 'REQUESTED', to: 'CONFIRMED' },
      { by: 'guest', field: 'status', from: 'CONFIRMED', to: 'REQUESTED' },
      { by: ADMIN.username, field: 'status', from: 'REQUESTED', to: 'CONFIRMED' },
      { by: ADMIN.username, field: 'arrival', from: 'NOT_ARRIVED', to: 'ARRIVED' },
    ]);
    expect(entries[2]).toMatchObject({ note: '19:00 → 19:30, 4 → 5 people' });
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(entries[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('is for staff only, and 404 for an unknown id', async () => {
    const { id } = await book(`${day}T20:00`, 2, 'private@example.ch');
    expect([401, 403]).toContain((await diner.get(API.adminReservationHistory(id))).statusCode);
    const unknown = await admin.get(API.adminReservationHistory('aaaaaaaaaaaaaaaa'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps a deleted booking’s history, closed by DELETED', async () => {
    const { id } = await book(`${day}T20:30`, 2, 'deleted@example.ch');
    expect((await admin.delete(API.adminReservation(id))).statusCode).toBe(204);
    const entries = (await admin.get(API.adminReservationHistory(id))).json() as { to: string }[];
    expect(entries.map((e) => e.to)).toEqual(['REQUESTED', 'DELETED']);
  });
});

describe('the guest’s changes on the incoming screen', () => {
  const day = dayAhead(6);

  it('a CONFIRMED booking moved by its guest comes in with the change until staff mark it seen', async () => {
    const table = (
      await admin.post('/api/admin/tables', {
        name: 'H4',
        seats: 6,
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
      const { id, token, status } = await book(`${day}T19:00`, 4, 'moved@example.ch');
      expect(status).toBe('CONFIRMED');
      // Confirmed at once: nothing for staff to decide, no card.
      expect(await cardOf(id)).toBeUndefined();

      const moved = await diner.put(manage(token), {
        reservationDateTime: `${day}T19:30`,
        numberOfPeople: 5,
      });
      expect(moved.json()).toMatchObject({ status: 'CONFIRMED' });
      const card = await cardOf(id);
      expect(card?.guestChange).toMatchObject({ status: 'CONFIRMED', note: '19:00 → 19:30, 4 → 5 people' });
      // Listed again on the next poll until seen.
      expect((await cardOf(id))?.guestChange?.status).toBe('CONFIRMED');

      expect((await seen(id)).statusCode).toBe(204);
      expect(await cardOf(id)).toBeUndefined();
      // The next change comes in again.
      await diner.put(manage(token), { reservationDateTime: `${day}T20:00`, numberOfPeople: 5 });
      expect((await cardOf(id))?.guestChange?.note).toBe('19:30 → 20:00');
      await seen(id);
    } finally {
      await admin.put('/api/admin/reservation-settings', DEFAULT_RESERVATION_SETTINGS);
      const [row] = await ctx.db
        .select()
        .from(reservations)
        .where(eq(reservations.customerEmail, 'moved@example.ch'));
      if (row) await admin.delete(API.adminReservation(row.id));
      await admin.delete(`/api/admin/tables/${table.id}`);
    }
  });

  it('a guest’s cancellation comes in once, and is gone after seen', async () => {
    const { id, token } = await book(`${day}T18:30`, 2, 'cancel@example.ch');
    await admin.patch(API.adminReservationStatus(id), { status: 'CONFIRMED' });
    await seen(id);
    expect(await cardOf(id)).toBeUndefined();
    const waitingBefore = await waiting();
    expect((await diner.post(manage(token, '/cancel'))).statusCode).toBe(200);
    const cards = (await incoming()).filter((c) => c.id === id);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.guestChange).toMatchObject({ status: 'CANCELLED', note: null });
    // The badge counts it while it waits for Seen; the escalation never looks at it (not REQUESTED).
    expect(await waiting()).toBe(waitingBefore + 1);
    expect((await seen(id)).statusCode).toBe(204);
    expect(await cardOf(id)).toBeUndefined();
    expect(await waiting()).toBe(waitingBefore);
  });

  it('a request the guest changed stays a request, saying what changed', async () => {
    const { id, token } = await book(`${day}T20:30`, 2, 'request@example.ch');
    expect((await cardOf(id))?.guestChange).toBeNull();
    await diner.put(manage(token), { reservationDateTime: `${day}T21:00`, numberOfPeople: 3 });
    await seen(id);
    // Seen, still REQUESTED: listed until staff decide, with the change.
    expect((await cardOf(id))?.guestChange).toMatchObject({
      status: 'REQUESTED',
      note: '20:30 → 21:00, 2 → 3 people',
    });
  });
});
