import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restaurantInfo, statusHistory } from '../src/db/schema';
import { nextLocalWeekday, setupOpenRestaurant } from './helpers';

// Staff book a time the restaurant is closed (a private event on a Monday) with a reason, as a phone
// order may lift the opening hours: refused without one, the reason checked and kept with the booking.
const { ctx, admin, diner } = await setupOpenRestaurant();

// Closed on Mondays, open the other days.
const HOURS = ['Mon: closed', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
  .map((day) => (day.includes(':') ? day : `${day}: 11:00-22:00`))
  .join('\n');
await ctx.db.update(restaurantInfo).set({ openingHours: HOURS });

const monday = nextLocalWeekday(1, '19:00');
const tuesday = nextLocalWeekday(2, '19:00');
const booking = {
  customerInfo: { firstName: 'Vereins', lastName: 'Abend', phone: '079 000 55 66' },
  reservationDateTime: monday,
  numberOfPeople: 40,
  specialRequests: 'Private event',
};

describe('a phone booking of a closed day (POST and PUT /api/admin/reservations)', () => {
  it('is refused as closed without a reason; a reason too short or with control characters is refused', async () => {
    const closed = await admin.post('/api/admin/reservations', booking);
    expect(closed.statusCode).toBeGreaterThanOrEqual(400);
    expect(closed.json().code).toBe('CLOSED');
    const short = await admin.post('/api/admin/reservations', { ...booking, override: { reason: ' x ' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().details['override.reason']).toBe(
      'Give a reason for the exception (at least 3 characters).',
    );
    const control = await admin.post('/api/admin/reservations', {
      ...booking,
      override: { reason: 'Private\u0007event' },
    });
    expect(control.statusCode).toBe(400);
    expect(control.json().details).toHaveProperty(['override.reason']);
  });

  it('is booked with a reason, which is kept with the booking and in its history', async () => {
    const reason = 'Private event: the choir’s dinner';
    const res = await admin.post('/api/admin/reservations', { ...booking, override: { reason } });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'CONFIRMED', enteredBy: 'chef', overrideReason: reason });
    const listed = (await admin.get('/api/admin/reservations')).json() as {
      id: string;
      overrideReason: string;
    }[];
    expect(listed.find((r) => r.id === created.id)?.overrideReason).toBe(reason);
    const [history] = await ctx.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.subjectId, created.id));
    expect(history).toMatchObject({ toStatus: 'CONFIRMED', changedBy: 'chef', note: reason });
  });

  it('an open day needs no reason, and a booking moves onto a closed day only with one', async () => {
    const open = await admin.post('/api/admin/reservations', { ...booking, reservationDateTime: tuesday });
    expect(open.statusCode).toBe(201);
    expect(open.json().overrideReason).toBeNull();
    const { id, customerInfo } = open.json();
    const move = { ...booking, customerInfo, status: 'CONFIRMED' };
    const refused = await admin.put(`/api/admin/reservations/${id}`, move);
    expect(refused.json().code).toBe('CLOSED');
    const moved = await admin.put(`/api/admin/reservations/${id}`, {
      ...move,
      override: { reason: 'Moved to the closed day for the club' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      overrideReason: 'Moved to the closed day for the club',
      reservationDateTime: expect.any(String),
    });
  });

  it('is for staff only: a diner’s request on a closed day is refused whatever it sends', async () => {
    const asDiner = await diner.post('/api/admin/reservations', {
      ...booking,
      override: { reason: 'Please' },
    });
    expect(asDiner.statusCode).toBe(401);
    const publicRequest = await diner.post('/api/reservations', {
      customerInfo: { firstName: 'Ida', lastName: 'Gast', email: 'ida@example.ch', phone: '079 000 77 88' },
      reservationDateTime: monday,
      numberOfPeople: 2,
      override: { reason: 'Please' },
    });
    expect(publicRequest.statusCode).toBe(400);
  });
});
