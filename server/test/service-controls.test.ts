import { instantToZonedLocal, zonedLocalToInstant } from '@app/shared/opening-hours';
import { ZOrderSlotsSchema } from '@app/shared/order-slots';
import { ZRestaurantInfoSchema } from '@app/shared/restaurant-info';
import { ZServiceSettingsChangeSchema } from '@app/shared/service-status';
import { addDays } from '@app/shared/special-days';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orders, restaurantInfo, serviceStatus } from '../src/db/schema';
import { ADMIN, ALWAYS_OPEN, DINER, seededMenuItemId, setupOpenRestaurant } from './helpers';

/**
 * The service settings over the API: special days, capacity per 15-minute slot, lead time for scheduled
 * orders, and the history of their changes. The restaurant is open around the clock unless a test
 * gives it special days; dates are at least two days ahead, so running near midnight changes nothing.
 */
const { ctx, admin, diner } = await setupOpenRestaurant();
const menuItemId = await seededMenuItemId(ctx.app);
const info = ZRestaurantInfoSchema.parse((await admin.get('/api/admin/restaurant-info')).json());
const INFO_PATH = `/api/admin/restaurant-info/${info.id}`;
const BASE = {
  name: info.name,
  aboutText: info.aboutText,
  phone: info.phone,
  address: info.address,
  openingHours: ALWAYS_OPEN,
};
const TZ = 'Europe/Zurich';
const NO_LIMIT = { DELIVERY: null, TAKEAWAY: null };

const today = () => instantToZonedLocal(new Date(), TZ).slice(0, 10);
const dayAhead = (days: number) => addDays(today(), days);
const local = (iso: string | null) => (iso ? instantToZonedLocal(new Date(iso), TZ).slice(0, 16) : null);

function save(extra: Record<string, unknown>) {
  return admin.put(INFO_PATH, { ...BASE, ...extra });
}
async function hoursStatus(query: string, language?: string) {
  const res = await ctx.app.inject({
    url: `/api/public/hours/status?${query}`,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { openNow: boolean; message: string; windowOpensAt: string | null };
}
async function slots(orderType: 'DELIVERY' | 'TAKEAWAY', date?: string) {
  const res = await ctx.app.inject({
    url: `/api/public/order-slots?orderType=${orderType}${date ? `&date=${date}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return ZOrderSlotsSchema.parse(res.json());
}
function order(
  orderType: 'DELIVERY' | 'TAKEAWAY',
  when: string | 'ASAP',
  options: { email?: string; language?: string } = {},
) {
  return diner.post(
    '/api/orders',
    {
      customerInfo: { ...DINER, email: options.email ?? DINER.email },
      orderType,
      items: [{ menuItemId, quantity: 3 }],
      paymentMethod: 'CASH',
      ...(when === 'ASAP' ? { asap: true } : { asap: false, scheduledAt: when }),
    },
    options.language ? { 'accept-language': options.language } : undefined,
  );
}
async function requestedAtOf(id: string) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row.requestedAt;
}

afterEach(async () => {
  await ctx.db.update(restaurantInfo).set({
    specialDays: [],
    slotCapacityDelivery: null,
    slotCapacityTakeaway: null,
    openingHours: ALWAYS_OPEN,
  });
  await ctx.db.update(serviceStatus).set({ extraMinutes: 0, extraUntil: null, pausedUntil: null });
  await ctx.db
    .update(orders)
    .set({ status: 'CANCELLED' })
    .where(inArray(orders.status, ['NEW', 'CONFIRMED', 'PREPARING']));
});

describe('special days', () => {
  it('a closed date overrides its weekday: hours status, orders, reservations, next open and the picker', async () => {
    const closed = dayAhead(3);
    const res = await save({ specialDays: [{ date: closed, closed: true, note: 'Staff outing' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().specialDays).toEqual([
      { date: closed, closed: true, ranges: [], note: 'Staff outing' },
    ]);
    const publicInfo = (await ctx.app.inject({ url: '/api/restaurant-info/current' })).json();
    expect(publicInfo.specialDays).toEqual(res.json().specialDays);

    const status = await hoursStatus(`orderType=TAKEAWAY&at=${closed}T12:00`);
    expect(status).toMatchObject({ openNow: false, message: 'We’re closed at that time.' });
    expect(local(status.windowOpensAt)).toBe(`${addDays(closed, 1)}T00:00`);
    expect((await hoursStatus(`orderType=TAKEAWAY&at=${addDays(closed, -1)}T12:00`)).openNow).toBe(true);

    const refused = await order('TAKEAWAY', `${closed}T12:00`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CLOSED' });
    expect(refused.json().message).toMatch(/^We’re closed at that time\. Next open: .+00:00$/);

    const table = await diner.post('/api/reservations', {
      customerInfo: {
        firstName: 'Ada',
        lastName: 'Muster',
        email: 'ada@example.ch',
        phone: '+41 79 000 00 00',
      },
      reservationDateTime: `${closed}T19:00`,
      numberOfPeople: 2,
      specialRequests: '',
    });
    expect(table.statusCode).toBe(400);
    expect(table.json().code).toBe('CLOSED');

    const picker = await slots('TAKEAWAY');
    expect(picker.dates).not.toContain(closed);
    expect(picker.dates).toContain(addDays(closed, -1));
    expect(picker.dates).toContain(addDays(closed, 1));
    expect(await slots('TAKEAWAY', closed)).toMatchObject({ date: closed, times: [] });
  });

  it('special hours replace the weekday’s hours on that date', async () => {
    const eve = dayAhead(4);
    await save({ specialDays: [{ date: eve, closed: false, ranges: [{ open: '17:00', close: '21:00' }] }] });
    const early = await hoursStatus(`orderType=DELIVERY&at=${eve}T12:00`);
    expect(early.openNow).toBe(false);
    expect(local(early.windowOpensAt)).toBe(`${eve}T17:00`);
    expect((await hoursStatus(`orderType=DELIVERY&at=${eve}T18:00`)).openNow).toBe(true);
    expect((await order('DELIVERY', `${eve}T12:00`)).statusCode).toBe(400);
    expect((await order('DELIVERY', `${eve}T18:00`)).statusCode).toBe(201);
    const { times } = await slots('DELIVERY', eve);
    expect([times[0], times.at(-1), times.length]).toEqual(['17:00', '20:55', 48]);
  });

  it('DST days: a special day’s range across the spring gap and the autumn’s repeated hour', async () => {
    await save({
      specialDays: [
        { date: '2027-03-28', closed: false, ranges: [{ open: '01:00', close: '04:00' }] },
        { date: '2027-10-31', closed: false, ranges: [{ open: '01:00', close: '03:00' }] },
      ],
    });
    // 02:30 does not exist on 28 March: it is read as 03:00, inside the range.
    expect((await hoursStatus('at=2027-03-28T02:30')).openNow).toBe(true);
    expect((await hoursStatus('at=2027-03-28T04:00')).openNow).toBe(false);
    expect(local((await hoursStatus('at=2027-03-28T05:00')).windowOpensAt)).toBe('2027-03-29T00:00');
    // On 31 October the clock shows 02:30 twice; the range ends at the (first) 03:00, after the second 02:30.
    expect((await hoursStatus(`at=${encodeURIComponent('2027-10-31T02:30:00+02:00')}`)).openNow).toBe(true);
    expect((await hoursStatus(`at=${encodeURIComponent('2027-10-31T02:30:00+01:00')}`)).openNow).toBe(true);
    expect((await hoursStatus(`at=${encodeURIComponent('2027-10-31T03:00:00+01:00')}`)).openNow).toBe(false);
  });

  it('refuses wrong special days and capacities with a 400 naming each field, and saves nothing', async () => {
    const date = dayAhead(5);
    const before = (await admin.get('/api/admin/restaurant-info')).json();
    const res = await save({
      specialDays: [
        { date: '2027-02-29', closed: true },
        { date, closed: false, ranges: [] },
        { date, closed: true },
        {
          date: dayAhead(6),
          closed: false,
          ranges: [
            { open: '11:00', close: '14:00' },
            { open: '13:30', close: '15:00' },
          ],
        },
        { date: dayAhead(7), closed: true, note: 'Closed\u202E' },
      ],
      slotCapacity: { DELIVERY: 0, TAKEAWAY: 8 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(
      [
        'specialDays.0.date',
        'specialDays.1.ranges',
        'specialDays.2.date',
        'specialDays.3.ranges',
        'specialDays.4.note',
        'slotCapacity.DELIVERY',
      ].sort(),
    );
    const german = await admin.request(
      'PUT',
      INFO_PATH,
      { ...BASE, specialDays: [{ date: 'tomorrow', closed: true }] },
      { 'accept-language': 'de' },
    );
    expect(german.json().details['specialDays.0.date']).toBe('Geben Sie ein Datum wie 2026-12-24 ein.');
    expect((await admin.get('/api/admin/restaurant-info')).json()).toEqual(before);
    expect((await save({ specialDays: [{ date, closed: true, extra: 1 }] })).statusCode).toBe(400);
  });

  it('drops days that are over, sorts the rest, and records who changed what', async () => {
    const [a, b] = [dayAhead(9), dayAhead(8)];
    await ctx.db
      .update(restaurantInfo)
      .set({ specialDays: [{ date: '2020-01-01', closed: true, ranges: [] }] });
    const res = await save({
      specialDays: [
        { date: a, closed: true, note: ' Inventory ' },
        { date: b, closed: false, ranges: [{ open: '18:00', close: '02:00' }] },
        { date: '2020-05-05', closed: true },
      ],
      slotCapacity: { DELIVERY: 4, TAKEAWAY: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().specialDays).toEqual([
      { date: b, closed: false, ranges: [{ open: '18:00', close: '02:00' }] },
      { date: a, closed: true, ranges: [], note: 'Inventory' },
    ]);
    expect(res.json().slotCapacity).toEqual({ DELIVERY: 4, TAKEAWAY: null });
    // The same save again, and a save leaving both out: no change, nothing recorded.
    await save({ specialDays: res.json().specialDays, slotCapacity: { DELIVERY: 4, TAKEAWAY: null } });
    await save({});
    const history = (await admin.get('/api/admin/service-settings/history')).json();
    const [latest, ...older] = history.map((change: unknown) => ZServiceSettingsChangeSchema.parse(change));
    expect(latest).toMatchObject({
      by: ADMIN.username,
      specialDays: { before: [], after: res.json().specialDays },
      slotCapacity: { before: NO_LIMIT, after: { DELIVERY: 4, TAKEAWAY: null } },
    });
    expect(Date.now() - Date.parse(latest?.at ?? '')).toBeLessThan(60_000);
    expect(older.filter((c: { at: string }) => Date.parse(c.at) >= Date.parse(latest?.at ?? ''))).toEqual([]);
    const anonymous = await ctx.app.inject({ url: '/api/admin/service-settings/history' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('lead time of scheduled orders', () => {
  const inMinutes = (minutes: number) =>
    instantToZonedLocal(new Date(Date.now() + minutes * 60_000), TZ).slice(0, 16);

  it('refuses a time closer than the preparation time, busy mode included', async () => {
    const soon = await order('TAKEAWAY', inMinutes(20));
    expect(soon.statusCode).toBe(400);
    expect(soon.json()).toMatchObject({
      code: 'TOO_SOON',
      message: 'Choose a time at least 45 minutes from now.',
      details: { scheduledAt: 'Choose a time at least 45 minutes from now.' },
    });
    const german = await order('TAKEAWAY', inMinutes(20), { language: 'de' });
    expect(german.json().message).toBe(
      'Wählen Sie eine Zeit, die mindestens 45 Minuten in der Zukunft liegt.',
    );
    expect((await order('TAKEAWAY', inMinutes(50))).statusCode).toBe(201);

    const busy = await admin.put('/api/admin/service-status', {
      pausedUntil: null,
      pausedOrderTypes: [],
      extraMinutes: 30,
      extraUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(busy.statusCode).toBe(200);
    const refused = await order('TAKEAWAY', inMinutes(60));
    expect(refused.json()).toMatchObject({
      code: 'TOO_SOON',
      message: 'Choose a time at least 75 minutes from now.',
    });
    expect((await order('TAKEAWAY', inMinutes(80))).statusCode).toBe(201);
  });

  it('the picker starts after the preparation time, in 5-minute steps of the clock', async () => {
    const picker = await slots('TAKEAWAY');
    expect(picker.earliest).not.toBeNull();
    const earliest = Date.parse(new Date(`${picker.earliest}:00Z`).toISOString());
    const nowLocal = Date.parse(`${instantToZonedLocal(new Date(), TZ)}Z`);
    expect(earliest - nowLocal).toBeGreaterThanOrEqual(45 * 60_000);
    expect(earliest - nowLocal).toBeLessThanOrEqual(50 * 60_000);
    expect(picker.times.every((time) => /^\d\d:\d[05]$/.test(time))).toBe(true);
    // Today and the 30 days after it; from about 23:15 the earliest time is tomorrow, and today is not offered.
    const today = instantToZonedLocal(new Date(), TZ).slice(0, 10);
    expect(picker.dates[0]).toBe(picker.earliest?.slice(0, 10));
    expect(picker.dates).toHaveLength(picker.earliest?.slice(0, 10) === today ? 31 : 30);
  });
});

describe('capacity per 15-minute slot', () => {
  it('refuses a full slot naming the next free time, leaves it out of the picker and the other type alone', async () => {
    await save({ slotCapacity: { DELIVERY: null, TAKEAWAY: 2 } });
    const day = dayAhead(2);
    expect((await order('TAKEAWAY', `${day}T12:00`)).statusCode).toBe(201);
    expect((await order('TAKEAWAY', `${day}T12:10`)).statusCode).toBe(201);
    const full = await order('TAKEAWAY', `${day}T12:05`);
    expect(full.statusCode).toBe(400);
    expect(full.json().code).toBe('SLOT_FULL');
    expect(full.json().message).toMatch(/^This time is fully booked\. Next free time: .+12:15\.$/);
    expect(full.json().details.scheduledAt).toBe(full.json().message);
    const german = await order('TAKEAWAY', `${day}T12:05`, { language: 'de' });
    expect(german.json().message).toMatch(/^Diese Zeit ist ausgebucht\. Nächste freie Zeit: .+12:15\.$/);

    const { times } = await slots('TAKEAWAY', day);
    expect(times).toContain('11:55');
    expect(times).toContain('12:15');
    expect(times.filter((t) => t >= '12:00' && t < '12:15')).toEqual([]);
    expect((await slots('DELIVERY', day)).times).toContain('12:05');
    expect((await order('DELIVERY', `${day}T12:05`)).statusCode).toBe(201);

    const status = await hoursStatus(`orderType=TAKEAWAY&at=${day}T12:05`);
    expect(status).toMatchObject({ openNow: false, message: 'This time is fully booked.' });
    expect(local(status.windowOpensAt)).toBe(`${day}T12:15`);

    // A cancelled order frees its place.
    await ctx.db
      .update(orders)
      .set({ status: 'CANCELLED' })
      .where(eq(orders.requestedAt, zonedLocalToInstant(`${day}T12:00`, TZ)));
    expect((await order('TAKEAWAY', `${day}T12:05`)).statusCode).toBe(201);
  });

  it('two concurrent orders for the last place: exactly one wins, every time', async () => {
    await save({ slotCapacity: { DELIVERY: 1, TAKEAWAY: 3 } });
    const day = dayAhead(3);
    for (const time of ['11:00', '11:15', '11:30', '11:45', '12:00']) {
      const results = await Promise.all([
        order('DELIVERY', `${day}T${time}`, { email: 'one@example.ch' }),
        order('DELIVERY', `${day}T${time}`, { email: 'two@example.ch' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      expect(results.find((r) => r.statusCode === 400)?.json().code).toBe('SLOT_FULL');
    }
    const six = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        order('TAKEAWAY', `${day}T18:0${i}`, { email: `p${i}@example.ch` }),
      ),
    );
    expect(six.filter((r) => r.statusCode === 201)).toHaveLength(3);
  });

  it('an ASAP order takes the next free time when its slot is full', async () => {
    await save({ slotCapacity: { DELIVERY: null, TAKEAWAY: 1 } });
    const first = await order('TAKEAWAY', 'ASAP');
    expect(first.statusCode).toBe(201);
    const firstAt = await requestedAtOf(first.json().id);
    const nextSlot = new Date(Math.floor(firstAt.getTime() / 900_000) * 900_000 + 900_000);
    const sameDate =
      local(nextSlot.toISOString())?.slice(0, 10) === local(firstAt.toISOString())?.slice(0, 10);
    // The status says what the order placement will do: open with the next free time the same day; just
    // before midnight that time is another day, and an ASAP order cannot be placed now.
    expect((await hoursStatus('orderType=TAKEAWAY&asap=true')).openNow).toBe(sameDate);
    const second = await order('TAKEAWAY', 'ASAP');
    if (sameDate) {
      expect(second.statusCode).toBe(201);
      expect((await requestedAtOf(second.json().id)).toISOString()).toBe(nextSlot.toISOString());
    } else {
      // Just before midnight the next free time is another day: an ASAP order is refused instead.
      expect(second.json().code).toBe('SLOT_FULL');
    }
  });
});
