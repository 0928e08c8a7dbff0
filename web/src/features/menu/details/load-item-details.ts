import { lazyModule } from '@/hooks/use-lazy-dialog';
import { loadNamespace } from '@/i18n/i18n';

/**
 * The details dialog's code and texts (the catalogue's `labels` area, which its declarations share),
 * fetched on the first open only: /menu's first load does not carry them (bundle budget).
 */
export const loadItemDetails = lazyModule(async () => {
  const [module] = await Promise.all([import('./item-details-dialog'), loadNamespace('labels')]);
  return module.ItemDetailsDialog;
});
