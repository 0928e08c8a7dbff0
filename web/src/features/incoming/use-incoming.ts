import type { TIncomingCard } from '@app/shared/admin-orders';
import { useMemo } from 'react';
import { useMarkAlertsSeenOnOpen } from '@/features/alerts/public';
import { useCardActions } from './hooks/use-card-actions';
import { useHeartbeat } from './hooks/use-heartbeat';
import { useIncomingPoll } from './hooks/use-incoming-poll';
import { useMarkSeen } from './hooks/use-mark-seen';
import { useRinging } from './hooks/use-ringing';
import { useScreenState } from './hooks/use-screen-state';
import { byUrgency, cardKey, newestCardKey, type TCardFilter, visibleCards } from './incoming-logic';

const NO_CARDS: readonly TIncomingCard[] = [];

/**
 * The incoming screen's live state, one hook per job: the polled list, seen-marking of each new card,
 * ringing, and confirm/cancel with the card leaving at once. Spec section 4: each new card is marked
 * seen once and starts its sound whatever the filter toggles show; the filters only change what is
 * displayed (a kitchen that hid reservations still hears a new one). `hiddenRinging` counts the ringing
 * cards the filters hide, so the screen can say why it rings. The cards shown come most urgent first
 * (earliest due time), and `newest` names the one that arrived last. The screen reports itself (unseen
 * orders) with its name, whether its sound is unlocked and its mute switch, every HEARTBEAT_SECONDS.
 */
export function useIncoming(filter: TCardFilter) {
  const poll = useIncomingPoll();
  const all = poll.cards ?? NO_CARDS;
  const visible = useMemo(() => byUrgency(visibleCards(all, filter)), [all, filter]);
  const newest = useMemo(() => newestCardKey(visible), [visible]);
  useMarkSeen(all);
  useMarkAlertsSeenOnOpen(poll.cards !== null);
  const screen = useScreenState();
  const { ringing, silence, silenceKeys, soundSupported, soundBlocked, soundReady } = useRinging(
    all,
    screen.muted,
  );
  useHeartbeat({ screenId: screen.screenId, name: screen.name, soundReady, muted: screen.muted });
  const { pending, announcement, confirm, cancel, seen } = useCardActions(poll);
  const hiddenRingingKeys = useMemo(() => {
    const shown = new Set(visible.map(cardKey));
    return [...ringing.keys()].filter((key) => !shown.has(key));
  }, [ringing, visible]);

  return {
    cards: poll.cards,
    visible,
    newest,
    hiddenRinging: hiddenRingingKeys.length,
    silenceHidden: () => silenceKeys(hiddenRingingKeys),
    error: poll.error,
    connecting: poll.connecting,
    ringing,
    pending,
    announcement,
    soundSupported,
    soundBlocked,
    soundReady,
    screen,
    confirm,
    cancel,
    seen,
    silence,
  };
}
