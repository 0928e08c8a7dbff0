import { useMemo } from 'react';
import { useCardActions } from './hooks/use-card-actions';
import { useIncomingPoll } from './hooks/use-incoming-poll';
import { useMarkSeen } from './hooks/use-mark-seen';
import { useRinging } from './hooks/use-ringing';
import { type TCardFilter, visibleCards } from './incoming-logic';

/**
 * The incoming screen's live state, one hook per job: the polled list, seen-marking of each shown
 * card, ringing, and confirm/cancel with the card leaving at once.
 */
export function useIncoming(filter: TCardFilter) {
  const poll = useIncomingPoll();
  const visible = useMemo(() => (poll.cards ? visibleCards(poll.cards, filter) : []), [poll.cards, filter]);
  useMarkSeen(visible);
  const { ringing, silence, soundSupported, soundBlocked } = useRinging(visible);
  const { pending, announcement, confirm, cancel } = useCardActions(poll);

  return {
    cards: poll.cards,
    visible,
    error: poll.error,
    connecting: poll.connecting,
    ringing,
    pending,
    announcement,
    soundSupported,
    soundBlocked,
    confirm,
    cancel,
    silence,
  };
}
