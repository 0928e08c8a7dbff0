import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { simulatedIntents, simulatedSetupIntents } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import {
  cardLabel,
  type TIntentState,
  type TPaymentEvent,
  type TPaymentProvider,
  type TSetupState,
} from './provider';

/**
 * An offline stand-in for a card processor, behaving like Stripe's test mode: 4242 4242 4242 4242
 * succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds; numbers that
 * fail the Luhn check, past or malformed expiry dates and bad CVCs are refused before any charge.
 */
export const DECLINED = 'Your card was declined.';
export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
/** Stripe's test card that saves fine but whose later off-session charges are declined. */
export const CHARGE_DECLINED_CARD = '4000000000000341';

const brandOf = (digits: string) =>
  digits.startsWith('4')
    ? 'Visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'Mastercard'
      : /^3[47]/.test(digits)
        ? 'American Express'
        : 'Card';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks the card fields the way a provider's form does; returns field errors. */
export function validateCard(card: { cardNumber: string; expiry: string; cvc: string }, now = new Date()) {
  const errors: Record<string, string> = {};
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = 'Your card number is invalid.';
  // MM/YY or MM/YYYY; the slash may be left out ('1228'), as a phone's number pad has none.
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  if (!match) errors.expiry = 'Your card’s expiration date is invalid.';
  else {
    const month = Number(match[1]);
    const year = Number(match[2]) + (match[2]?.length === 2 ? 2000 : 0);
    if (month < 1 || month > 12) errors.expiry = 'Your card’s expiration date is invalid.';
    else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      errors.expiry = 'Your card has expired.';
    }
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Your card’s security code is invalid.';
  return { digits, errors };
}

/** What the simulated processor makes of a card: 400 with field errors, else the digits and a decline, if any. */
function cardOutcome(card: { cardNumber: string; expiry: string; cvc: string }) {
  const { digits, errors } = validateCard(card);
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? 'Invalid card', errors);
  const failure =
    digits === '4000000000000002' ? DECLINED : digits === '4000000000009995' ? INSUFFICIENT_FUNDS : undefined;
  return { digits, failure };
}

const clientSecretOf = (id: string) => `${id}_secret_${randomBytes(16).toString('base64url')}`;

export function simulatedProvider(db: TDb): TPaymentProvider & {
  name: 'simulated';
  confirm(input: {
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
  }): Promise<TPaymentEvent>;
  /** The card form saving a card for a guarantee: the SetupIntent as it is afterwards. */
  confirmSetup(input: {
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
  }): Promise<TSetupState>;
} {
  /**
   * The payment intent of an idempotency key: the one stored, else a new one with `values`; a concurrent
   * request with the same key that won the insert gives its own.
   */
  async function intentOnce(
    idempotencyKey: string,
    values: Omit<typeof simulatedIntents.$inferInsert, 'id' | 'clientSecret' | 'idempotencyKey'>,
  ): Promise<typeof simulatedIntents.$inferSelect> {
    const byKey = () =>
      db.select().from(simulatedIntents).where(eq(simulatedIntents.idempotencyKey, idempotencyKey)).limit(1);
    const [existing] = await byKey();
    if (existing) return existing;
    const id = `pi_sim_${randomBytes(12).toString('hex')}`;
    const [row] = await db
      .insert(simulatedIntents)
      .values({ ...values, id, clientSecret: clientSecretOf(id), idempotencyKey })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [winner] = await byKey();
    if (!winner) throw new Error('simulated intent vanished');
    return winner;
  }

  async function retrieveIntent(intentId: string): Promise<TIntentState | null> {
    const [intent] = await db
      .select()
      .from(simulatedIntents)
      .where(eq(simulatedIntents.id, intentId))
      .limit(1);
    if (!intent) return null;
    return {
      intentId: intent.id,
      status:
        intent.status === 'succeeded' || intent.status === 'refunded'
          ? 'succeeded'
          : intent.status === 'canceled'
            ? 'canceled'
            : intent.lastError
              ? 'failed'
              : 'pending',
      orderId: intent.orderId,
      amountRappen: intent.amountRappen,
      currency: intent.currency,
      failureMessage: intent.lastError ?? undefined,
    };
  }

  async function retrieveSetupIntent(setupIntentId: string): Promise<TSetupState | null> {
    const [row] = await db
      .select()
      .from(simulatedSetupIntents)
      .where(eq(simulatedSetupIntents.id, setupIntentId))
      .limit(1);
    if (!row) return null;
    return {
      setupIntentId: row.id,
      status:
        row.status === 'succeeded'
          ? 'succeeded'
          : row.status === 'canceled'
            ? 'canceled'
            : row.lastError
              ? 'failed'
              : 'pending',
      reservationId: row.reservationId,
      paymentMethodId: row.paymentMethodId,
      // The pm id carries the brand: pm_sim_<brand>_<last4>_<random>.
      cardLabel:
        row.paymentMethodId && row.cardLast4
          ? cardLabel(decodeURIComponent(row.paymentMethodId.split('_')[2] ?? 'Card'), row.cardLast4)
          : null,
      failureMessage: row.lastError ?? undefined,
    };
  }

  return {
    name: 'simulated',

    async createSetupIntent(request) {
      // The id follows from the key: asking again finds the same intent, as the provider's idempotency does.
      const id = `seti_sim_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      await db
        .insert(simulatedSetupIntents)
        .values({
          id,
          clientSecret: clientSecretOf(id),
          reservationId: request.reservationId,
          status: 'requires_payment_method',
        })
        .onConflictDoNothing();
      const [row] = await db.select().from(simulatedSetupIntents).where(eq(simulatedSetupIntents.id, id));
      if (!row) throw new Error('simulated setup intent vanished');
      return { setupIntentId: row.id, clientSecret: row.clientSecret, customerId: null };
    },

    retrieveSetupIntent,

    async chargeSaved(request) {
      const declined = request.paymentMethodId.includes(`_${CHARGE_DECLINED_CARD.slice(-4)}_`);
      const row = await intentOnce(request.idempotencyKey, {
        orderId: request.reservationId,
        orderKind: 'RESERVATION_GUARANTEE',
        amountRappen: request.amountRappen,
        currency: request.currency,
        status: declined ? 'requires_payment_method' : 'succeeded',
        lastError: declined ? DECLINED : null,
      });
      return row.status === 'succeeded'
        ? { status: 'succeeded', intentId: row.id }
        : { status: 'failed', intentId: row.id, failureMessage: row.lastError ?? DECLINED };
    },

    async releaseSetup(setup) {
      await db
        .update(simulatedSetupIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(eq(simulatedSetupIntents.id, setup.setupIntentId));
    },

    async confirmSetup(input) {
      const [intent] = await db
        .select()
        .from(simulatedSetupIntents)
        .where(eq(simulatedSetupIntents.clientSecret, input.clientSecret))
        .limit(1);
      if (!intent) throw notFound('This card form could not be found. Please start again.');
      if (intent.status === 'succeeded') throw new AppError(409, 'This card has already been saved.');
      if (intent.status === 'canceled') throw new AppError(409, 'This booking was cancelled.');
      const { digits, failure } = cardOutcome(input);
      const last4 = digits.slice(-4);
      await db
        .update(simulatedSetupIntents)
        .set(
          failure
            ? { lastError: failure, updatedAt: new Date() }
            : {
                status: 'succeeded',
                lastError: null,
                cardLast4: last4,
                paymentMethodId: `pm_sim_${encodeURIComponent(brandOf(digits)).replaceAll('_', '%5F')}_${last4}_${randomBytes(8).toString('hex')}`,
                updatedAt: new Date(),
              },
        )
        .where(eq(simulatedSetupIntents.id, intent.id));
      const state = await retrieveSetupIntent(intent.id);
      if (!state) throw new Error('simulated setup intent vanished');
      return state;
    },

    async createIntent(request) {
      const row = await intentOnce(request.idempotencyKey, {
        orderId: request.orderId,
        orderKind: request.orderKind,
        amountRappen: request.amountRappen,
        currency: request.currency,
        status: 'requires_payment_method',
      });
      return { intentId: row.id, clientSecret: row.clientSecret };
    },

    retrieveIntent,

    async cancelIntent(intentId) {
      const [canceled] = await db
        .update(simulatedIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(simulatedIntents.id, intentId), eq(simulatedIntents.status, 'requires_payment_method')))
        .returning({ id: simulatedIntents.id });
      if (canceled) return 'canceled';
      return (await retrieveIntent(intentId))?.status ?? null;
    },

    async refund(request) {
      const refundId = `re_sim_${request.intentId.slice('pi_sim_'.length)}`;
      const [intent] = await db
        .update(simulatedIntents)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(and(eq(simulatedIntents.id, request.intentId), eq(simulatedIntents.status, 'succeeded')))
        .returning();
      if (intent) return { refundId };
      // As a provider does: asking again refunds once; a payment never charged cannot be refunded.
      const [row] = await db
        .select({ status: simulatedIntents.status })
        .from(simulatedIntents)
        .where(eq(simulatedIntents.id, request.intentId));
      if (!row) throw notFound('This payment could not be found.');
      if (row.status === 'refunded') return { refundId };
      throw conflict('This payment has not been charged, so it cannot be refunded.');
    },

    /** The card form's "pay": charges or declines, and reports the event as a provider would. */
    async confirm(input) {
      const [intent] = await db
        .select()
        .from(simulatedIntents)
        .where(eq(simulatedIntents.clientSecret, input.clientSecret))
        .limit(1);
      if (!intent) throw notFound('This payment could not be found. Please start the payment again.');
      if (intent.status === 'succeeded' || intent.status === 'refunded')
        throw new AppError(409, 'This payment has already been completed.');
      if (intent.status === 'canceled') throw new AppError(409, 'This payment was cancelled.');
      const { failure } = cardOutcome(input);
      await db
        .update(simulatedIntents)
        .set({
          status: failure ? 'requires_payment_method' : 'succeeded',
          lastError: failure ?? null,
          updatedAt: new Date(),
        })
        .where(eq(simulatedIntents.id, intent.id));
      return {
        id: `evt_sim_${randomBytes(12).toString('hex')}`,
        type: failure ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
        intentId: intent.id,
        orderId: intent.orderId,
        amountRappen: intent.amountRappen,
        currency: intent.currency,
        failureMessage: failure,
      };
    },
  };
}
