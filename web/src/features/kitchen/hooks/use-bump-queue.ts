import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { sendBump } from '../api/bump-line';
import { KITCHEN_KEY } from '../api/get-tickets';
import { createBumpQueue, type TBumpQueue, type TPendingBump } from '../bump-queue';

/**
 * A failure of the way to the server rather than the server's answer: no answer at all, or a proxy's
 * while the app restarts. The tap is kept and sent again; anything else is the server's refusal.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

export interface TKitchenConnection {
  queue: TBumpQueue;
  pending: readonly TPendingBump[];
  /** False from a failed attempt (or the browser going offline) until one goes through again. */
  online: boolean;
  /** A read or a tap reached the server (true) or could not (false). */
  report: (online: boolean) => void;
  /** The last tap the server refused, in words, until dismissed. */
  refusal: string | null;
  dismissRefusal: () => void;
}

/**
 * The display's taps and its connection: taps are queued and sent in order (bump-queue.ts), sent again
 * when the browser says it is back online, and a refused one is reported here until dismissed.
 */
export function useKitchenConnection(): TKitchenConnection {
  const queryClient = useQueryClient();
  const t = useAdminT();
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const queue = useMemo(
    () =>
      createBumpQueue({
        send: sendBump,
        isConnectionFailure,
        settle: () =>
          queryClient.refetchQueries({ queryKey: KITCHEN_KEY, type: 'active' }, { throwOnError: true }),
        onRefused: (_bump, error) => {
          const message = error instanceof ApiError && error.status > 0 ? error.message.trim() : '';
          setRefusal(message ? t('kitchen.refused', { message }) : t('kitchen.refusedUnknown'));
        },
        onConnection: setOnline,
      }),
    [queryClient, t],
  );
  const pending = useSyncExternalStore(queue.subscribe, queue.entries, queue.entries);

  useEffect(() => {
    const back = () => {
      void queue.resume();
      void queryClient.invalidateQueries({ queryKey: KITCHEN_KEY });
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
    };
  }, [queue, queryClient]);

  const report = useMemo(
    () => (reached: boolean) => {
      setOnline(reached);
      // A read went through: whatever waited can go now.
      if (reached) void queue.resume();
    },
    [queue],
  );

  return { queue, pending, online, report, refusal, dismissRefusal: () => setRefusal(null) };
}
