import type { TLiveEvent } from '@app/shared/live';
import { useEffect, useRef } from 'react';
import { liveEvents, type TLiveEvents } from './live-events';

/**
 * Calls `onEvent` for every live event of `source` (the back office's stream unless told) while the
 * component is mounted (the latest callback is used).
 */
export function useLiveEvents(onEvent: (event: TLiveEvent) => void, source: TLiveEvents = liveEvents): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => source.subscribe((event) => latest.current(event)), [source]);
}
