import { DEFAULT_RESERVATION_SETTINGS } from '@app/shared/reservation-settings';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { reservationGuarantees, reservations } from '../src/db/schema';
import { FAKE_CARDS, startFakeStripe } from './fake-stripe';
import { setupOpenRestaurant, until } from './helpers';
import { dayAhead } from './reservation-fixtures';

/**
 * The card guarantee of large parties with Stripe (docs/decisions/028), against the local fake speaking
 * Stripe's protocol: a Customer and a SetupIntent (usage off_session) per booking, the card saved through
 * Stripe.js (the fake's `saveCard`), the signed `setup_intent.succeeded` webhook, an off-session charge with
 * the booking's idempotency key, and the card detached on a cancellation.
 */
const fake = await startFakeStripe();
afterAll(() => fake.close());
const stripe = {
  secretKey: 'sk_test_restaurant',
  publishableKey: 'pk_test_restaurant',
  webhookSecret: 'whsec_test_restaurant',
  apiUrl: fake.url,
};
const { ctx, admin, diner } = await setupOpenRestaurant({ paymentProvider: 'stripe', stripe });

expect(
  (
    await admin.put('/api/admin/reservation-settings', {
      ...DEFAULT_RESERVATION_SETTINGS,
      autoConfirm: true,
      guarantee: { fromPeople: 6, feePerPerson: 25.5 },
    })
  ).statusCode,
).toBe(200);
expect(
  (
    await admin.post('/api/admin/tables', {
      name: 'T1',
      seats: 8,
      minSeats: 1,
      joinableWith: [],
      active: true,
    })
  ).statusCode,
).toBe(201);

let bookings = 0;
async function book(people = 6) {
  bookings++;
  const res = await diner.post('/api/reservations', {
    customerInfo: {
      firstName: 'Noé',
      lastName: 'Favre',
      email: `noe${bookings}@example.ch`,
      phone: '+41 79 555 66 77',
    },
    reservationDateTime: `${dayAhead(3 + bookings)}T19:00:00`,
    numberOfPeople: people,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

function signed(event: object) {
  const payload = JSON.stringify(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': fake.sign(payload, stripe.webhookSecret),
    },
  });
}

const guaranteeOf = async (id: string) =>
  (await ctx.db.select().from(reservationGuarantees).where(eq(reservationGuarantees.reservationId, id)))[0];

async function noShow(id: string) {
  await ctx.db
    .update(reservations)
    .set({ reservationAt: new Date(Date.now() - 3 * 3_600_000) })
    .where(eq(reservations.id, id));
  expect((await admin.patch(`/api/admin/reservations/${id}/status`, { status: 'NO_SHOW' })).statusCode).toBe(
    200,
  );
}

describe('the card guarantee with Stripe', () => {
  it('opens an off-session SetupIntent for a customer; the signed webhook saves the card and confirms', async () => {
    const booked = await book();
    expect(booked.status).toBe('REQUESTED');
    expect(booked.guarantee).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_restaurant',
      feePerPerson: 25.5,
    });
    const setup = fake.setupIntents.get(booked.guarantee.setupIntentId);
    expect(setup).toMatchObject({ usage: 'off_session', metadata: { reservationId: booked.id } });
    expect(fake.customers.get(setup?.customer ?? '')).toMatchObject({
      email: 'noe1@example.ch',
      name: 'Noé Favre',
    });
    expect(booked.guarantee.clientSecret).toBe(setup?.client_secret);

    fake.saveCard(booked.guarantee.setupIntentId);
    const hook = await signed(fake.setupEvent('setup_intent.succeeded', booked.guarantee.setupIntentId));
    expect(hook.statusCode).toBe(200);
    expect(await guaranteeOf(booked.id)).toMatchObject({ status: 'SAVED', cardLabel: 'Visa •••• 4242' });
    expect((await ctx.db.select().from(reservations).where(eq(reservations.id, booked.id)))[0]?.status).toBe(
      'CONFIRMED',
    );
    // A replayed event changes nothing.
    expect(
      (await signed(fake.setupEvent('setup_intent.succeeded', booked.guarantee.setupIntentId))).statusCode,
    ).toBe(200);
  });

  it('while Stripe is down a large party is told so and nothing is stored', async () => {
    fake.setOutage(true);
    try {
      const res = await diner.post('/api/reservations', {
        customerInfo: {
          firstName: 'Noé',
          lastName: 'Favre',
          email: 'down@example.ch',
          phone: '+41 79 555 66 77',
        },
        reservationDateTime: `${dayAhead(2)}T19:00:00`,
        numberOfPeople: 6,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
      expect(res.json().message).toContain('A card cannot be given right now');
      expect(
        await ctx.db.select().from(reservations).where(eq(reservations.customerEmail, 'down@example.ch')),
      ).toHaveLength(0);
    } finally {
      fake.setOutage(false);
    }
  });

  it('an unsigned setup event is refused', async () => {
    const booked = await book();
    fake.saveCard(booked.guarantee.setupIntentId);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: JSON.stringify(fake.setupEvent('setup_intent.succeeded', booked.guarantee.setupIntentId)),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect((await guaranteeOf(booked.id))?.status).toBe('PENDING');
    // The card step's check after Stripe.js asks Stripe itself.
    const sync = await diner.post(`/api/reservations/${booked.id}/guarantee/sync`, {
      clientSecret: booked.guarantee.clientSecret,
    });
    expect(sync.json()).toEqual({ guarantee: 'SAVED', reservationStatus: 'CONFIRMED' });
  });

  it('charges the saved card off-session once, with the booking’s idempotency key', async () => {
    const booked = await book(7);
    fake.saveCard(booked.guarantee.setupIntentId);
    await signed(fake.setupEvent('setup_intent.succeeded', booked.guarantee.setupIntentId));
    await noShow(booked.id);
    const answers = await Promise.all([
      admin.post(`/api/admin/reservations/${booked.id}/guarantee/charge`),
      admin.post(`/api/admin/reservations/${booked.id}/guarantee/charge`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const charges = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      idempotencyKey: `guarantee-charge-${booked.id}`,
      params: { amount: '17850', currency: 'chf', off_session: 'true', confirm: 'true' },
    });
    expect(await guaranteeOf(booked.id)).toMatchObject({ status: 'CHARGED', chargedRappen: 17_850 });
  });

  it('a card declined off-session is FAILED with Stripe’s message', async () => {
    const booked = await book();
    fake.saveCard(booked.guarantee.setupIntentId, FAKE_CARDS.chargeDeclined);
    await signed(fake.setupEvent('setup_intent.succeeded', booked.guarantee.setupIntentId));
    await noShow(booked.id);
    const res = await admin.post(`/api/admin/reservations/${booked.id}/guarantee/charge`);
    expect(res.json()).toEqual({ status: 'FAILED', lastError: 'Your card was declined.' });
  });

  it('a cancellation detaches the saved card; an unused SetupIntent is cancelled', async () => {
    const saved = await book();
    const setup = fake.saveCard(saved.guarantee.setupIntentId);
    await signed(fake.setupEvent('setup_intent.succeeded', saved.guarantee.setupIntentId));
    await admin.patch(`/api/admin/reservations/${saved.id}/status`, { status: 'CANCELLED' });
    expect((await guaranteeOf(saved.id))?.status).toBe('RELEASED');
    await until(() =>
      fake.paymentMethods.get(setup.payment_method ?? '')?.customer === null ? true : undefined,
    );

    const unused = await book();
    await admin.patch(`/api/admin/reservations/${unused.id}/status`, { status: 'REJECTED' });
    await until(() =>
      fake.setupIntents.get(unused.guarantee.setupIntentId)?.status === 'canceled' ? true : undefined,
    );
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST')).toHaveLength(
      2,
    );
  });
});
