import type { TPaymentIntent } from '@app/shared/orders';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A card payment provider's form. It gets the intent the server created for the order and reports a
 * payment that went through; a provider that must leave the page (3-D Secure) comes back to
 * `returnUrl` (spec 9: /thank-you). The form owns its Pay button.
 */
export interface TPaymentFormProps {
  intent: TPaymentIntent;
  returnUrl: string;
  onSucceeded: () => void;
}

type TPaymentFormModule = { default: ComponentType<TPaymentFormProps> };

/**
 * Each provider's form is its own chunk, downloaded when a card payment starts: Stripe.js and its React
 * bindings are only in the Stripe chunk, never in the bundle of other pages.
 */
const PROVIDERS: Partial<Record<TPaymentIntent['provider'], () => Promise<TPaymentFormModule>>> = {
  simulated: () => import('./providers/simulated-card-form'),
  stripe: () => import('./providers/stripe-payment-form'),
};

const forms = new Map<string, LazyExoticComponent<ComponentType<TPaymentFormProps>>>();

/** The lazily loaded form of a provider, or null when this build has none for it. */
export function paymentFormFor(
  provider: TPaymentIntent['provider'],
): LazyExoticComponent<ComponentType<TPaymentFormProps>> | null {
  const load = PROVIDERS[provider];
  if (!load) return null;
  let form = forms.get(provider);
  if (!form) {
    form = lazy(load);
    forms.set(provider, form);
  }
  return form;
}
