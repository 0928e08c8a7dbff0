import { useCallback, useMemo, useState } from 'react';
import {
  defaultScreenName,
  screenId,
  storedMuted,
  storedScreenName,
  storeMuted,
  storeScreenName,
} from '@/features/incoming/screen-identity';

/**
 * This incoming screen's name and mute switch, kept in the browser. `named` is false until
 * staff have named the device once (the screen asks then; until they do it reports the default name).
 */
export function useScreenState() {
  const id = useMemo(() => screenId(), []);
  const [stored, setStored] = useState<string | null>(() => storedScreenName());
  const [muted, setMutedState] = useState(() => storedMuted());

  const setName = useCallback((name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return;
    storeScreenName(trimmed);
    setStored(trimmed);
  }, []);

  const setMuted = useCallback((next: boolean) => {
    storeMuted(next);
    setMutedState(next);
  }, []);

  return {
    screenId: id,
    name: stored ?? defaultScreenName(id),
    defaultName: defaultScreenName(id),
    named: stored !== null,
    muted,
    setName,
    setMuted,
  };
}

export type TScreenState = ReturnType<typeof useScreenState>;
