import type { TLiveEvent } from '@app/shared/live';
import { useEffect, useRef } from 'react';
import { liveEvents } from './live-events';

/** Calls `onEvent` for every live event while the component is mounted (the latest callback is used). */
export function useLiveEvents(onEvent: (event: TLiveEvent) => void): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => liveEvents.subscribe((event) => latest.current(event)), []);
}
