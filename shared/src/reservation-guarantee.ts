import { z } from 'zod/mini';
import { apiPath } from './public-api-paths';
import type { TGuaranteePolicy } from './reservation-settings';
import { ZReservationSchema } from './reservations';
import { singleLine } from './text';

export { type TGuaranteePolicy, ZGuaranteePolicySchema } from './reservation-settings';

/**
 * The card guarantee of a large party (docs/decisions/028): from a party size the
 * restaurant sets, the guest saves a card through the payment provider without being charged; on a no-show
 * staff may charge the fee per person once. Kept out of `reservations.ts` so that only the card step (a
 * lazy chunk) and the back office load it.
 */

/** Whether a party of `people` gives a card under `policy`. */
export const guaranteeApplies = (policy: Pick<TGuaranteePolicy, 'fromPeople'> | null, people: number) =>
  policy !== null && people >= policy.fromPeople;

/** In the answer of POST /api/reservations when the party gives a card: what the card step needs. */
export const ZGuaranteeSetupSchema = z.object({
  provider: z.enum(['simulated', 'stripe']),
  clientSecret: z.string(),
  setupIntentId: z.string(),
  feePerPerson: z.number(),
  /** Stripe's publishable key, for Stripe.js (provider 'stripe' only). */
  publishableKey: z.optional(z.string()),
});
export type TGuaranteeSetup = z.infer<typeof ZGuaranteeSetupSchema>;

export const GUARANTEE_STATUSES = ['PENDING', 'SAVED', 'CHARGED', 'RELEASED', 'FAILED'] as const;

/** A booking's guarantee as staff see it (admin answers), null when the booking has none. */
export const ZReservationGuaranteeSchema = z.object({
  status: z.enum(GUARANTEE_STATUSES),
  /** 'Visa •••• 4242' once the card is saved. */
  cardLabel: z.nullable(z.string()),
  feePerPerson: z.number(),
  /** Rappen charged on the no-show (status CHARGED). */
  chargedRappen: z.optional(z.int()),
  /** The provider's message of the last failure (a declined charge, status FAILED). */
  lastError: z.optional(z.string()),
});
export type TReservationGuarantee = z.infer<typeof ZReservationGuaranteeSchema>;

/** A booking in the back office's answers: with its guarantee (null: none). */
export const ZAdminReservationSchema = z.extend(ZReservationSchema, {
  guarantee: z.optional(z.nullable(ZReservationGuaranteeSchema)),
});
export type TAdminReservation = z.infer<typeof ZAdminReservationSchema>;

/** POST /api/reservations answers the booking and, when the party gives a card, what the card step needs. */
export const ZReservationCreatedSchema = z.extend(ZReservationSchema, {
  guarantee: z.optional(ZGuaranteeSetupSchema),
});
export type TReservationCreated = z.infer<typeof ZReservationCreatedSchema>;

/** The simulated provider's card form saving a card (no charge). */
export const ZSimulatedSetupConfirmSchema = z.strictObject({
  clientSecret: z.string().check(z.minLength(1), z.maxLength(200), singleLine()),
  cardNumber: z.string().check(z.maxLength(40), singleLine()),
  expiry: z.string().check(z.maxLength(10), singleLine()),
  cvc: z.string().check(z.maxLength(10), singleLine()),
});
export type TSimulatedSetupConfirm = z.infer<typeof ZSimulatedSetupConfirmSchema>;

/** POST …/guarantee/sync (after Stripe.js saved the card): the secret proves the caller holds the booking. */
export const ZGuaranteeSyncSchema = z.strictObject({
  clientSecret: z.string().check(z.minLength(1), z.maxLength(200), singleLine()),
});

/** After the card step: the guarantee and the booking as they are now. */
export const ZGuaranteeStateSchema = z.object({
  guarantee: z.enum(GUARANTEE_STATUSES),
  reservationStatus: z.string(),
});
export type TGuaranteeState = z.infer<typeof ZGuaranteeStateSchema>;

/** POST …/guarantee/charge: what was charged. */
export const ZGuaranteeChargeSchema = z.object({
  status: z.enum(GUARANTEE_STATUSES),
  chargedRappen: z.optional(z.int()),
  lastError: z.optional(z.string()),
});

export const GUARANTEE_ROUTE = {
  /** Public: the simulated provider's card form saves the card here. */
  simulatedSetupConfirm: '/api/payments/simulated/setup-confirm',
  /** Public: after Stripe.js saved the card, asks the provider now instead of waiting for the webhook. */
  sync: '/api/reservations/:id/guarantee/sync',
  /** Admin: charge the no-show fee once. */
  charge: '/api/admin/reservations/:id/guarantee/charge',
} as const;

export const GUARANTEE_API = {
  simulatedSetupConfirm: GUARANTEE_ROUTE.simulatedSetupConfirm,
  sync: (id: string) => apiPath(GUARANTEE_ROUTE.sync, { id }),
  charge: (id: string) => apiPath(GUARANTEE_ROUTE.charge, { id }),
} as const;
