import { type ComponentProps, Suspense, use } from 'react';
import { loadNamespace } from '@/i18n/i18n';

type TDeclarationsUi = typeof import('./declarations-ui');

let pending: Promise<TDeclarationsUi | null> | null = null;

/**
 * The declarations' components and their texts (the catalogue's `labels` area): not needed for the menu's
 * first paint (bundle budget), so they are a chunk of their own, asked for once. Null when they cannot be
 * loaded (offline, a new deployment): the menu works without its labels, and the next visit tries again.
 * The server awaits it before it renders a page, so its HTML has the labels.
 */
export function loadDeclarationsUi(): Promise<TDeclarationsUi | null> {
  if (pending) return pending;
  const promise = Promise.all([import('./declarations-ui'), loadNamespace('labels')]).then(
    ([ui]) => ui,
    () => {
      pending = null;
      return null;
    },
  );
  // Marked settled as React's `use` marks a promise it has seen, so that it reads it without suspending
  // (on the server, which awaits it before rendering).
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
  pending = promise;
  return promise;
}

function Declarations(props: ComponentProps<TDeclarationsUi['ItemDeclarations']>) {
  const ui = use(loadDeclarationsUi());
  return ui ? <ui.ItemDeclarations {...props} /> : null;
}

function FilterPanel(props: ComponentProps<TDeclarationsUi['MenuFilterPanel']>) {
  const ui = use(loadDeclarationsUi());
  return ui ? <ui.MenuFilterPanel {...props} /> : null;
}

function FilterEmptyNotice() {
  const ui = use(loadDeclarationsUi());
  return ui ? <ui.FilterEmpty /> : null;
}

/*
 * Each in a Suspense boundary of its own: drawn in the browser, it shows once its chunk is in (the cards
 * are not held up); hydrating the server's HTML, React keeps what the server drew there until the chunk is
 * in, then hydrates it, so the labels neither vanish nor shift anything.
 */

/** A dish's allergens, origin and labels. */
export function ItemDeclarationsSlot(props: ComponentProps<TDeclarationsUi['ItemDeclarations']>) {
  return (
    <Suspense fallback={null}>
      <Declarations {...props} />
    </Suspense>
  );
}

/** The diner's filter panel. */
export function MenuFilterPanelSlot(props: ComponentProps<TDeclarationsUi['MenuFilterPanel']>) {
  return (
    <Suspense fallback={null}>
      <FilterPanel {...props} />
    </Suspense>
  );
}

/** What the menu says when the filter leaves no dish. */
export function FilterEmptySlot() {
  return (
    <Suspense fallback={null}>
      <FilterEmptyNotice />
    </Suspense>
  );
}
