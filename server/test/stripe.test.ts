import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, paymentIntents, statusHistory } from '../src/db/schema';
import { startFakeStripe } from './fake-stripe';
import { placeTakeaway, seededMenuItemId, setupOpenRestaurant } from './helpers';

const fake = await startFakeStripe();
afterAll(() => fake.close());
const stripe = {
  secretKey: 'sk_test_restaurant',
  publishableKey: 'pk_test_restaurant',
  webhookSecret: 'whsec_test_restaurant',
  apiUrl: fake.url,
};
const { ctx, admin, diner } = await setupOpenRestaurant({ paymentProvider: 'stripe', stripe });

const curryId = await seededMenuItemId(ctx.app);

const customer = {
  firstName: 'Mia',
  lastName: 'Keller',
  email: 'mia@example.ch',
  phone: '+41 78 111 22 33',
  address: { street: 'Ringstrasse', streetNo: '3', plz: '4600', city: 'Olten' },
};

function placeOrder(paymentMethod = 'CARD') {
  return placeTakeaway(diner, curryId, { paymentMethod, customer });
}

/** A CARD order with its Stripe intent; returns both ids. */
async function orderWithIntent() {
  const id = await placeOrder();
  const res = await diner.post(`/api/payments/customer-orders/${id}/intent`);
  expect(res.statusCode).toBe(200);
  const row = await order(id);
  if (!row?.paymentReference) throw new Error('no intent recorded');
  return { id, intentId: row.paymentReference };
}

const order = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];

/** Posts a webhook as Stripe does: raw JSON, Stripe-Signature, no cookie and no anti-forgery token. */
function webhook(payload: string, signature: string | undefined) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
}

function signed(event: object, secret = stripe.webhookSecret, timestamp?: number) {
  const payload = JSON.stringify(event);
  return webhook(payload, fake.sign(payload, secret, timestamp));
}

const incomingIds = async () =>
  ((await admin.get('/api/admin/orders/new')).json() as { id: string }[]).map((c) => c.id);

describe('Stripe payment intents', () => {
  it('asks Stripe for the server total in CHF with card and TWINT, the order in the metadata', async () => {
    const id = await placeOrder();
    const res = await diner.post(`/api/payments/customer-orders/${id}/intent`);
    expect(res.statusCode).toBe(200);
    // 24.50 + 2.6 % card fee = 25.14
    expect(res.json()).toMatchObject({
      amount: 25.14,
      currency: 'CHF',
      provider: 'stripe',
      publishableKey: 'pk_test_restaurant',
    });
    const sent = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST').at(-1);
    expect(sent?.params).toMatchObject({
      amount: '2514',
      currency: 'chf',
      allowed_payment_method_types: ['card', 'twint'],
      metadata: { orderId: id, orderKind: 'MENU' },
    });
    expect(sent?.idempotencyKey).toBe(`order-${id}-2514`);
    expect(sent?.authorization).toBe('Bearer sk_test_restaurant');
    expect(res.json().clientSecret).toBe(
      fake.intents.get((await order(id))?.paymentReference ?? '')?.client_secret,
    );
  });

  it('a retried request returns the same intent (Stripe replays the idempotent request)', async () => {
    const id = await placeOrder();
    const first = (await diner.post(`/api/payments/customer-orders/${id}/intent`)).json();
    const again = (await diner.post(`/api/payments/customer-orders/${id}/intent`)).json();
    expect(again.clientSecret).toBe(first.clientSecret);
    const created = fake.requests.filter((r) => r.idempotencyKey === `order-${id}-2514`);
    expect(created).toHaveLength(2);
    expect([...fake.intents.values()].filter((i) => i.metadata.orderId === id)).toHaveLength(1);
  });

  it('refuses orders that are paid, cancelled or not paid by card online, with 409', async () => {
    const cash = await placeOrder('CASH');
    const notCard = await diner.post(`/api/payments/customer-orders/${cash}/intent`);
    expect(notCard.statusCode).toBe(409);
    expect(notCard.json().message).toBe('This order is not paid by card online.');

    const { id, intentId } = await orderWithIntent();
    fake.succeed(intentId);
    await signed(fake.event('payment_intent.succeeded', intentId));
    const paid = await diner.post(`/api/payments/customer-orders/${id}/intent`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This order has already been paid.');
  });
});

describe('Stripe webhook', () => {
  it('a verified payment_intent.succeeded pays the order, which then reaches the kitchen', async () => {
    const { id, intentId } = await orderWithIntent();
    expect(await incomingIds()).not.toContain(id);
    fake.succeed(intentId);
    const event = fake.event('payment_intent.succeeded', intentId);
    const res = await signed(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await order(id))?.paymentStatus).toBe('SUCCEEDED');
    expect(await incomingIds()).toContain(id);
    const [recorded] = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded).toMatchObject({ provider: 'stripe', orderId: id, outcome: 'applied' });
  });

  it('payment_intent.payment_failed records FAILED; the order stays out of the kitchen', async () => {
    const { id, intentId } = await orderWithIntent();
    fake.decline(intentId);
    expect((await signed(fake.event('payment_intent.payment_failed', intentId))).statusCode).toBe(200);
    expect((await order(id))?.paymentStatus).toBe('FAILED');
    expect(await incomingIds()).not.toContain(id);
  });

  it.each([
    [
      'a tampered body',
      (payload: string) =>
        webhook(payload.replace('"amount":2514', '"amount":1'), fake.sign(payload, stripe.webhookSecret)),
    ],
    ['a wrong secret', (payload: string) => webhook(payload, fake.sign(payload, 'whsec_someone_else'))],
    ['no signature', (payload: string) => webhook(payload, undefined)],
    [
      'a stale timestamp (a replay)',
      (payload: string) =>
        webhook(payload, fake.sign(payload, stripe.webhookSecret, Math.floor(Date.now() / 1000) - 600)),
    ],
    ['a garbled header', (payload: string) => webhook(payload, 't=abc,v1=nothex')],
  ])('refuses %s with 400 and changes nothing', async (_case, send) => {
    const { id, intentId } = await orderWithIntent();
    fake.succeed(intentId);
    const res = await send(JSON.stringify(fake.event('payment_intent.succeeded', intentId)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'The webhook signature could not be verified.',
    });
    expect((await order(id))?.paymentStatus).toBe('PENDING');
  });

  it('the same event twice changes the order once', async () => {
    const { id, intentId } = await orderWithIntent();
    fake.succeed(intentId);
    const event = fake.event('payment_intent.succeeded', intentId);
    expect((await signed(event)).statusCode).toBe(200);
    expect((await signed(event)).statusCode).toBe(200);
    const changes = await ctx.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.subjectId, id), eq(statusHistory.field, 'paymentStatus')));
    expect(changes).toHaveLength(1);
  });

  it('events out of order: a late failure never undoes a payment', async () => {
    const { id, intentId } = await orderWithIntent();
    fake.decline(intentId);
    const failed = fake.event('payment_intent.payment_failed', intentId);
    fake.succeed(intentId);
    const succeeded = fake.event('payment_intent.succeeded', intentId);
    await signed(succeeded);
    await signed(failed);
    expect((await order(id))?.paymentStatus).toBe('SUCCEEDED');
  });

  it('refuses to mark an order paid for another amount or currency, and records why', async () => {
    const { id, intentId } = await orderWithIntent();
    fake.succeed(intentId);
    const short = fake.event('payment_intent.succeeded', intentId);
    short.data.object.amount = 100;
    short.data.object.amount_received = 100;
    await signed(short);
    const euro = fake.event('payment_intent.succeeded', intentId);
    euro.data.object.currency = 'eur';
    await signed(euro);
    expect((await order(id))?.paymentStatus).toBe('PENDING');
    const outcomes = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id));
    expect(outcomes.map((o) => o.outcome)).toEqual(['amount_mismatch', 'amount_mismatch']);
  });

  it('acknowledges event types the restaurant ignores', async () => {
    const { intentId } = await orderWithIntent();
    const other = { ...fake.event('payment_intent.succeeded', intentId), type: 'charge.updated' };
    expect((await signed(other)).statusCode).toBe(200);
  });
});

describe('reconciliation (the periodic job)', () => {
  /** The app's own reconciliation job, run at `now`. */
  const reconcile = (now: Date) => ctx.app.scheduler.run('payment-reconciliation', now);
  const later = () => new Date(Date.now() + 4 * 60_000);

  it('recovers an order whose webhook never came, once', async () => {
    const { id, intentId } = await orderWithIntent();
    fake.succeed(intentId);
    // Too early: a webhook may still come.
    await reconcile(new Date());
    expect((await order(id))?.paymentStatus).toBe('PENDING');

    expect(await reconcile(later())).toBe(true);
    expect((await order(id))?.paymentStatus).toBe('SUCCEEDED');
    expect(await incomingIds()).toContain(id);
    // The late webhook then changes nothing.
    await signed(fake.event('payment_intent.succeeded', intentId));
    const changes = await ctx.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.subjectId, id), eq(statusHistory.field, 'paymentStatus')));
    expect(changes).toHaveLength(1);
  });

  it('recovers a payment made after a declined first try', async () => {
    const { id, intentId } = await orderWithIntent();
    fake.decline(intentId);
    await signed(fake.event('payment_intent.payment_failed', intentId));
    fake.succeed(intentId);
    await reconcile(later());
    expect((await order(id))?.paymentStatus).toBe('SUCCEEDED');
  });

  it('leaves unpaid intents alone', async () => {
    const { id } = await orderWithIntent();
    await reconcile(later());
    expect((await order(id))?.paymentStatus).toBe('PENDING');
  });
});

describe('refunds', () => {
  async function paidOrder() {
    const { id, intentId } = await orderWithIntent();
    fake.succeed(intentId);
    await signed(fake.event('payment_intent.succeeded', intentId));
    return { id, intentId };
  }

  it('cancelling a paid card order with refundIfPaid refunds it in full, once, and records it', async () => {
    const { id, intentId } = await paidOrder();
    const res = await admin.post(`/api/admin/menu-orders/${id}/cancel`, {
      reason: 'Out of rice',
      refundIfPaid: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED' });
    const sent = fake.requests.filter(
      (r) => r.path === '/v1/refunds' && r.params.payment_intent === intentId,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ idempotencyKey: `refund-${id}`, params: { amount: '2514' } });
    expect((await order(id))?.paymentStatus).toBe('REFUNDED');
    const [refund] = await ctx.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, id), eq(paymentEvents.type, 'refund')));
    expect(refund?.outcome).toBe('refunded');
    expect(refund?.id).toMatch(/^re_/);
  });

  it('cancelling without refundIfPaid (the incoming screen) never refunds', async () => {
    const { id, intentId } = await paidOrder();
    const res = await admin.post(`/api/admin/menu-orders/${id}/cancel`, { reason: '', refundIfPaid: false });
    expect(res.statusCode).toBe(200);
    expect(fake.requests.some((r) => r.path === '/v1/refunds' && r.params.payment_intent === intentId)).toBe(
      false,
    );
    expect((await order(id))?.paymentStatus).toBe('SUCCEEDED');
  });

  it('an order not paid online is cancelled without asking Stripe', async () => {
    const id = await placeOrder('CASH');
    const before = fake.requests.length;
    const res = await admin.post(`/api/admin/menu-orders/${id}/cancel`, { refundIfPaid: true });
    expect(res.statusCode).toBe(200);
    expect(fake.requests.length).toBe(before);
  });
});

describe('the intents of an order', () => {
  const recorded = (orderId: string) =>
    ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.orderId, orderId))
      .orderBy(paymentIntents.createdAt);
  const cancelsSent = (intentId: string) =>
    fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${intentId}/cancel`);

  /** An intent made at Stripe outside the app (another system on the account), naming the order. */
  async function foreignIntent(orderId: string, amount: number) {
    const res = await fetch(`${fake.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        amount: String(amount),
        currency: 'chf',
        'metadata[orderId]': orderId,
        'metadata[orderKind]': 'MENU',
      }),
    });
    return ((await res.json()) as { id: string }).id;
  }

  it('each intent created for an order is recorded with its amount, and follows its payment', async () => {
    const { id, intentId } = await orderWithIntent();
    expect(await recorded(id)).toEqual([
      expect.objectContaining({
        id: intentId,
        orderKind: 'MENU',
        provider: 'stripe',
        amountRappen: 2514,
        currency: 'CHF',
        status: 'PENDING',
      }),
    ]);
    fake.succeed(intentId);
    await signed(fake.event('payment_intent.succeeded', intentId));
    expect((await recorded(id)).map((i) => i.status)).toEqual(['SUCCEEDED']);
  });

  it('a webhook for an intent not recorded for the order changes nothing, whatever its metadata says', async () => {
    const { id } = await orderWithIntent();
    const stranger = await foreignIntent(id, 2514);
    fake.succeed(stranger);
    const event = fake.event('payment_intent.succeeded', stranger);
    expect((await signed(event)).statusCode).toBe(200);
    expect((await order(id))?.paymentStatus).toBe('PENDING');
    expect(await incomingIds()).not.toContain(id);
    const [outcome] = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(outcome?.outcome).toBe('unknown_intent');

    // Nor does another order's intent with this order's id put in its metadata.
    const other = await orderWithIntent();
    fake.succeed(other.intentId);
    const borrowed = fake.event('payment_intent.succeeded', other.intentId);
    borrowed.data.object.metadata = { ...borrowed.data.object.metadata, orderId: id };
    await signed(borrowed);
    expect((await order(id))?.paymentStatus).toBe('PENDING');
    expect((await order(other.id))?.paymentStatus).toBe('PENDING');
  });

  it('a new intent (Stripe forgot the idempotency key after 24 h) cancels the unpaid one before it', async () => {
    const { id, intentId: first } = await orderWithIntent();
    fake.expireIdempotencyKeys();
    const again = await diner.post(`/api/payments/customer-orders/${id}/intent`);
    expect(again.statusCode).toBe(200);
    const second = (await order(id))?.paymentReference ?? '';
    expect(second).not.toBe(first);
    expect(again.json().clientSecret).toBe(fake.intents.get(second)?.client_secret);

    expect(cancelsSent(first)).toHaveLength(1);
    expect(fake.intents.get(first)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect((await recorded(id)).map((i) => [i.id, i.status])).toEqual([
      [first, 'CANCELLED'],
      [second, 'PENDING'],
    ]);
    // The newest is the one to pay.
    fake.succeed(second);
    await signed(fake.event('payment_intent.succeeded', second));
    expect((await order(id))?.paymentStatus).toBe('SUCCEEDED');
  });

  it('an intent for a changed amount cancels the one for the old amount', async () => {
    const { id, intentId: first } = await orderWithIntent();
    await ctx.db.update(orders).set({ totalRappen: 3000 }).where(eq(orders.id, id));
    const again = await diner.post(`/api/payments/customer-orders/${id}/intent`);
    expect(again.json()).toMatchObject({ amount: 30 });
    expect(fake.intents.get(first)?.status).toBe('canceled');
    expect((await recorded(id)).map((i) => [i.amountRappen, i.status])).toEqual([
      [2514, 'CANCELLED'],
      [3000, 'PENDING'],
    ]);
  });

  it('a refund goes to the intent that was paid, not to the latest one', async () => {
    // Paid in one tab while the webhook is on its way; another tab asks for an intent a day later.
    const { id, intentId: paid } = await orderWithIntent();
    fake.succeed(paid);
    fake.expireIdempotencyKeys();
    expect((await diner.post(`/api/payments/customer-orders/${id}/intent`)).statusCode).toBe(200);
    const latest = (await order(id))?.paymentReference ?? '';
    expect(latest).not.toBe(paid);
    // Stripe refused to cancel the paid one; it stays, and its webhook pays the order.
    expect(fake.intents.get(paid)?.status).toBe('succeeded');
    await signed(fake.event('payment_intent.succeeded', paid));
    expect((await order(id))?.paymentStatus).toBe('SUCCEEDED');
    // Paid: the newer intent can no longer take the diner's money a second time.
    expect(fake.intents.get(latest)?.status).toBe('canceled');

    const res = await admin.post(`/api/admin/menu-orders/${id}/cancel`, {
      reason: 'Closed',
      refundIfPaid: true,
    });
    expect(res.statusCode).toBe(200);
    const refunds = fake.requests.filter(
      (r) => r.path === '/v1/refunds' && r.params.payment_intent !== undefined,
    );
    expect(refunds.filter((r) => r.params.payment_intent === latest)).toEqual([]);
    expect(refunds.filter((r) => r.params.payment_intent === paid)).toHaveLength(1);
    expect((await order(id))?.paymentStatus).toBe('REFUNDED');
    expect((await recorded(id)).find((i) => i.id === paid)?.status).toBe('REFUNDED');
  });
});

describe('security headers with Stripe', () => {
  it("allow Stripe's script, frames and API, and nothing else from outside", async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
