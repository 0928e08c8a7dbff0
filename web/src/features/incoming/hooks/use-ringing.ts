import type { TIncomingCard } from '@app/shared/admin-orders';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  installSoundUnlock,
  isSoundSupported,
  isSoundUnlocked,
  onSoundUnlocked,
  playSound,
} from '@/features/alerts/public';
import { cardKey } from '@/features/incoming/incoming-logic';
import { nextExpiry, pruneRinging, startRinging, type TRinging } from '@/features/incoming/ringing';

/** How often a ringing screen repeats its ring. */
const RING_REPEAT_MS = 3_000;

function useSoundUnlocked(): boolean {
  return useSyncExternalStore(onSoundUnlocked, isSoundUnlocked, () => false);
}

/**
 * Which cards ring (spec section 4): each new card the server lists starts ringing once, whatever the
 * filters show, and rings until it leaves, is silenced, or 60 s have passed; while any rings and sound
 * is unlocked, the ring repeats. The screen's mute switch silences the sound, not the cards.
 */
export function useRinging(cards: readonly TIncomingCard[], muted = false) {
  const [ringing, setRinging] = useState<TRinging>(() => new Map());
  const rang = useRef(new Set<string>());
  const soundUnlocked = useSoundUnlocked();

  useEffect(() => {
    installSoundUnlock();
  }, []);

  useEffect(() => {
    const toRing = cards.map(cardKey).filter((key) => !rang.current.has(key));
    for (const key of toRing) rang.current.add(key);
    if (toRing.length > 0) setRinging((current) => startRinging(current, toRing, Date.now()));
  }, [cards]);

  // A card that left the list stops ringing at once; every card stops after 60 s.
  useEffect(() => {
    const present = new Set(cards.map(cardKey));
    const pruned = pruneRinging(ringing, present, Date.now());
    if (pruned !== ringing) {
      setRinging(pruned);
      return;
    }
    const expiry = nextExpiry(ringing);
    if (expiry === null) return;
    const timer = setTimeout(
      () => setRinging((current) => pruneRinging(current, present, Date.now())),
      Math.max(0, expiry - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [cards, ringing]);

  const anyRinging = ringing.size > 0;
  useEffect(() => {
    if (!anyRinging || !soundUnlocked || muted) return;
    playSound('incoming');
    const timer = setInterval(() => playSound('incoming'), RING_REPEAT_MS);
    return () => clearInterval(timer);
  }, [anyRinging, soundUnlocked, muted]);

  const silence = useCallback((card: TIncomingCard) => {
    setRinging((current) => {
      if (!current.has(cardKey(card))) return current;
      const next = new Map(current);
      next.delete(cardKey(card));
      return next;
    });
  }, []);

  /** Silences the given cards (e.g. the ones the filters hide). */
  const silenceKeys = useCallback((keys: readonly string[]) => {
    setRinging((current) => {
      const next = new Map(current);
      for (const key of keys) next.delete(key);
      return next.size === current.size ? current : next;
    });
  }, []);

  return {
    ringing,
    silence,
    silenceKeys,
    soundSupported: isSoundSupported(),
    soundBlocked: isSoundSupported() && !soundUnlocked,
    /** Sound unlocked by a first interaction (what the heartbeat reports as `soundReady`). */
    soundReady: isSoundSupported() && soundUnlocked,
  };
}
