import type { TIncomingCard } from '@app/shared/admin-orders';
import { useEffect, useRef } from 'react';
import { requestAlertsRefresh } from '@/features/alerts/public';
import { markCardSeen } from '@/features/incoming/api/card-actions';
import { cardKey, needsSeenButton } from '@/features/incoming/incoming-logic';

/**
 * Each card the server lists is marked seen on the server once (a failure retries with the next poll),
 * whatever the filters show: spec section 4, the filters only change what is displayed. A guest's change
 * of a booking that asks no decision (moved and confirmed, or cancelled) is the exception: see needsSeenButton.
 */
export function useMarkSeen(cards: readonly TIncomingCard[]): void {
  const seen = useRef(new Set<string>());
  useEffect(() => {
    for (const card of cards) {
      const key = cardKey(card);
      // A guest's change stays until staff press Seen on it: marking it here would take it off at once.
      if (seen.current.has(key) || needsSeenButton(card)) continue;
      seen.current.add(key);
      markCardSeen(card).then(requestAlertsRefresh, () => {
        // Try again with the next poll that still lists it.
        seen.current.delete(key);
      });
    }
  }, [cards]);
}
