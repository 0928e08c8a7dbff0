import type { TKitchenTicket } from '@app/shared/kitchen';
import { useEffect, useRef, useState } from 'react';

/** How long a card that just arrived stands out (it makes no sound: the incoming screen rings). */
export const NEW_TICKET_HIGHLIGHT_MS = 10_000;

/**
 * The cards that arrived since the display opened on this station, highlighted for a while, and a
 * sentence for the screen reader's polite live region naming them. What the first read shows is not new.
 */
export function useNewTickets(
  tickets: readonly TKitchenTicket[] | undefined,
  describe: (added: readonly TKitchenTicket[]) => string,
) {
  const known = useRef<Set<string> | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const latestDescribe = useRef(describe);
  latestDescribe.current = describe;

  useEffect(() => {
    if (!tickets) return;
    if (known.current === null) {
      known.current = new Set(tickets.map((ticket) => ticket.orderId));
      return;
    }
    const seen = known.current;
    const added = tickets.filter((ticket) => !seen.has(ticket.orderId));
    if (added.length === 0) return;
    const ids = added.map((ticket) => ticket.orderId);
    for (const id of ids) seen.add(id);
    setFresh((current) => new Set([...current, ...ids]));
    setAnnouncement(latestDescribe.current(added));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }, NEW_TICKET_HIGHLIGHT_MS);
    timers.current.add(timer);
  }, [tickets]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  return { fresh, announcement };
}
