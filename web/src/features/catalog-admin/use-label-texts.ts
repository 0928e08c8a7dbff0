import { useEffect, useState } from 'react';
import { isNamespaceLoaded, loadNamespace } from '@/i18n/i18n';
import { useLanguage } from '@/i18n/use-i18n';

type TLabelTexts = 'ready' | 'loading' | 'failed';

/**
 * The names of allergens, animals and FAO areas, as the menu words them (the public catalogue's `labels`
 * area, not part of the back office's own). Loaded on first use and, once asked for, in every language
 * switched to later. The food items page calls it to start early; the dialog waits for it.
 */
export function useLabelTexts(): { state: TLabelTexts; retry: () => void } {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TLabelTexts>(() => (isNamespaceLoaded('labels') ? 'ready' : 'loading'));
  useEffect(() => {
    // `language` and `attempt` are the reasons to look again.
    void language;
    void attempt;
    if (isNamespaceLoaded('labels')) {
      setState('ready');
      return;
    }
    let live = true;
    setState('loading');
    loadNamespace('labels').then(
      () => {
        if (live) setState('ready');
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [language, attempt]);
  return { state, retry: () => setAttempt((current) => current + 1) };
}
