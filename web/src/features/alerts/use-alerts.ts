import type { TAlerts } from '@app/shared/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { anyCountRose, totalAlerts } from './alert-counts';
import { getAlerts } from './api/get-alerts';
import { installSoundUnlock, playSound } from './sound';

/** Spec section 9: alerts polled every 15 s, refreshed 0.8 s after marking seen. */
const ALERTS_POLL_MS = 15_000;
const ALERTS_REFRESH_AFTER_SEEN_MS = 800;

const REFRESH_EVENT = 'alerts:refresh';

/** Screens that mark something seen call this; the badge refreshes 0.8 s later. */
export function requestAlertsRefresh(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(REFRESH_EVENT));
}

export const alertsQueryKey = ['admin', 'alerts'] as const;

/**
 * The back office's alert counts: polled, refreshed after "seen", a chime when a count rises (once
 * sound is allowed). Failures are ignored (spec section 8): the badge keeps its last known number.
 */
export function useAlerts(): { total: number; alerts: TAlerts | undefined } {
  const query = useQuery({
    queryKey: alertsQueryKey,
    queryFn: ({ signal }) => getAlerts(signal),
    refetchInterval: ALERTS_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const { refetch } = query;

  useEffect(() => {
    installSoundUnlock();
  }, []);

  // One refresh 0.8 s after the last "seen" of a burst (a screen opening marks many cards at once):
  // each request would otherwise cancel the one before it.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onRefresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void refetch();
      }, ALERTS_REFRESH_AFTER_SEEN_MS);
    };
    window.addEventListener(REFRESH_EVENT, onRefresh);
    return () => {
      window.removeEventListener(REFRESH_EVENT, onRefresh);
      clearTimeout(timer);
    };
  }, [refetch]);

  const previous = useRef<TAlerts | undefined>(undefined);
  useEffect(() => {
    if (!query.data) return;
    if (anyCountRose(previous.current, query.data)) playSound('alert');
    previous.current = query.data;
  }, [query.data]);

  return { total: totalAlerts(query.data), alerts: query.data };
}
