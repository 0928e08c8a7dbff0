import type { TIncomingCard } from '@app/shared/admin-orders';
import { orderKindOfIncoming } from '@app/shared/order-kind';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  cancelCard,
  confirmCard,
  markCardSeen,
  type TExtraMinutes,
} from '@/features/incoming/api/card-actions';
import { cardKey, cardName } from '@/features/incoming/incoming-logic';
import { getAdminOrder } from '@/features/orders/public';
import { serverPrints } from '@/features/printing/public';
import { printOrderOnce } from '@/features/receipts/public';
import { tAdmin } from '@/i18n/i18n';
import { notifyError } from '@/lib/toast';

/**
 * Confirm and cancel on a card, and Seen on a guest's change. A card that went through leaves at once (`remove`) and is announced;
 * one that failed (e.g. 409: another admin got there first) is reported and the list asked again
 * (`refresh`). `pending` holds the cards with a request under way.
 */
export function useCardActions({ remove, refresh }: { remove: (key: string) => void; refresh: () => void }) {
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const queryClient = useQueryClient();

  const setCardPending = useCallback((key: string, on: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const confirm = useCallback(
    async (card: TIncomingCard, extraMinutes: TExtraMinutes | null) => {
      const key = cardKey(card);
      setCardPending(key, true);
      try {
        await confirmCard(card, extraMinutes);
        remove(key);
        setAnnouncement(tAdmin('incoming.confirmed', { card: cardName(card) }));
        const kind = orderKindOfIncoming(card.kind);
        if (kind) {
          // Spec section 4: fetched and printed once confirmed; a failure here changes nothing. With a
          // network printer the server prints the confirmed order itself: not this device.
          void serverPrints(queryClient)
            .then(async (onServer) => {
              if (onServer) return;
              const order = await getAdminOrder(kind, card.id);
              await printOrderOnce({ ...order, kind });
            })
            .catch(() => {});
        }
      } catch (error) {
        // E.g. 409: another admin got there first. The card goes with the next poll.
        notifyError(error, tAdmin('incoming.confirmFailed'));
        refresh();
      } finally {
        setCardPending(key, false);
      }
    },
    [remove, refresh, setCardPending, queryClient],
  );

  const cancel = useCallback(
    async (card: TIncomingCard) => {
      const reason = window.prompt(tAdmin('incoming.reasonPrompt'));
      if (reason === null) return;
      const key = cardKey(card);
      setCardPending(key, true);
      try {
        await cancelCard(card, reason.trim());
        remove(key);
        setAnnouncement(tAdmin('incoming.cancelled', { card: cardName(card) }));
      } catch (error) {
        notifyError(error, tAdmin('incoming.cancelFailed'));
        refresh();
      } finally {
        setCardPending(key, false);
      }
    },
    [remove, refresh, setCardPending],
  );

  /** Staff saw a guest's change (a booking moved and confirmed, or cancelled): the card leaves. */
  const seen = useCallback(
    async (card: TIncomingCard) => {
      const key = cardKey(card);
      setCardPending(key, true);
      try {
        await markCardSeen(card);
        remove(key);
        setAnnouncement(tAdmin('incoming.guestChange.seenDone', { card: cardName(card) }));
      } catch (error) {
        notifyError(error, tAdmin('incoming.guestChange.seenFailed'));
        refresh();
      } finally {
        setCardPending(key, false);
      }
    },
    [remove, refresh, setCardPending],
  );

  return { pending, announcement, confirm, cancel, seen };
}
