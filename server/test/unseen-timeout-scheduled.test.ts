import { instantToZonedLocal, zonedLocalToInstant } from '@app/shared/opening-hours';
import { DEFAULT_UNSEEN_SETTINGS } from '@app/shared/unseen';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { escalations, orders, restaurantInfo } from '../src/db/schema';
import { ALWAYS_OPEN, DINER, placeTakeaway, seededMenuItemId, setupOpenRestaurant } from './helpers';

/**
 * The confirmation timeout counts from when the restaurant can confirm: a scheduled order is never
 * cancelled before its time minus the preparation time (a card pickup for 18:30 placed at 11:42 is kept
 * until 17:45), and an order that came in while the restaurant was closed counts from the next opening,
 * for the cancellation and for the escalation's steps alike. The sweep runs with the test's clock; the
 * timeout is shortened to 5 minutes by the settings.
 */
const MINUTE = 60_000;
const { ctx, admin, diner } = await setupOpenRestaurant({ unseenSweepSeconds: 0 });
const curryId = await seededMenuItemId(ctx.app);
const FIVE_MINUTES = { ...DEFAULT_UNSEEN_SETTINGS, autoCancelAfterMinutes: 5 };

const orderRow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
const stepsOf = async (id: string) =>
  (await ctx.db.select().from(escalations).where(eq(escalations.subjectId, id))).map((e) => e.step);
const track = async (id: string, email: string) =>
  (await ctx.app.inject({ url: `/api/orders/track?orderId=${id}&email=${email}` })).json();

async function placeScheduled(email: string, at: Date, orderType: 'TAKEAWAY' | 'DELIVERY' = 'TAKEAWAY') {
  const res = await diner.post('/api/orders', {
    customerInfo: { ...DINER, email },
    orderType,
    items: [{ menuItemId: curryId, quantity: orderType === 'DELIVERY' ? 3 : 1 }],
    paymentMethod: 'CASH',
    asap: false,
    scheduledAt: instantToZonedLocal(at).slice(0, 16),
  });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  return res.json().id as string;
}

/** The ASAP minutes of the restaurant's order settings (data, not the spec's 45). */
async function asapMinutes(orderType: 'TAKEAWAY' | 'DELIVERY'): Promise<number> {
  const settings = (await diner.get('/api/order-settings')).json() as {
    asapMinutes: Record<string, number>;
  };
  return settings.asapMinutes[orderType] as number;
}

describe('a scheduled order and a 5-minute timeout', () => {
  it('keeps a scheduled order past the timeout, and cancels an ASAP order placed with it', async () => {
    await ctx.db.update(restaurantInfo).set({ unseen: FIVE_MINUTES, openingHours: ALWAYS_OPEN });
    // Whole minutes: the slot the order is kept for is on the minute.
    const wanted = new Date(Math.ceil((Date.now() + 4 * 60 * MINUTE) / MINUTE) * MINUTE);
    const scheduled = await placeScheduled('evening@example.ch', wanted);
    const asap = await placeTakeaway(diner, curryId, { customer: { email: 'noon@example.ch' } });
    const placed = (await orderRow(scheduled))?.createdAt as Date;

    const prep = await asapMinutes('TAKEAWAY');
    const confirmBy = new Date(wanted.getTime() - prep * MINUTE);
    expect(await track(scheduled, 'evening@example.ch')).toMatchObject({
      status: 'NEW',
      confirmBy: confirmBy.toISOString(),
    });
    // The incoming screen says the same.
    const cards = (await admin.get('/api/admin/orders/new')).json() as { id: string; autoCancelAt: string }[];
    expect(cards.find((c) => c.id === scheduled)?.autoCancelAt).toBe(confirmBy.toISOString());

    await ctx.app.unseen.sweepUnseen(new Date(placed.getTime() + 5 * MINUTE + 1_000));
    expect((await orderRow(asap))?.status).toBe('CANCELLED');
    expect((await orderRow(scheduled))?.status).toBe('NEW');
    // Escalation runs as before for the kitchen that has not seen it (no SMS configured here).
    expect(await stepsOf(scheduled)).toContain('PUSH');

    await ctx.app.unseen.sweepUnseen(new Date(confirmBy.getTime() - 1_000));
    expect((await orderRow(scheduled))?.status).toBe('NEW');
    await ctx.app.unseen.sweepUnseen(new Date(confirmBy.getTime() + 1_000));
    expect(await orderRow(scheduled)).toMatchObject({ status: 'CANCELLED', autoCancelled: true });
    expect((await track(scheduled, 'evening@example.ch')).confirmBy).toBeUndefined();
  });

  it('says no confirmBy once the order is confirmed', async () => {
    await ctx.db.update(restaurantInfo).set({ unseen: FIVE_MINUTES, openingHours: ALWAYS_OPEN });
    const id = await placeTakeaway(diner, curryId, { customer: { email: 'quick@example.ch' } });
    const placed = (await orderRow(id))?.createdAt as Date;
    expect((await track(id, 'quick@example.ch')).confirmBy).toBe(
      new Date(placed.getTime() + 5 * MINUTE).toISOString(),
    );
    expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
    expect((await track(id, 'quick@example.ch')).confirmBy).toBeUndefined();
  });

  it('counts an order that came in while closed from the next opening, escalation included', async () => {
    await ctx.db.update(restaurantInfo).set({ unseen: FIVE_MINUTES, openingHours: ALWAYS_OPEN });
    // For 11:30 on the day after tomorrow, the day the restaurant turns out to open next (at 11:00).
    const later = new Date(Date.now() + 2 * 86_400_000);
    const day = instantToZonedLocal(later).slice(0, 10);
    const opens = zonedLocalToInstant(`${day}T11:00:00`);
    const id = await placeScheduled('night@example.ch', zonedLocalToInstant(`${day}T11:30:00`));
    const placed = (await orderRow(id))?.createdAt as Date;
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', weekday: 'short' }).format(
      later,
    );
    await ctx.db.update(restaurantInfo).set({ openingHours: `${weekday}: 11:00-22:00` });

    // Nobody is woken at night: no push, email or SMS before the opening.
    await ctx.app.unseen.sweepUnseen(new Date(placed.getTime() + 60 * MINUTE));
    expect((await orderRow(id))?.status).toBe('NEW');
    expect(await stepsOf(id)).toEqual([]);
    // 11:30 minus the preparation time is before 11:05: the five minutes from the opening count.
    expect((await track(id, 'night@example.ch')).confirmBy).toBe(
      new Date(opens.getTime() + 5 * MINUTE).toISOString(),
    );

    await ctx.app.unseen.sweepUnseen(new Date(opens.getTime() + 2 * MINUTE + 1_000));
    expect(await stepsOf(id)).toEqual(['PUSH']);
    await ctx.app.unseen.sweepUnseen(new Date(opens.getTime() + 5 * MINUTE + 1_000));
    expect(await orderRow(id)).toMatchObject({ status: 'CANCELLED', autoCancelled: true });
    const timeout = await ctx.db
      .select()
      .from(escalations)
      .where(and(eq(escalations.subjectId, id), eq(escalations.step, 'TIMEOUT')));
    expect(timeout).toHaveLength(1);
    await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
  });
});
