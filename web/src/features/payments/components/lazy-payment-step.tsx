import { lazy, Suspense } from 'react';
import { Loader } from '@/components/ui/loader';
import { loadNamespace } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import type { TPaymentFormProps } from '../payment-provider';

function load() {
  return Promise.all([import('./payment-step'), loadNamespace('payment')]).then(([module]) => ({
    default: module.PaymentStep,
  }));
}

let pending: ReturnType<typeof load> | null = null;

/**
 * Starts fetching the payment step and its texts (the catalogue's `payment` area) before it is shown:
 * the checkout calls it when the diner places an order. Not part of /checkout's first load.
 */
export function preloadPaymentStep(): Promise<unknown> {
  pending ??= load().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

const PaymentStepChunk = lazy(() => preloadPaymentStep() as ReturnType<typeof load>);

/** The payment step, fetched when a card payment starts (usually already preloaded by then). */
export function LazyPaymentStep(props: TPaymentFormProps) {
  const t = useT();
  return (
    <Suspense fallback={<Loader role="status" aria-label={t('site.loading')} />}>
      <PaymentStepChunk {...props} />
    </Suspense>
  );
}
