import { parseOpeningHoursText } from '@app/shared/opening-hours';
import { scheduleOf } from '@app/shared/special-days';
import { DEFAULT_UNSEEN_SETTINGS, type TScreenHeartbeat } from '@app/shared/unseen';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restaurantInfo, screens, serviceStatusChanges } from '../src/db/schema';
import { judgeAutoPause, openingWindowStart } from '../src/modules/auto-pause';
import { ALWAYS_OPEN, DINER, placeTakeaway, seededMenuItemId, setupOpenRestaurant, until } from './helpers';

/**
 * Unseen orders, presence and the automatic pause: the incoming screens report themselves, the back office
 * sees which are online, and online ordering pauses by itself while no screen is online during opening hours
 * (once armed), and resumes when one comes back. The sweep runs only when a test calls it, with the test's
 * clock.
 */
const { ctx, admin, diner } = await setupOpenRestaurant({ unseenSweepSeconds: 0 });
const curryId = await seededMenuItemId(ctx.app);
const phone = (await ctx.db.select().from(restaurantInfo))[0]?.phone ?? '';

const HEARTBEAT = '/api/admin/screens/heartbeat';
const kitchen: TScreenHeartbeat = {
  screenId: 'kitchen-tablet-01',
  name: 'Kitchen tablet',
  soundReady: true,
  muted: false,
};
const MINUTE = 60_000;

/** Moves every screen's last report `minutes` into the past (as if the screens went quiet then). */
async function screensLastSeen(minutesAgo: number) {
  await ctx.db.update(screens).set({ lastSeenAt: new Date(Date.now() - minutesAgo * MINUTE) });
}
const publicStatus = async () => (await diner.get('/api/public/service-status')).json();
const alerts = async () => (await admin.get('/api/admin/alerts')).json();
const readVersions = async () =>
  (await ctx.pool.query('select name, version from read_versions order by name')).rows;

describe('presence of the incoming screens', () => {
  it('refuses a malformed heartbeat: a bad screen id, control characters, unknown fields', async () => {
    for (const body of [
      { ...kitchen, screenId: 'short' },
      { ...kitchen, screenId: 'has space in it' },
      { ...kitchen, name: 'Kitchen\u0007tablet' },
      { ...kitchen, name: 'Kitchen\ntablet' },
      { ...kitchen, name: '   ' },
      { ...kitchen, extra: true },
      { ...kitchen, soundReady: 'yes' },
    ]) {
      const res = await admin.post(HEARTBEAT, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await ctx.db.select().from(screens)).toHaveLength(0);
    expect((await diner.post(HEARTBEAT, kitchen)).statusCode).toBe(401);
  });

  it('lists the screens online, most recent first, with their sound; a quiet one drops off', async () => {
    const before = await readVersions();
    expect((await admin.post(HEARTBEAT, { ...kitchen, soundReady: false })).statusCode).toBe(204);
    await ctx.db
      .update(screens)
      .set({ lastSeenAt: new Date(Date.now() - 10_000) })
      .where(eq(screens.screenId, kitchen.screenId));
    const bar = { screenId: 'bar-ipad-0002', name: 'Bar iPad', soundReady: true, muted: true };
    expect((await admin.post(HEARTBEAT, bar)).statusCode).toBe(204);
    // Heartbeats move neither the public read cache's version nor the order path's.
    expect(await readVersions()).toEqual(before);

    const listed = (await admin.get('/api/admin/screens')).json();
    expect(listed).toEqual([
      {
        screenId: bar.screenId,
        name: 'Bar iPad',
        lastSeenAt: expect.any(String),
        soundReady: true,
        muted: true,
      },
      {
        screenId: kitchen.screenId,
        name: 'Kitchen tablet',
        lastSeenAt: expect.any(String),
        soundReady: false,
        muted: false,
      },
    ]);
    // The kitchen's sound was unlocked: its next report says so.
    await admin.post(HEARTBEAT, kitchen);
    expect((await admin.get('/api/admin/screens')).json()[0]).toMatchObject({
      name: 'Kitchen tablet',
      soundReady: true,
    });
    expect(await alerts()).toMatchObject({ screens: { openNow: true, online: 2, autoPaused: false } });

    await ctx.db
      .update(screens)
      .set({ lastSeenAt: new Date(Date.now() - 61_000) })
      .where(eq(screens.screenId, bar.screenId));
    expect((await admin.get('/api/admin/screens')).json().map((s: { name: string }) => s.name)).toEqual([
      'Kitchen tablet',
    ]);
    await ctx.db.delete(screens).where(eq(screens.screenId, bar.screenId));
  });
});

describe('the automatic pause', () => {
  const schedule = (text: string) => {
    const parsed = parseOpeningHoursText(text);
    if (!parsed.ok) throw new Error(parsed.errors.join());
    return scheduleOf(parsed.week);
  };
  const zone = 'Europe/Zurich';
  // Tuesday 2026-11-24, Zurich is UTC+1: open 11:00-14:00 local = 10:00-13:00Z.
  const lunch = schedule('Tue: 11:00-14:00');
  const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00Z`);

  it('knows when the current opening window started (adjacent ranges are one window)', () => {
    expect(openingWindowStart(lunch, at('12:30'), zone)).toEqual(at('10:00'));
    expect(openingWindowStart(lunch, at('13:30'), zone)).toBeNull();
    const split = schedule('Tue: 11:00-12:07, 12:07-14:00');
    expect(openingWindowStart(split, at('12:30'), zone)).toEqual(at('10:00'));
    const around = schedule(ALWAYS_OPEN);
    expect(openingWindowStart(around, at('12:30'), zone)).toEqual(
      new Date(at('12:30').getTime() - 86_400_000),
    );
  });

  it('arms once a screen was seen in the current window, and pauses after the delay plus a minute', () => {
    const five = DEFAULT_UNSEEN_SETTINGS;
    const judge = (lastSeen: Date | null, now: Date, settings = five) =>
      judgeAutoPause(lunch, settings, lastSeen, now, zone);
    // Never seen, or last seen before today's opening: not armed.
    expect(judge(null, at('12:30'))).toBe(false);
    expect(judge(at('09:59'), at('12:30'))).toBe(false);
    // Seen at 11:00 local: quiet for 5 minutes plus the minute a screen counts as online, then paused.
    expect(judge(at('10:00'), at('10:05'))).toBe(false);
    expect(judge(at('10:00'), new Date(at('10:06').getTime() - 1))).toBe(false);
    expect(judge(at('10:00'), at('10:06'))).toBe(true);
    // Closed: never paused; turned off: never paused.
    expect(judge(at('10:00'), at('13:30'))).toBe(false);
    expect(judge(at('10:00'), at('12:30'), { ...five, autoPauseAfterMinutes: null })).toBe(false);
    expect(judge(at('10:00'), at('10:12'), { ...five, autoPauseAfterMinutes: 10 })).toBe(true);
  });

  it('is off for a restaurant that never opened its screen', async () => {
    await ctx.db.delete(screens);
    expect(await publicStatus()).toMatchObject({ autoPaused: false });
    expect(await placeTakeaway(diner, curryId)).toEqual(expect.any(String));
    expect(await alerts()).toMatchObject({ screens: { openNow: true, online: 0, autoPaused: false } });
  });

  it('pauses a diner’s order with CLOSED and a friendly message, in the diner’s language', async () => {
    await admin.post(HEARTBEAT, kitchen);
    await screensLastSeen(7);
    expect(await publicStatus()).toMatchObject({ autoPaused: true, pausedUntil: null });
    const order = {
      customerInfo: DINER,
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curryId, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
    };
    const refused = await diner.post('/api/orders', order);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'CLOSED',
      message: `We are not taking online orders at the moment. Please call us at ${phone}.`,
    });
    const german = await diner.post('/api/orders', order, { 'accept-language': 'de-CH' });
    expect(german.json().message).toBe(
      `Wir nehmen im Moment keine Online-Bestellungen an. Bitte rufen Sie uns an: ${phone}.`,
    );
    expect(await alerts()).toMatchObject({ screens: { openNow: true, online: 0, autoPaused: true } });
    expect((await admin.get('/api/admin/service-status')).json()).toMatchObject({ autoPaused: true });

    // Staff still take phone orders: their override covers the pause.
    const phoneOrder = await admin.post('/api/admin/orders', {
      customerInfo: { firstName: 'Marta', phone: '079 555 12 34' },
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curryId, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
      status: 'CONFIRMED',
      override: { reason: 'Screen is off, taken by phone' },
    });
    expect(phoneOrder.statusCode).toBe(201);
  });

  it('logs the pause’s start and end once, by system, and resumes the moment a screen reports', async () => {
    const systemChanges = async () =>
      (await ctx.db.select().from(serviceStatusChanges)).filter((c) => c.changedBy === 'system');
    await Promise.all([ctx.app.unseen.sweepUnseen(new Date()), ctx.app.unseen.sweepUnseen(new Date())]);
    await ctx.app.unseen.sweepUnseen(new Date());
    expect((await systemChanges()).map((c) => (c.after as { autoPaused: boolean }).autoPaused)).toEqual([
      true,
    ]);

    expect((await admin.post(HEARTBEAT, kitchen)).statusCode).toBe(204);
    expect(await publicStatus()).toMatchObject({ autoPaused: false });
    expect(await placeTakeaway(diner, curryId)).toEqual(expect.any(String));
    await ctx.app.unseen.sweepUnseen(new Date());
    await ctx.app.unseen.sweepUnseen(new Date());
    expect((await systemChanges()).map((c) => (c.after as { autoPaused: boolean }).autoPaused)).toEqual([
      true,
      false,
    ]);
    const history = (await admin.get('/api/admin/service-status')).json().history;
    expect(history[0]).toMatchObject({ by: 'system', after: { autoPaused: false } });
  });

  it('does not pause while closed, nor when the setting is off', async () => {
    await admin.post(HEARTBEAT, kitchen);
    await screensLastSeen(7);
    await ctx.db
      .update(restaurantInfo)
      .set({ unseen: { ...DEFAULT_UNSEEN_SETTINGS, autoPauseAfterMinutes: null } });
    expect(await publicStatus()).toMatchObject({ autoPaused: false });
    expect(await placeTakeaway(diner, curryId)).toEqual(expect.any(String));
    await ctx.db
      .update(restaurantInfo)
      .set({ unseen: DEFAULT_UNSEEN_SETTINGS, openingHours: 'Mon: (closed)' });
    expect(await alerts()).toMatchObject({ screens: { openNow: false, online: 0, autoPaused: false } });
    await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
  });

  it('forgets screens not seen for 30 days', async () => {
    await screensLastSeen(31 * 24 * 60);
    await ctx.app.unseen.sweepUnseen(new Date());
    expect(await ctx.db.select().from(screens)).toHaveLength(0);
  });
});

describe('the sweep on its own timer', async () => {
  const timed = await setupOpenRestaurant({ unseenSweepSeconds: 1 });

  it('runs every UNSEEN_SWEEP_SECONDS on one instance at a time, without being called', async () => {
    await timed.admin.post(HEARTBEAT, kitchen);
    await timed.ctx.db.update(screens).set({ lastSeenAt: new Date(Date.now() - 31 * 24 * 60 * MINUTE) });
    await until(async () => ((await timed.ctx.db.select().from(screens)).length === 0 ? true : undefined));
  });
});
