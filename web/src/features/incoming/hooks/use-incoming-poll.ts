import type { TIncomingCard } from '@app/shared/admin-orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getIncomingCards, incomingErrorMessage } from '@/features/incoming/api/get-incoming';
import { cardKey } from '@/features/incoming/incoming-logic';
import { createPoller, type TPoller } from '@/features/incoming/poller';
import { useLiveEvents } from '@/features/live/public';

/** Spec section 9: the incoming list is polled every 2.5 s. */
const INCOMING_POLL_MS = 2_500;

interface TPollState {
  /** null until the first successful answer. */
  cards: TIncomingCard[] | null;
  /** The last poll's failure (spec section 8), cleared by the next success. */
  error: string | null;
  /** Whether any answer (success or failure) has come yet: 'Connecting…' until then. */
  answered: boolean;
}

/**
 * The incoming list, polled without overlap and at once on a live event. `remove` takes a card off
 * for good (confirmed or cancelled here), even if a poll sent before still lists it; `refresh` polls now.
 */
export function useIncomingPoll() {
  const [poll, setPoll] = useState<TPollState>({ cards: null, error: null, answered: false });
  const poller = useRef<TPoller | null>(null);
  const handled = useRef(new Set<string>());
  // A live event (new order, payment, reservation) asks for the list now instead of at the next poll.
  useLiveEvents(() => poller.current?.now());

  useEffect(() => {
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

  const remove = useCallback((key: string) => {
    handled.current.add(key);
    setPoll((current) => ({
      ...current,
      cards: current.cards?.filter((card) => cardKey(card) !== key) ?? null,
    }));
  }, []);

  const refresh = useCallback(() => poller.current?.now(), []);

  return { cards: poll.cards, error: poll.error, connecting: !poll.answered, remove, refresh };
}
