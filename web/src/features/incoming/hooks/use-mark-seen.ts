import type { TIncomingCard } from '@app/shared/admin-orders';
import { useEffect, useRef } from 'react';
import { requestAlertsRefresh } from '@/features/alerts/public';
import { markCardSeen } from '@/features/incoming/api/card-actions';
import { cardKey } from '@/features/incoming/incoming-logic';

/**
 * Each card the server lists is marked seen on the server once (a failure retries with the next poll),
 * whatever the filters show: spec section 4, the filters only change what is displayed.
 */
export function useMarkSeen(cards: readonly TIncomingCard[]): void {
  const seen = useRef(new Set<string>());
  useEffect(() => {
    for (const card of cards) {
      const key = cardKey(card);
      if (seen.current.has(key)) continue;
      seen.current.add(key);
      markCardSeen(card).then(requestAlertsRefresh, () => {
        // Try again with the next poll that still lists it.
        seen.current.delete(key);
      });
    }
  }, [cards]);
}
