import { DEFAULT_RESERVATION_SETTINGS } from '@app/shared/reservation-settings';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emails,
  reservationGuarantees,
  reservations,
  reservationTables,
  restaurantInfo,
  simulatedIntents,
  simulatedSetupIntents,
} from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp, until } from './helpers';
import { dayAhead, EVENINGS } from './reservation-fixtures';

const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({ openingHours: EVENINGS });
await createAdmin(ctx.db);
const diner = new TestClient(ctx.app);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const DECLINED_AT_SETUP = { ...VISA, cardNumber: '4000 0000 0000 0002' };
const DECLINED_ON_CHARGE = { ...VISA, cardNumber: '4000 0000 0000 0341' };

const settings = (changes: Partial<typeof DEFAULT_RESERVATION_SETTINGS> = {}) =>
  admin.put('/api/admin/reservation-settings', {
    ...DEFAULT_RESERVATION_SETTINGS,
    autoConfirm: true,
    guarantee: { fromPeople: 8, feePerPerson: 30 },
    ...changes,
  });

let bookings = 0;
/** A booking of `people` on a new day (so tables never clash between tests), by a new guest. */
async function book(people: number, email?: string) {
  bookings++;
  const res = await diner.post('/api/reservations', {
    customerInfo: {
      firstName: 'Lea',
      lastName: 'Meier',
      // A guest of their own (no-shows count by email), unless the test names one.
      email: email ?? `lea${bookings}@example.ch`,
      phone: '+41 79 123 45 67',
    },
    reservationDateTime: `${dayAhead(3 + bookings)}T19:00:00`,
    numberOfPeople: people,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const guaranteeOf = async (id: string) =>
  (await ctx.db.select().from(reservationGuarantees).where(eq(reservationGuarantees.reservationId, id)))[0];
const bookingOf = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0];
const emailsOf = (id: string, kind: (typeof emails.$inferSelect)['kind']) =>
  ctx.db
    .select()
    .from(emails)
    .where(and(eq(emails.reservationId, id), eq(emails.kind, kind)));

const saveCard = (clientSecret: string, card = VISA) =>
  diner.post('/api/payments/simulated/setup-confirm', { clientSecret, ...card });

/** A booking of 8 whose card is saved (confirmed at once: a table is free). */
async function guaranteed(card = VISA, email?: string) {
  const booked = await book(8, email);
  const saved = await saveCard(booked.guarantee.clientSecret, card);
  expect(saved.statusCode).toBe(200);
  return booked.id as string;
}

/** The party did not come: the booking's time is past and staff mark it NO_SHOW. */
async function noShow(id: string) {
  await ctx.db
    .update(reservations)
    .set({ reservationAt: new Date(Date.now() - 3 * 3_600_000) })
    .where(eq(reservations.id, id));
  const res = await admin.patch(`/api/admin/reservations/${id}/status`, { status: 'NO_SHOW' });
  expect(res.statusCode).toBe(200);
}

const charge = (id: string) => admin.post(`/api/admin/reservations/${id}/guarantee/charge`);

// A table for ten: a party of eight fits it, the restaurant is managed and confirms automatically.
const table = await admin.post('/api/admin/tables', {
  name: 'Big',
  seats: 10,
  minSeats: 1,
  joinableWith: [],
  active: true,
});
expect(table.statusCode).toBe(201);
expect((await settings()).statusCode).toBe(200);

describe('the policy before booking', () => {
  it('is part of the availability answer while it is on, and null when it is off', async () => {
    const on = await diner.get(`/api/reservations/availability?date=${dayAhead(5)}&people=8`);
    expect(on.json().guarantee).toEqual({ fromPeople: 8, feePerPerson: 30, cancelCutoffMinutes: 120 });

    await settings({ guarantee: { fromPeople: null, feePerPerson: 30 } });
    const off = await diner.get(`/api/reservations/availability?date=${dayAhead(5)}&people=8`);
    expect(off.json().guarantee).toBeNull();
    // Off: a party of eight books as any other, confirmed at once.
    expect((await book(8)).status).toBe('CONFIRMED');
    await settings();
  });
});

describe('a booking with a card guarantee', () => {
  it('stays REQUESTED without tables until the card is saved; a smaller party is confirmed at once', async () => {
    const small = await book(4);
    expect(small.status).toBe('CONFIRMED');
    expect(small.guarantee).toBeUndefined();

    const booked = await book(8);
    expect(booked.status).toBe('REQUESTED');
    expect(booked.tableIds).toBeUndefined();
    expect(booked.guarantee).toMatchObject({ provider: 'simulated', feePerPerson: 30 });
    expect(booked.guarantee.setupIntentId).toMatch(/^seti_sim_/);
    expect(booked.guarantee.clientSecret).toMatch(/^seti_sim_\w+_secret_/);
    expect(await guaranteeOf(booked.id)).toMatchObject({
      status: 'PENDING',
      provider: 'simulated',
      feePerPersonRappen: 3000,
      setupIntentId: booked.guarantee.setupIntentId,
    });
    expect(
      await ctx.db.select().from(reservationTables).where(eq(reservationTables.reservationId, booked.id)),
    ).toEqual([]);
    const list = await admin.get(`/api/admin/reservations?date=${booked.reservationDateTime.slice(0, 10)}`);
    expect(list.json().find((r: { id: string }) => r.id === booked.id).guarantee).toEqual({
      status: 'PENDING',
      cardLabel: null,
      feePerPerson: 30,
    });
  });

  it('a declined card leaves it PENDING with the reason; another card saves it and confirms the booking', async () => {
    const booked = await book(8);
    const declined = await saveCard(booked.guarantee.clientSecret, DECLINED_AT_SETUP);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    expect(await guaranteeOf(booked.id)).toMatchObject({
      status: 'PENDING',
      lastError: 'Your card was declined.',
    });
    expect((await bookingOf(booked.id))?.status).toBe('REQUESTED');

    const saved = await saveCard(booked.guarantee.clientSecret);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ guarantee: 'SAVED', reservationStatus: 'CONFIRMED' });
    expect(await guaranteeOf(booked.id)).toMatchObject({
      status: 'SAVED',
      cardLabel: 'Visa •••• 4242',
      lastError: null,
    });
    expect(
      (await ctx.db.select().from(reservationTables).where(eq(reservationTables.reservationId, booked.id)))
        .length,
    ).toBe(1);
    // The guest hears it as any automatically confirmed booking.
    expect(await emailsOf(booked.id, 'RESERVATION_CONFIRMED')).toHaveLength(1);
    // A second submit of the form changes nothing.
    expect((await saveCard(booked.guarantee.clientSecret)).statusCode).toBe(409);
  });

  it('without automatic confirmation a saved card leaves the booking to staff', async () => {
    await settings({ autoConfirm: false });
    const booked = await book(8);
    const saved = await saveCard(booked.guarantee.clientSecret);
    expect(saved.json()).toEqual({ guarantee: 'SAVED', reservationStatus: 'REQUESTED' });
    await settings();
  });

  it('refuses a card form it does not know and bad card numbers, changing nothing', async () => {
    expect((await saveCard('seti_sim_nope_secret_x')).statusCode).toBe(404);
    const booked = await book(8);
    const bad = await saveCard(booked.guarantee.clientSecret, { ...VISA, cardNumber: '1234' });
    expect(bad.statusCode).toBe(400);
    expect((await guaranteeOf(booked.id))?.status).toBe('PENDING');
    const extra = await diner.post('/api/payments/simulated/setup-confirm', {
      clientSecret: booked.guarantee.clientSecret,
      ...VISA,
      amount: 1,
    });
    expect(extra.statusCode).toBe(400);
    const control = await diner.post('/api/payments/simulated/setup-confirm', {
      clientSecret: `${booked.guarantee.clientSecret}\u0000`,
      ...VISA,
    });
    expect(control.statusCode).toBe(400);
    expect((await guaranteeOf(booked.id))?.status).toBe('PENDING');
  });

  it('the check after the card step needs the booking’s secret', async () => {
    const booked = await book(8);
    const wrong = await diner.post(`/api/reservations/${booked.id}/guarantee/sync`, {
      clientSecret: 'seti_sim_other_secret_x',
    });
    expect(wrong.statusCode).toBe(404);
    const right = await diner.post(`/api/reservations/${booked.id}/guarantee/sync`, {
      clientSecret: booked.guarantee.clientSecret,
    });
    expect(right.json()).toEqual({ guarantee: 'PENDING', reservationStatus: 'REQUESTED' });
  });
});

describe('the no-show fee', () => {
  it('is refused with a clear code unless the booking is a no-show with a saved card', async () => {
    const id = await guaranteed();
    const early = await charge(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NOT_NO_SHOW');

    const plain = await book(4);
    await noShow(plain.id);
    const none = await charge(plain.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_GUARANTEE');

    // A card never given: the booking stayed REQUESTED (staff cannot mark it a no-show; set here directly).
    const pending = await book(8);
    await ctx.db.update(reservations).set({ status: 'NO_SHOW' }).where(eq(reservations.id, pending.id));
    expect((await charge(pending.id)).json().code).toBe('NO_GUARANTEE');

    expect((await charge('nosuchbooking')).statusCode).toBe(404);
    expect((await diner.post(`/api/admin/reservations/${id}/guarantee/charge`)).statusCode).toBe(401);
  });

  it('charges fee × people once, records who, and emails the guest a receipt without VAT', async () => {
    const id = await guaranteed();
    await noShow(id);
    const charged = await charge(id);
    expect(charged.statusCode).toBe(200);
    expect(charged.json()).toEqual({ status: 'CHARGED', chargedRappen: 24_000 });
    expect(await guaranteeOf(id)).toMatchObject({
      status: 'CHARGED',
      chargedRappen: 24_000,
      chargedBy: ADMIN.username,
    });

    const again = await charge(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_CHARGED');
    const charges = await ctx.db.select().from(simulatedIntents).where(eq(simulatedIntents.orderId, id));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountRappen: 24_000, status: 'succeeded' });

    const [receipt] = await emailsOf(id, 'RESERVATION_NO_SHOW_FEE');
    expect(receipt?.subject).toBe('Receipt: no-show fee');
    expect(receipt?.textBody).toContain('No-show fee: 8 × CHF 30.00');
    expect(receipt?.textBody).toContain('CHF 240.00');
    expect(receipt?.textBody).toContain('Visa •••• 4242');
    expect(receipt?.textBody).toContain('Not subject to VAT');
    expect(receipt?.textBody).not.toMatch(/VAT \d/);

    const list = await admin.get('/api/admin/reservations?status=NO_SHOW');
    expect(list.json().find((r: { id: string }) => r.id === id).guarantee).toEqual({
      status: 'CHARGED',
      cardLabel: 'Visa •••• 4242',
      feePerPerson: 30,
      chargedRappen: 24_000,
    });
  });

  it('two concurrent requests charge once', async () => {
    const id = await guaranteed();
    await noShow(id);
    const answers = await Promise.all([charge(id), charge(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('ALREADY_CHARGED');
    expect(await ctx.db.select().from(simulatedIntents).where(eq(simulatedIntents.orderId, id))).toHaveLength(
      1,
    );
    expect(await emailsOf(id, 'RESERVATION_NO_SHOW_FEE')).toHaveLength(1);
  });

  it('a declined charge is FAILED with the provider’s message for staff, and no receipt goes', async () => {
    const id = await guaranteed(DECLINED_ON_CHARGE);
    await noShow(id);
    const failed = await charge(id);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ status: 'FAILED', lastError: 'Your card was declined.' });
    const list = await admin.get('/api/admin/reservations?status=NO_SHOW');
    expect(list.json().find((r: { id: string }) => r.id === id).guarantee).toMatchObject({
      status: 'FAILED',
      lastError: 'Your card was declined.',
    });
    expect(await emailsOf(id, 'RESERVATION_NO_SHOW_FEE')).toHaveLength(0);
  });
});

describe('a guest with too many no-shows', () => {
  it('saves the card but waits for staff, as any request of theirs', async () => {
    const email = 'often.away@example.ch';
    for (const _ of [1, 2]) await noShow(await guaranteed(VISA, email));
    const booked = await book(8, email);
    const saved = await saveCard(booked.guarantee.clientSecret);
    expect(saved.json()).toEqual({ guarantee: 'SAVED', reservationStatus: 'REQUESTED' });
  });
});

describe('a cancellation or rejection', () => {
  it('releases a saved card at the provider and charges nothing', async () => {
    const id = await guaranteed();
    const cancelled = await admin.patch(`/api/admin/reservations/${id}/status`, { status: 'CANCELLED' });
    expect(cancelled.statusCode).toBe(200);
    expect((await guaranteeOf(id))?.status).toBe('RELEASED');
    const setupId = (await guaranteeOf(id))?.setupIntentId ?? '';
    await until(async () => {
      const [setup] = await ctx.db
        .select()
        .from(simulatedSetupIntents)
        .where(eq(simulatedSetupIntents.id, setupId));
      return setup?.status === 'canceled' ? true : undefined;
    });
    expect((await charge(id)).json().code).toBe('NOT_NO_SHOW');
    expect(await ctx.db.select().from(simulatedIntents).where(eq(simulatedIntents.orderId, id))).toHaveLength(
      0,
    );
  });

  it('the guest cancelling from their link before the cut-off is charged nothing; the card is released', async () => {
    const id = await guaranteed();
    const token = (await bookingOf(id))?.manageToken ?? '';
    const cancelled = await diner.post(`/api/reservations/manage/${token}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((await bookingOf(id))?.status).toBe('CANCELLED');
    expect((await guaranteeOf(id))?.status).toBe('RELEASED');
    await until(async () => {
      const setupId = (await guaranteeOf(id))?.setupIntentId ?? '';
      const [setup] = await ctx.db
        .select()
        .from(simulatedSetupIntents)
        .where(eq(simulatedSetupIntents.id, setupId));
      return setup?.status === 'canceled' ? true : undefined;
    });
    expect(await ctx.db.select().from(simulatedIntents).where(eq(simulatedIntents.orderId, id))).toHaveLength(
      0,
    );
  });

  it('deleting a booking lets its saved card go at the provider', async () => {
    const id = await guaranteed();
    const setupId = (await guaranteeOf(id))?.setupIntentId ?? '';
    expect((await admin.delete(`/api/admin/reservations/${id}`)).statusCode).toBe(204);
    expect(await guaranteeOf(id)).toBeUndefined();
    await until(async () => {
      const [setup] = await ctx.db
        .select()
        .from(simulatedSetupIntents)
        .where(eq(simulatedSetupIntents.id, setupId));
      return setup?.status === 'canceled' ? true : undefined;
    });
  });

  it('a rejected request releases its pending guarantee; its card form then refuses', async () => {
    await settings({ autoConfirm: false });
    const booked = await book(8);
    const rejected = await admin.patch(`/api/admin/reservations/${booked.id}/status`, { status: 'REJECTED' });
    expect(rejected.statusCode).toBe(200);
    expect((await guaranteeOf(booked.id))?.status).toBe('RELEASED');
    await until(async () => {
      const [setup] = await ctx.db
        .select()
        .from(simulatedSetupIntents)
        .where(eq(simulatedSetupIntents.id, booked.guarantee.setupIntentId));
      return setup?.status === 'canceled' ? true : undefined;
    });
    expect((await saveCard(booked.guarantee.clientSecret)).statusCode).toBe(409);
    await settings();
  });
});
