/** Online payments (Stripe, or the simulated provider): intents, webhooks, refunds, reconciliation. */
export { createPayments, RECONCILE_EVERY_MS } from './payments';
export type { TGuaranteeProvider, TPaymentEvent, TPaymentProvider, TSetupState } from './provider';
export { paymentsRoutes } from './routes';
export type { TPaymentsService } from './service';
