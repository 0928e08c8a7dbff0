import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, restaurantInfo, statusHistory, users } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, ALWAYS_OPEN, createAdmin, nextLocalWeekday, setupTestApp } from './helpers';

const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN, seatCapacity: 10 });
await createAdmin(ctx.db);
const diner = new TestClient(ctx.app);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

const guest = { firstName: 'Mia', lastName: 'Keller', email: 'mia@example.ch', phone: '+41 76 555 44 33' };
let dayOffset = 3;
/** A distinct future restaurant-local time per call, so tests do not collide. */
function futureLocal(hour = 19): string {
  const d = new Date(Date.now() + dayOffset++ * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(d);
  return `${day}T${String(hour).padStart(2, '0')}:00:00`;
}
const request = (overrides: Record<string, unknown> = {}) => ({
  customerInfo: guest,
  reservationDateTime: futureLocal(),
  numberOfPeople: 2,
  specialRequests: 'Window table please',
  ...overrides,
});
const count = async () => (await ctx.db.select().from(reservations)).length;

describe('requesting a table', () => {
  it('creates a REQUESTED reservation whose id is the tracking code', async () => {
    const when = futureLocal(19);
    const res = await diner.post('/api/reservations', request({ reservationDateTime: when }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'REQUESTED',
      numberOfPeople: 2,
      specialRequests: 'Window table please',
      overCapacity: false,
    });
    expect(body.id).toMatch(/^[a-z2-7]{16}$/);
    // Local 19:00 in Zurich is 18:00 or 17:00 UTC depending on the season.
    expect(
      new Intl.DateTimeFormat('en-CH', {
        timeZone: 'Europe/Zurich',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(body.reservationDateTime)),
    ).toBe('19:00');
    const history = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, body.id));
    expect(history).toMatchObject([
      { subjectKind: 'RESERVATION', toStatus: 'REQUESTED', changedBy: 'customer' },
    ]);
  });

  it('rejects each bad request with field details, creating nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        request({ customerInfo: { ...guest, firstName: '', lastName: ' ', phone: '' } }),
        {
          'customerInfo.firstName': 'Required',
          'customerInfo.lastName': 'Required',
          'customerInfo.phone': 'Required',
        },
      ],
      [
        request({ customerInfo: { ...guest, email: 'mia' } }),
        { 'customerInfo.email': 'Valid email required' },
      ],
      [request({ reservationDateTime: 'soon' }), { reservationDateTime: 'Choose a valid date & time' }],
      [
        request({ reservationDateTime: '2026-02-30T19:00:00' }),
        { reservationDateTime: 'Choose a valid date & time' },
      ],
      [
        request({ reservationDateTime: '2020-05-01T19:00:00' }),
        { reservationDateTime: 'Choose a future time' },
      ],
      [request({ numberOfPeople: 0 }), { numberOfPeople: 'Must be at least 1' }],
      [request({ numberOfPeople: 21 }), { numberOfPeople: expect.stringMatching(/20/) }],
      [request({ numberOfPeople: 2.5 }), { numberOfPeople: 'Must be at least 1' }],
      [request({ status: 'CONFIRMED' }), {}],
    ];
    for (const [body, details] of cases) {
      const res = await diner.post('/api/reservations', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details).toMatchObject(details);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a time when the restaurant is closed, with the next opening', async () => {
    await ctx.db.update(restaurantInfo).set({ openingHours: 'Sun: 12:00-13:00' });
    const before = await count();
    const res = await diner.post(
      '/api/reservations',
      request({ reservationDateTime: nextLocalWeekday(3, '19:00:00') }),
    );
    await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
    expect(await count()).toBe(before);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.reservationDateTime).toMatch(
      /^We’re closed at that time\. Next open: Sun, .* 12:00$/,
    );
  });

  it('refuses an identical pending request (double click) with 409', async () => {
    const body = request();
    expect((await diner.post('/api/reservations', body)).statusCode).toBe(201);
    const again = await diner.post('/api/reservations', {
      ...body,
      customerInfo: { ...guest, email: 'MIA@example.ch' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already requested/);
  });

  it('accepts a request beyond the seat capacity but flags it', async () => {
    const when = futureLocal(20);
    expect(
      (
        await diner.post('/api/reservations', request({ reservationDateTime: when, numberOfPeople: 8 }))
      ).json().overCapacity,
    ).toBe(false);
    const second = await diner.post(
      '/api/reservations',
      request({
        reservationDateTime: when,
        numberOfPeople: 4,
        customerInfo: { ...guest, email: 'other@example.ch' },
      }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ status: 'REQUESTED', overCapacity: true });
  });
});

describe('handling reservations (admin)', () => {
  it('lists by status and date, changes status with history, and deletes', async () => {
    const when = futureLocal(18);
    const { id } = (await diner.post('/api/reservations', request({ reservationDateTime: when }))).json();
    const byDay = (await admin.get(`/api/admin/reservations?date=${when.slice(0, 10)}`)).json();
    expect(byDay.map((r: { id: string }) => r.id)).toContain(id);
    const requested = (await admin.get('/api/admin/reservations?status=REQUESTED')).json();
    expect(requested.every((r: { status: string }) => r.status === 'REQUESTED')).toBe(true);

    // NO_SHOW has rules of its own (its time must have started): reservation-no-shows.test.ts.
    for (const status of ['CONFIRMED', 'CANCELLED', 'REJECTED', 'CONFIRMED']) {
      const res = await admin.patch(`/api/admin/reservations/${id}/status`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const history = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, id));
    expect(history.slice(1).map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      ['REQUESTED', 'CONFIRMED', ADMIN.username],
      ['CONFIRMED', 'CANCELLED', ADMIN.username],
      ['CANCELLED', 'REJECTED', ADMIN.username],
      ['REJECTED', 'CONFIRMED', ADMIN.username],
    ]);
    expect(
      (await admin.patch(`/api/admin/reservations/${id}/status`, { status: 'REQUESTED' })).statusCode,
    ).toBe(400);
    expect((await admin.patch(`/api/admin/reservations/${id}/status`, { status: 'LOST' })).statusCode).toBe(
      400,
    );

    expect((await admin.delete(`/api/admin/reservations/${id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/reservations/${id}`)).statusCode).toBe(404);
    expect(
      (await admin.patch(`/api/admin/reservations/${id}/status`, { status: 'CONFIRMED' })).statusCode,
    ).toBe(404);
    expect((await admin.get('/api/admin/reservations?date=24.12.2026')).statusCode).toBe(400);
  });

  it('is closed to anonymous visitors (401) and non-admins (403)', async () => {
    expect((await diner.get('/api/admin/reservations')).statusCode).toBe(401);
    expect((await diner.patch('/api/admin/reservations/x/status', { status: 'CONFIRMED' })).statusCode).toBe(
      401,
    );
    const customer = await createAdmin(ctx.db, 'regular', 'regular-pass-1');
    await ctx.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, customer.id));
    const regular = new TestClient(ctx.app);
    await regular.login('regular', 'regular-pass-1');
    expect((await regular.get('/api/admin/reservations')).statusCode).toBe(403);
    expect((await regular.delete('/api/admin/reservations/x')).statusCode).toBe(403);
  });
});
