import { lazy } from 'react';
import { loadNamespace } from '@/i18n/i18n';

// What the checkout shows of the cart after its first paint, with the cart's texts: one chunk for both.
const loadNotices = () =>
  Promise.all([import('./components/unavailable-notice'), loadNamespace('cart')]).then(([module]) => module);

/** Lines sold out since they were added, asked of the menu as the page opens. */
export const LazyUnavailableNotice = lazy(() =>
  loadNotices().then((module) => ({ default: module.UnavailableNotice })),
);

/** What a delivery misses to the minimum. */
export const LazyMinimumMissing = lazy(() =>
  loadNotices().then((module) => ({ default: module.MinimumMissing })),
);
