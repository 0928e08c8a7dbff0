import { instantToZonedLocal } from '@app/shared/opening-hours';
import { ZRestaurantInfoSchema } from '@app/shared/restaurant-info';
import { addDays } from '@app/shared/special-days';
import { afterEach, describe, expect, it } from 'vitest';
import { restaurantInfo, screens, serviceStatus } from '../src/db/schema';
import { ALWAYS_OPEN, DINER, seededMenuItemId, setupOpenRestaurant } from './helpers';

/**
 * The public hours status of an ASAP order (what every page shows before the form) says
 * today's real state, with the same rules the order placement applies: a special closing day today, a
 * pause, an order type switched off; and the order placed then is refused in the same way.
 */
const { ctx, admin, diner } = await setupOpenRestaurant();
const menuItemId = await seededMenuItemId(ctx.app);
const info = ZRestaurantInfoSchema.parse((await admin.get('/api/admin/restaurant-info')).json());
const TZ = 'Europe/Zurich';
const SETTINGS = '/api/admin/order-settings';
const SPEC_SETTINGS = {
  cardFeePercent: 2.6,
  twintFeePercent: 0,
  asapMinutes: { DELIVERY: 45, TAKEAWAY: 45 },
  orderTypes: { DELIVERY: true, TAKEAWAY: true },
};
const today = () => instantToZonedLocal(new Date(), TZ).slice(0, 10);

async function asapStatus(orderType: string, language?: string) {
  const res = await ctx.app.inject({
    url: `/api/public/hours/status?orderType=${orderType}&asap=true`,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { openNow: boolean; message: string; windowOpensAt: string | null };
}
function asapOrder() {
  return diner.post('/api/orders', {
    customerInfo: DINER,
    orderType: 'TAKEAWAY',
    items: [{ menuItemId, quantity: 3 }],
    paymentMethod: 'CASH',
    asap: true,
  });
}

afterEach(async () => {
  await ctx.db.update(restaurantInfo).set({ specialDays: [], openingHours: ALWAYS_OPEN });
  await ctx.db.update(serviceStatus).set({ pausedUntil: null, pausedOrderTypes: [] });
  expect((await admin.put(SETTINGS, SPEC_SETTINGS)).statusCode).toBe(200);
  await ctx.db.delete(screens);
});

describe('today on the public hours status (ASAP)', () => {
  it('a special closing day today: closed today, the next opening named, the order refused', async () => {
    expect((await asapStatus('TAKEAWAY')).openNow).toBe(true);
    const saved = await admin.put(`/api/admin/restaurant-info/${info.id}`, {
      name: info.name,
      aboutText: info.aboutText,
      phone: info.phone,
      address: info.address,
      openingHours: ALWAYS_OPEN,
      // Tomorrow too: late in the evening an ASAP order is due after midnight, and today's closing alone
      // would not refuse it.
      specialDays: [
        { date: today(), closed: true, note: 'Staff outing' },
        { date: addDays(today(), 1), closed: true, note: 'Staff outing' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const status = await asapStatus('TAKEAWAY');
    expect(status).toMatchObject({ openNow: false, message: 'We’re closed today.' });
    expect(instantToZonedLocal(new Date(status.windowOpensAt ?? ''), TZ).slice(0, 16)).toBe(
      `${addDays(today(), 2)}T00:00`,
    );
    expect((await asapStatus('DELIVERY', 'de')).message).toBe('Heute haben wir geschlossen.');
    expect((await asapStatus('DELIVERY', 'fr')).message).toBe('Nous sommes fermés aujourd’hui.');
    const refused = await asapOrder();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('CLOSED');
  });

  it('open today but not in time for ASAP: says so, not "closed today"', async () => {
    // Open only five minutes a day, three hours from now (00:00 when that is too near midnight): today has
    // an opening, and the ASAP time (45 minutes from now) is not in it.
    const later = instantToZonedLocal(new Date(Date.now() + 3 * 3_600_000), TZ).slice(11, 16);
    const [hours = 0, minutes = 0] = later.split(':').map(Number);
    const start = Math.floor((hours * 60 + minutes) / 15) * 15; // on the quarter hours the day is read at
    const from = start > 23 * 60 + 45 ? 0 : start;
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    await ctx.db.update(restaurantInfo).set({
      openingHours: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
        .map((d) => `${d}: ${hhmm(from)}-${hhmm(from + 5)}`)
        .join('\n'),
    });
    const status = await asapStatus('TAKEAWAY');
    expect(status).toMatchObject({
      openNow: false,
      message: 'We can’t take orders for as soon as possible right now.',
    });
    expect(status.windowOpensAt).not.toBeNull();
    expect((await asapOrder()).json().code).toBe('CLOSED');
  });

  it('a pause and a switched-off order type answer closed, as the order placement does', async () => {
    const until = new Date(Date.now() + 30 * 60_000);
    await ctx.db.update(serviceStatus).set({ pausedUntil: until, pausedOrderTypes: ['TAKEAWAY'] });
    const paused = await asapStatus('TAKEAWAY');
    expect(paused).toMatchObject({ openNow: false, message: 'Online orders are paused for the moment.' });
    expect(new Date(paused.windowOpensAt ?? '').getTime()).toBeGreaterThanOrEqual(until.getTime() - 1000);
    expect((await asapStatus('DELIVERY')).openNow).toBe(true);
    expect((await asapOrder()).json().code).toBe('CLOSED');

    await ctx.db.update(serviceStatus).set({ pausedUntil: null, pausedOrderTypes: [] });
    const off = { ...SPEC_SETTINGS, orderTypes: { DELIVERY: false, TAKEAWAY: true } };
    expect((await admin.put(SETTINGS, off)).statusCode).toBe(200);
    expect(await asapStatus('DELIVERY')).toMatchObject({
      openNow: false,
      message: 'We are not taking delivery orders at the moment.',
    });
    expect((await asapStatus('TAKEAWAY')).openNow).toBe(true);
  });

  it('paused by itself (no incoming screen online): closed, no times, as the order placement refuses', async () => {
    await admin.post('/api/admin/screens/heartbeat', {
      screenId: 'kitchen-tablet-01',
      name: 'Kitchen tablet',
      soundReady: true,
      muted: false,
    });
    // (The screens' last report is kept in memory for a few seconds: no status is asked before the move.)
    await ctx.db.update(screens).set({ lastSeenAt: new Date(Date.now() - 7 * 60_000) });
    expect(await asapStatus('TAKEAWAY')).toMatchObject({
      openNow: false,
      message: 'We are not taking online orders at the moment.',
    });
    const slots = await ctx.app.inject({ url: '/api/public/order-slots?orderType=TAKEAWAY' });
    expect(slots.json()).toMatchObject({ dates: [], times: [] });
    expect((await asapOrder()).json().code).toBe('CLOSED');
  });
});
