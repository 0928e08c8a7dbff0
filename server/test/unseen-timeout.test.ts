import { AUTO_CANCEL_REASON, DEFAULT_UNSEEN_SETTINGS } from '@app/shared/unseen';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emails, escalations, orders, restaurantInfo, statusHistory } from '../src/db/schema';
import { startFakeStripe } from './fake-stripe';
import { placeTakeaway, seededMenuItemId, setupOpenRestaurant } from './helpers';

/**
 * Unseen orders, the timeout: an order nobody confirmed in time is cancelled for the diner with the reason,
 * the cancel email in the diner's language, a full refund of a paid card order (the simulated provider and a
 * local fake of Stripe), and the tracking page says so. Reservations are never cancelled (see
 * unseen-escalation.test.ts). The sweep runs with the test's clock.
 */
const MINUTE = 60_000;
const after = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE + 1_000);
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

const simulated = await setupOpenRestaurant({ unseenSweepSeconds: 0 });
const curryId = await seededMenuItemId(simulated.ctx.app);

type TCtx = typeof simulated.ctx;
const orderRow = async (ctx: TCtx, id: string) =>
  (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
/** When the order became visible on the incoming screen: its payment's success, as recorded. */
async function paidAt(ctx: TCtx, id: string): Promise<Date> {
  const rows = await ctx.db
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.subjectId, id), eq(statusHistory.toStatus, 'SUCCEEDED')));
  const at = rows[0]?.createdAt;
  if (!at) throw new Error('not paid');
  return at;
}
const timeoutStep = async (ctx: TCtx, id: string) =>
  (
    await ctx.db
      .select()
      .from(escalations)
      .where(and(eq(escalations.subjectId, id), eq(escalations.step, 'TIMEOUT')))
  )[0];

describe('the timeout, with the simulated provider', () => {
  const { ctx, admin, diner } = simulated;

  it('leaves an order alone until its minutes are up, then cancels it like staff would, by system', async () => {
    const id = await placeTakeaway(diner, curryId, {
      customer: { email: 'ada@example.ch' },
    });
    const placed = (await orderRow(ctx, id))?.createdAt as Date;
    await ctx.app.unseen.sweepUnseen(after(placed, 14));
    expect((await orderRow(ctx, id))?.status).toBe('NEW');

    await ctx.app.unseen.sweepUnseen(after(placed, 15));
    await ctx.app.unseen.sweepUnseen(after(placed, 16));
    const row = await orderRow(ctx, id);
    expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: AUTO_CANCEL_REASON, autoCancelled: true });
    const history = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, id));
    expect(history.filter((h) => h.toStatus === 'CANCELLED')).toEqual([
      expect.objectContaining({ changedBy: 'system', fromStatus: 'NEW', note: AUTO_CANCEL_REASON }),
    ]);
    const mails = await ctx.db
      .select()
      .from(emails)
      .where(and(eq(emails.orderId, id), eq(emails.kind, 'ORDER_CANCELLED')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(`Reason: ${AUTO_CANCEL_REASON}`);
    expect(mails[0]?.textBody).not.toContain('refunded');

    const tracked = await ctx.app.inject({ url: `/api/orders/track?orderId=${id}&email=ada@example.ch` });
    expect(tracked.json()).toMatchObject({ status: 'CANCELLED', autoCancelled: true });
    expect((await admin.get(`/api/orders/${id}`)).json()).toMatchObject({ autoCancelled: true });
    expect(await timeoutStep(ctx, id)).toMatchObject({ ok: true });
  });

  it('refunds a paid card order in full, and tells the diner so in their language', async () => {
    const id = await placeTakeaway(diner, curryId, {
      paymentMethod: 'CARD',
      customer: { email: 'beat@example.ch' },
    });
    await ctx.db.update(orders).set({ language: 'de' }).where(eq(orders.id, id));
    const { clientSecret } = (await diner.post(`/api/payments/customer-orders/${id}/intent`)).json();
    expect((await diner.post('/api/payments/simulated/confirm', { ...card, clientSecret })).statusCode).toBe(
      200,
    );
    const visible = await paidAt(ctx, id);
    // The card shows when the timeout would cancel it: 15 minutes after it was paid.
    const cards = (await admin.get('/api/admin/orders/new')).json() as { id: string; autoCancelAt: string }[];
    expect(cards.find((c) => c.id === id)?.autoCancelAt).toBe(
      new Date(visible.getTime() + 15 * MINUTE).toISOString(),
    );

    await ctx.app.unseen.sweepUnseen(after(visible, 15));
    expect(await orderRow(ctx, id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      autoCancelled: true,
    });
    const [mail] = await ctx.db
      .select()
      .from(emails)
      .where(and(eq(emails.orderId, id), eq(emails.kind, 'ORDER_CANCELLED')));
    expect(mail?.textBody).toContain(
      'Grund: Das Restaurant konnte Ihre Bestellung nicht rechtzeitig bestätigen',
    );
    expect(mail?.textBody).toContain('vollständig zurückerstattet');
    const tracked = await ctx.app.inject({ url: `/api/orders/track?orderId=${id}&email=beat@example.ch` });
    expect(tracked.json()).toMatchObject({ autoCancelled: true, paymentStatus: 'REFUNDED' });
  });

  it('does nothing to an order confirmed in time', async () => {
    const id = await placeTakeaway(diner, curryId, { customer: { email: 'cleo@example.ch' } });
    expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
    const placed = (await orderRow(ctx, id))?.createdAt as Date;
    await ctx.app.unseen.sweepUnseen(after(placed, 60));
    expect(await orderRow(ctx, id)).toMatchObject({ status: 'CONFIRMED', autoCancelled: false });
    expect(await ctx.db.select().from(escalations).where(eq(escalations.subjectId, id))).toEqual([]);
  });

  it('takes the order type’s own minutes, and none when the timeout is off', async () => {
    await ctx.db.update(restaurantInfo).set({
      unseen: { ...DEFAULT_UNSEEN_SETTINGS, autoCancelByOrderType: { TAKEAWAY: 30 } },
    });
    const id = await placeTakeaway(diner, curryId, { customer: { email: 'dora@example.ch' } });
    const placed = (await orderRow(ctx, id))?.createdAt as Date;
    await ctx.app.unseen.sweepUnseen(after(placed, 20));
    expect((await orderRow(ctx, id))?.status).toBe('NEW');
    await ctx.db.update(restaurantInfo).set({
      unseen: { ...DEFAULT_UNSEEN_SETTINGS, autoCancelAfterMinutes: null },
    });
    await ctx.app.unseen.sweepUnseen(after(placed, 200));
    expect((await orderRow(ctx, id))?.status).toBe('NEW');
    await ctx.db.update(restaurantInfo).set({
      unseen: { ...DEFAULT_UNSEEN_SETTINGS, autoCancelByOrderType: { TAKEAWAY: 30 } },
    });
    await ctx.app.unseen.sweepUnseen(after(placed, 30));
    expect((await orderRow(ctx, id))?.autoCancelled).toBe(true);
  });

  it('leaves yesterday’s forgotten orders to staff (the sweep looks back one day)', async () => {
    await ctx.db.update(restaurantInfo).set({ unseen: DEFAULT_UNSEEN_SETTINGS });
    const id = await placeTakeaway(diner, curryId, { customer: { email: 'emil@example.ch' } });
    const placed = (await orderRow(ctx, id))?.createdAt as Date;
    await ctx.app.unseen.sweepUnseen(after(placed, 25 * 60));
    expect((await orderRow(ctx, id))?.status).toBe('NEW');
  });
});

describe('the timeout, with Stripe', async () => {
  const fake = await startFakeStripe();
  afterAll(() => fake.close());
  const stripe = {
    secretKey: 'sk_test_restaurant',
    publishableKey: 'pk_test_restaurant',
    webhookSecret: 'whsec_test_restaurant',
    apiUrl: fake.url,
  };
  const { ctx, admin, diner } = await setupOpenRestaurant({
    paymentProvider: 'stripe',
    stripe,
    unseenSweepSeconds: 0,
  });
  const stripeCurry = await seededMenuItemId(ctx.app);

  async function paidOrder(email: string) {
    const id = await placeTakeaway(diner, stripeCurry, { paymentMethod: 'CARD', customer: { email } });
    expect((await diner.post(`/api/payments/customer-orders/${id}/intent`)).statusCode).toBe(200);
    const intentId = (await orderRow(ctx, id))?.paymentReference as string;
    fake.succeed(intentId);
    const payload = JSON.stringify(fake.event('payment_intent.succeeded', intentId));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': fake.sign(payload, stripe.webhookSecret),
      },
    });
    expect(res.statusCode).toBe(200);
    return { id, intentId, visible: await paidAt(ctx, id) };
  }

  it('refunds the paid amount at Stripe, once', async () => {
    const { id, intentId, visible } = await paidOrder('fritz@example.ch');
    await Promise.all([
      ctx.app.unseen.sweepUnseen(after(visible, 15)),
      ctx.app.unseen.sweepUnseen(after(visible, 15)),
    ]);
    const refunds = fake.requests.filter(
      (r) => r.path === '/v1/refunds' && r.params.payment_intent === intentId,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ idempotencyKey: `refund-${id}`, params: { amount: '2514' } });
    expect(await orderRow(ctx, id)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
  });

  it('keeps the cancellation when the refund fails, and records it for staff', async () => {
    const { id, intentId, visible } = await paidOrder('gret@example.ch');
    // Stripe no longer sees the charge: the refund is refused.
    fake.decline(intentId);
    await ctx.app.unseen.sweepUnseen(after(visible, 15));
    expect(await orderRow(ctx, id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'SUCCEEDED',
      autoCancelled: true,
    });
    expect(await timeoutStep(ctx, id)).toMatchObject({ ok: false, detail: 'REFUND_FAILED' });
    // The orders list tells staff, to refund it by hand; a refunded order says nothing of the kind.
    const list = (await admin.get('/api/admin/orders')).json() as {
      items: { id: string; autoRefundFailed?: boolean }[];
    };
    expect(list.items.find((o) => o.id === id)).toMatchObject({ autoRefundFailed: true });
    expect(list.items.filter((o) => o.autoRefundFailed).map((o) => o.id)).toEqual([id]);
  });
});
