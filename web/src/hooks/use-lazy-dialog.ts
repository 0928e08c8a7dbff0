import { type ComponentType, useCallback, useEffect, useState } from 'react';

/**
 * `load()` imports a module once; a failed import (offline, a new deployment) is tried again next
 * time instead of failing forever.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** What `useLazyDialog` gives the button that opens the dialog. */
export interface LazyDialog<P> {
  /** The dialog's component once its code has arrived (render it with `opened` and `close`). */
  Dialog: ComponentType<P> | null;
  opened: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
  /** Starts fetching the dialog's code (pointer over or focus on its button). */
  preload: () => void;
}

/**
 * A dialog (drawer, modal) whose code is not part of the first page load (bundle budget in
 * docs/performance.md): fetched when someone points at or focuses its button, or at the latest when
 * they open it. Mounted closed first and opened right after, so the dialog (Mantine's, or the browser's
 * own) records the focused button and gives focus back to it on close. `onLoadError` tells the user when the code could not be fetched.
 */
export function useLazyDialog<P>(
  load: () => Promise<ComponentType<P>>,
  onLoadError: (error: unknown) => void,
): LazyDialog<P> {
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const [opened, setOpened] = useState(false);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);

  const fetchDialog = useCallback(
    () =>
      load().then((component) => {
        // A function in setState is taken as an updater: wrap the component.
        setDialog(() => component);
      }),
    [load],
  );

  const preload = useCallback(() => {
    // A failure here is reported when the user actually opens the dialog.
    fetchDialog().catch(() => undefined);
  }, [fetchDialog]);

  const open = useCallback(() => {
    if (Dialog) {
      setOpened(true);
      return;
    }
    setOpenWhenLoaded(true);
    fetchDialog().catch((error: unknown) => {
      setOpenWhenLoaded(false);
      onLoadError(error);
    });
  }, [Dialog, fetchDialog, onLoadError]);

  const close = useCallback(() => {
    setOpenWhenLoaded(false);
    setOpened(false);
  }, []);

  useEffect(() => {
    if (Dialog && openWhenLoaded) {
      setOpenWhenLoaded(false);
      setOpened(true);
    }
  }, [Dialog, openWhenLoaded]);

  const toggle = useCallback(() => {
    if (opened || openWhenLoaded) close();
    else open();
  }, [opened, openWhenLoaded, open, close]);

  return { Dialog, opened, open, close, toggle, preload };
}
