import { instantToZonedLocal } from '@app/shared/opening-hours';
import { DEFAULT_UNSEEN_SETTINGS } from '@app/shared/unseen';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, restaurantInfo } from '../src/db/schema';
import { ALWAYS_OPEN, DINER, placeTakeaway, seededMenuItemId, setupOpenRestaurant, until } from './helpers';

/**
 * On the real clock: the app's own sweep runs every second (UNSEEN_SWEEP_SECONDS) with
 * the time it is, and the settings shorten the confirmation timeout to 5 minutes. Two orders arrive
 * together, an ASAP pickup and a pickup for four hours from now; their arrival is moved 6 minutes into
 * the past (what waiting would do). The sweep cancels the ASAP order and keeps the scheduled one, which
 * the restaurant can still confirm until its time minus the preparation time.
 */
const { ctx, diner } = await setupOpenRestaurant({ unseenSweepSeconds: 1 });
const curryId = await seededMenuItemId(ctx.app);

const statusOf = async (id: string) =>
  (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

describe('the confirmation timeout on the real clock', () => {
  it('cancels an ASAP order after 5 minutes and keeps a scheduled one placed with it', async () => {
    await ctx.db
      .update(restaurantInfo)
      .set({ unseen: { ...DEFAULT_UNSEEN_SETTINGS, autoCancelAfterMinutes: 5 }, openingHours: ALWAYS_OPEN });
    const minute = 60_000;
    const evening = new Date(Math.ceil((Date.now() + 4 * 60 * minute) / (5 * minute)) * 5 * minute);
    const scheduledRes = await diner.post('/api/orders', {
      customerInfo: { ...DINER, email: 'evening@example.ch' },
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curryId, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: false,
      scheduledAt: instantToZonedLocal(evening).slice(0, 16),
    });
    expect(scheduledRes.statusCode, JSON.stringify(scheduledRes.json())).toBe(201);
    const scheduled = scheduledRes.json().id as string;
    const asap = await placeTakeaway(diner, curryId, { customer: { email: 'noon@example.ch' } });

    await ctx.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '6 minutes'` })
      .where(inArray(orders.id, [scheduled, asap]));

    await until(async () => ((await statusOf(asap)) === 'CANCELLED' ? true : undefined));
    // The sweep has run over both orders since: the scheduled one waits for its confirmation.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await statusOf(scheduled)).toBe('NEW');
  });
});
