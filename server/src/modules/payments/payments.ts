import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import type { TOrdersService } from '../orders';
import type { TPaymentEvent } from './provider';
import type { TPaymentsProvider } from './routes';
import { paymentsService } from './service';
import { simulatedProvider } from './simulated-provider';
import { stripeProvider } from './stripe-provider';

/** How often the reconciliation job (a periodic job) asks the provider about unpaid CARD orders. */
export const RECONCILE_EVERY_MS = 60_000;

/** The configured provider (config.ts refuses a half Stripe configuration at boot). */
export function createPaymentProvider(config: TConfig, db: TDb): TPaymentsProvider {
  if (config.paymentProvider === 'simulated') return simulatedProvider(db);
  const { secretKey, publishableKey, webhookSecret, apiUrl } = config.stripe;
  if (!secretKey || !publishableKey || !webhookSecret) throw new Error('Stripe is not fully configured');
  return stripeProvider({ secretKey, publishableKey, webhookSecret, apiUrl });
}

/** Payments for the app: the configured provider and the service that takes payments with it. */
export function createPayments(
  config: TConfig,
  db: TDb,
  deps: {
    orders: TOrdersService;
    log: FastifyBaseLogger;
    vouchers?: { handlePaymentEvent(event: TPaymentEvent): Promise<string | null> };
  },
) {
  const provider = createPaymentProvider(config, db);
  const service = paymentsService(db, { provider, ...deps });
  return { provider, service };
}
