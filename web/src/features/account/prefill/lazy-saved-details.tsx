import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadNamespace } from '@/i18n/i18n';
import { hasDinerHint } from '../diner-hint';
import type { TFillableCheckout } from './saved-details';

// Its own chunk with the texts it needs ('pages'): nothing of it weighs on the checkout's first load. A
// convenience only: when its code cannot come (offline, a new deployment), the form stays a guest's.
const LazySavedDetails = lazy(() =>
  Promise.all([import('./saved-details'), loadNamespace('pages')]).then(
    ([module]) => ({ default: module.SavedDetails }),
    () => ({ default: () => null }),
  ),
);

function renderSavedDetails(checkout: TFillableCheckout): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazySavedDetails checkout={checkout} />
    </Suspense>
  );
}

/**
 * What the checkout draws of a signed-in diner's saved details: undefined for a guest, and on the first
 * render (the server's render, and the hydration that must match it, know no cookie), so the details'
 * code and request start only once the form is on screen.
 */
export function useSavedDetails(): ((checkout: TFillableCheckout) => ReactNode) | undefined {
  const [diner, setDiner] = useState(false);
  useEffect(() => setDiner(hasDinerHint()), []);
  return diner ? renderSavedDetails : undefined;
}
