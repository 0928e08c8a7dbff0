import { useEffect, useState } from 'react';

/** How often the cards' ages and "in 12 min" move on: without asking the server. */
export const KITCHEN_TICK_MS = 30_000;

/** The current time, renewed every `everyMs`. */
export function useNow(everyMs: number = KITCHEN_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
