import type { TIncomingCard } from '@app/shared/admin-orders';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  installSoundUnlock,
  isSoundSupported,
  isSoundUnlocked,
  onSoundUnlocked,
  playSound,
  requestAlertsRefresh,
} from '@/features/alerts/public';
import { useLiveEvents } from '@/features/live/public';
import { getAdminOrder } from '@/features/orders/public';
import { printOrderOnce } from '@/features/receipts/public';
import { notifyError } from '@/lib/toast';
import { cancelCard, confirmCard, markCardSeen, type TExtraMinutes } from './api/card-actions';
import { getIncomingCards, incomingErrorMessage } from './api/get-incoming';
import { cardName, type TCardFilter, visibleCards } from './incoming-logic';
import { createPoller, type TPoller } from './poller';
import { nextExpiry, pruneRinging, startRinging, type TRinging } from './ringing';

/** Spec section 9: the incoming list is polled every 2.5 s. */
export const INCOMING_POLL_MS = 2_500;
/** How often a ringing screen repeats its ring. */
export const RING_REPEAT_MS = 3_000;

export function cardKey(card: Pick<TIncomingCard, 'kind' | 'id'>): string {
  return `${card.kind}:${card.id}`;
}

interface TPollState {
  /** null until the first successful answer. */
  cards: TIncomingCard[] | null;
  /** The last poll's failure (spec section 8), cleared by the next success. */
  error: string | null;
  /** Whether any answer (success or failure) has come yet: 'Connecting…' until then. */
  answered: boolean;
}

function useSoundUnlocked(): boolean {
  return useSyncExternalStore(onSoundUnlocked, isSoundUnlocked, () => false);
}

/**
 * The incoming screen's live state: polling without overlap, each shown card marked seen once and
 * ringing until it leaves (or 60 s), confirm and cancel with the card leaving at once.
 */
export function useIncoming(filter: TCardFilter) {
  const [poll, setPoll] = useState<TPollState>({ cards: null, error: null, answered: false });
  const [ringing, setRinging] = useState<TRinging>(() => new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const poller = useRef<TPoller | null>(null);
  /** Cards confirmed or cancelled here: never shown again, even if a poll sent before still lists them. */
  const handled = useRef(new Set<string>());
  const seen = useRef(new Set<string>());
  const rang = useRef(new Set<string>());
  const soundUnlocked = useSoundUnlocked();
  // A live event (new order, payment, reservation) asks for the list now instead of at the next poll.
  useLiveEvents(() => poller.current?.now());

  useEffect(() => {
    installSoundUnlock();
    const instance = createPoller(async (signal) => {
      try {
        const cards = await getIncomingCards(signal);
        if (signal.aborted) return;
        setPoll({
          cards: cards.filter((card) => !handled.current.has(cardKey(card))),
          error: null,
          answered: true,
        });
      } catch (error) {
        if (signal.aborted) return;
        // Spec section 8: logged, shown in the banner, and the polling goes on.
        console.warn('Incoming poll failed:', error);
        setPoll((current) => ({ ...current, error: incomingErrorMessage(error), answered: true }));
      }
    }, INCOMING_POLL_MS);
    poller.current = instance;
    instance.start();
    return () => {
      instance.stop();
      poller.current = null;
    };
  }, []);

  const visible = useMemo(() => (poll.cards ? visibleCards(poll.cards, filter) : []), [poll.cards, filter]);

  // Each card the admin gets to see is marked seen on the server once and starts ringing once.
  useEffect(() => {
    const fresh = visible.filter((card) => !seen.current.has(cardKey(card)));
    for (const card of fresh) {
      const key = cardKey(card);
      seen.current.add(key);
      markCardSeen(card).then(requestAlertsRefresh, () => {
        // Try again with the next poll that still lists it.
        seen.current.delete(key);
      });
    }
    const toRing = fresh.map(cardKey).filter((key) => !rang.current.has(key));
    for (const key of toRing) rang.current.add(key);
    if (toRing.length > 0) setRinging((current) => startRinging(current, toRing, Date.now()));
  }, [visible]);

  // A card that left (or is filtered out) stops ringing at once; every card stops after 60 s.
  useEffect(() => {
    const present = new Set(visible.map(cardKey));
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
  }, [visible, ringing]);

  const anyRinging = ringing.size > 0;
  useEffect(() => {
    if (!anyRinging || !soundUnlocked) return;
    playSound('incoming');
    const timer = setInterval(() => playSound('incoming'), RING_REPEAT_MS);
    return () => clearInterval(timer);
  }, [anyRinging, soundUnlocked]);

  const silence = useCallback((card: TIncomingCard) => {
    setRinging((current) => {
      if (!current.has(cardKey(card))) return current;
      const next = new Map(current);
      next.delete(cardKey(card));
      return next;
    });
  }, []);

  const setCardPending = useCallback((key: string, on: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const removeCard = useCallback((key: string) => {
    handled.current.add(key);
    setPoll((current) => ({
      ...current,
      cards: current.cards?.filter((card) => cardKey(card) !== key) ?? null,
    }));
  }, []);

  const confirm = useCallback(
    async (card: TIncomingCard, extraMinutes: TExtraMinutes | null) => {
      const key = cardKey(card);
      setCardPending(key, true);
      try {
        await confirmCard(card, extraMinutes);
        removeCard(key);
        setAnnouncement(`${cardName(card)} confirmed.`);
        if (card.kind !== 'reservation') {
          // Spec section 4: fetched and printed once confirmed; a failure here changes nothing.
          const kind = card.kind === 'buffet' ? 'BUFFET' : 'MENU';
          void getAdminOrder(kind, card.id)
            .then((order) => printOrderOnce({ ...order, kind }))
            .catch(() => {});
        }
      } catch (error) {
        // E.g. 409: another admin got there first. The card goes with the next poll.
        notifyError(error, 'Confirm failed');
        poller.current?.now();
      } finally {
        setCardPending(key, false);
      }
    },
    [removeCard, setCardPending],
  );

  const cancel = useCallback(
    async (card: TIncomingCard) => {
      const reason = window.prompt('Reason (optional):');
      if (reason === null) return;
      const key = cardKey(card);
      setCardPending(key, true);
      try {
        await cancelCard(card, reason.trim());
        removeCard(key);
        setAnnouncement(`${cardName(card)} cancelled.`);
      } catch (error) {
        notifyError(error, 'Cancel failed');
        poller.current?.now();
      } finally {
        setCardPending(key, false);
      }
    },
    [removeCard, setCardPending],
  );

  return {
    cards: poll.cards,
    visible,
    error: poll.error,
    connecting: !poll.answered,
    ringing,
    pending,
    announcement,
    soundSupported: isSoundSupported(),
    soundBlocked: isSoundSupported() && !soundUnlocked,
    confirm,
    cancel,
    silence,
  };
}
