import { startTransition, useEffect, useState } from 'react';
import { lazyModule } from '@/hooks/use-lazy-dialog';
import { loadNamespace } from '@/i18n/i18n';

type TDeclarationsUi = typeof import('./declarations-ui');

// Not needed for the menu's first paint (bundle budget): the labels, the filter panel and their texts
// (the catalogue's `labels` area) come right after it.
const loadUi = lazyModule(async () => {
  const [ui] = await Promise.all([import('./declarations-ui'), loadNamespace('labels')]);
  return ui;
});

let loaded: TDeclarationsUi | null = null;

/** The declarations' components once they have arrived (null until then, or when they cannot load). */
export function useDeclarationsUi(): TDeclarationsUi | null {
  const [ui, setUi] = useState<TDeclarationsUi | null>(loaded);
  useEffect(() => {
    if (ui) return;
    let live = true;
    loadUi().then(
      (module) => {
        loaded = module;
        // Every card gets its labels: a transition, which React draws in slices that let the browser
        // answer taps between them, instead of one long task.
        if (live) startTransition(() => setUi(module));
      },
      () => {
        // Offline or a new deployment: the menu works without its labels; the next visit tries again.
      },
    );
    return () => {
      live = false;
    };
  }, [ui]);
  return ui;
}
