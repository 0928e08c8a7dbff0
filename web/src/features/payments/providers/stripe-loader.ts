import type { Stripe } from '@stripe/stripe-js';
// The "pure" entry injects Stripe.js only when loadStripe is called, not when this chunk is imported.
import { loadStripe } from '@stripe/stripe-js/pure';

/** How long the payment step waits for Stripe.js before saying card payment is unavailable. */
const STRIPE_LOAD_TIMEOUT_MS = 20_000;

export type TStripeFor = (publishableKey: string) => Promise<Stripe>;

/**
 * Stripe.js initialised once per publishable key (Stripe asks for one instance per page). A load that
 * failed or timed out (offline, blocked by a content blocker) is forgotten, so trying again loads
 * afresh instead of repeating the old failure.
 */
export function createStripeLoader(
  load: (publishableKey: string) => Promise<Stripe | null>,
  timeoutMs: number = STRIPE_LOAD_TIMEOUT_MS,
): TStripeFor {
  const instances = new Map<string, Promise<Stripe>>();
  return (publishableKey) => {
    const cached = instances.get(publishableKey);
    if (cached) return cached;
    const loading = new Promise<Stripe>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Stripe.js did not load within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      load(publishableKey).then(
        (stripe) => {
          clearTimeout(timer);
          if (stripe) resolve(stripe);
          else reject(new Error('Stripe.js is not available in this environment'));
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
    instances.set(publishableKey, loading);
    loading.catch(() => {
      if (instances.get(publishableKey) === loading) instances.delete(publishableKey);
    });
    return loading;
  };
}

/** The app's Stripe.js: the script from js.stripe.com, loaded on the payment step only. */
export const stripeFor: TStripeFor = createStripeLoader((publishableKey) => loadStripe(publishableKey));
