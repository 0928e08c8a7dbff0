import { API } from '@app/shared/api-paths';
import type { TCloseOut } from '@app/shared/reports';
import { addDays } from '@app/shared/special-days';
import { describe, expect, it } from 'vitest';
import { businessDateOf } from '../src/modules/reports/business-day';
import { placeTakeaway, seededMenuItemId, setupOpenRestaurant } from './helpers';

/**
 * The close-out and the orders still waiting for their confirmation: listed apart, never revenue until
 * the kitchen confirmed them; a cancelled one never counts; one confirmed after the day was closed counts
 * on the day it was confirmed, as a late order does.
 */
const { ctx, admin, diner } = await setupOpenRestaurant();
const curry = await seededMenuItemId(ctx.app);
// The business day now (it starts at 05:00 local): whatever the hour the test runs at.
const today = businessDateOf(new Date(), 'Europe/Zurich');
const closeOut = (date: string) => `${API.adminCloseOut}?date=${date}`;
const confirm = async (id: string) =>
  expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
const totalOf = async (id: string) =>
  ((await admin.get(`/api/orders/${id}`)).json() as { totalPrice: number }).totalPrice;
const numberOf = async (id: string) =>
  ((await admin.get(`/api/orders/${id}`)).json() as { orderNumber: number }).orderNumber;

describe('orders waiting for their confirmation at the close-out', () => {
  it('are listed apart and not counted; a confirmed one counts, a cancelled one never', async () => {
    const confirmed = await placeTakeaway(diner, curry, { quantity: 1 });
    const waiting = await placeTakeaway(diner, curry, { quantity: 2 });
    const cancelled = await placeTakeaway(diner, curry, { quantity: 3 });
    await confirm(confirmed);
    const cancel = await admin.post(`/api/admin/menu-orders/${cancelled}/cancel`, {
      reason: 'Kitchen closed',
    });
    expect(cancel.statusCode).toBe(200);

    const c = (await admin.get(closeOut(today))).json() as TCloseOut;
    expect(c.revenue).toEqual({ count: 1, gross: await totalOf(confirmed) });
    expect(c.net).toBe(await totalOf(confirmed));
    expect(c.awaitingConfirmation).toEqual({ count: 1, gross: await totalOf(waiting) });
    expect(c.awaitingOrders).toEqual([
      expect.objectContaining({
        orderId: waiting,
        kind: 'MENU',
        orderNumber: await numberOf(waiting),
        orderType: 'TAKEAWAY',
        paymentMethod: 'CASH',
        gross: await totalOf(waiting),
      }),
    ]);
    expect(c.awaitingOrders?.[0]?.customerName).toMatch(/\S/);
    expect(c.cancellations).toEqual({ count: 1, gross: await totalOf(cancelled) });

    // Confirmed now: it counts from now on.
    await confirm(waiting);
    const after = (await admin.get(closeOut(today))).json() as TCloseOut;
    expect(after.revenue.count).toBe(2);
    expect(after.awaitingConfirmation).toEqual({ count: 0, gross: 0 });
    expect(after.awaitingOrders).toEqual([]);
  });

  it('one confirmed after the day was closed counts on the day it was confirmed; one cancelled, nowhere', async () => {
    const late = await placeTakeaway(diner, curry, { quantity: 4 });
    const dropped = await placeTakeaway(diner, curry, { quantity: 5 });
    const closed = await admin.post(closeOut(today));
    expect(closed.statusCode).toBe(200);
    const frozen = closed.json() as TCloseOut;
    expect(frozen.awaitingOrders?.map((o) => o.orderId).sort()).toEqual([late, dropped].sort());
    expect(frozen.revenue.count).toBe(2);

    await confirm(late);
    expect(
      (await admin.post(`/api/admin/menu-orders/${dropped}/cancel`, { reason: 'No answer' })).statusCode,
    ).toBe(200);
    // The closed day keeps its figures; the confirmation is counted on the next business day.
    expect((await admin.get(closeOut(today))).json()).toEqual(frozen);
    const next = (await admin.get(closeOut(addDays(today, 1)))).json() as TCloseOut;
    expect(next.corrections).toEqual([
      expect.objectContaining({
        orderId: late,
        change: 'LATE_ORDER',
        businessDate: today,
        gross: await totalOf(late),
      }),
    ]);
    expect(next.net).toBe(await totalOf(late));
  });
});
