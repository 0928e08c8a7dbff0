import { API } from '@app/shared/api-paths';
import { LIVE_EVENT_TYPES, type TLiveEvent, ZLiveEventSchema } from '@app/shared/live';

/** After the stream was refused (signed out, server restarting), try again this much later. */
export const LIVE_RETRY_MS = 30_000;

type TListener = (event: TLiveEvent) => void;
type TEventSourceLike = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & {
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
};

/**
 * One Server-Sent Events connection to a live stream (the back office's by default, or the kitchen
 * display's, which a kitchen account may open), shared by every screen that listens, opened with the
 * first listener and closed with the last. The browser reconnects by itself
 * after a dropped connection; a refused one (readyState CLOSED) is retried after LIVE_RETRY_MS. Screens
 * keep their polling (spec section 9): the stream only makes them refetch sooner.
 */
export function createLiveEvents(
  open: (url: string) => TEventSourceLike = (url) => {
    if (typeof EventSource === 'undefined') throw new Error('EventSource is not supported');
    return new EventSource(url, { withCredentials: true });
  },
  url: string = API.adminEvents,
) {
  const listeners = new Set<TListener>();
  let source: TEventSourceLike | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const deliver = (raw: MessageEvent<string>) => {
    let event: TLiveEvent;
    try {
      event = ZLiveEventSchema.parse(JSON.parse(raw.data));
    } catch {
      return;
    }
    for (const listener of listeners) listener(event);
  };

  function connect() {
    let next: TEventSourceLike;
    try {
      next = open(url);
    } catch {
      // No EventSource in this browser: polling alone keeps the screens current.
      return;
    }
    for (const type of LIVE_EVENT_TYPES) next.addEventListener(type, deliver as EventListener);
    next.onerror = () => {
      // 2 = CLOSED: the server refused the stream; the browser will not retry by itself.
      if (next.readyState !== 2 || source !== next) return;
      next.close();
      source = null;
      retry = setTimeout(() => {
        retry = null;
        if (listeners.size > 0) connect();
      }, LIVE_RETRY_MS);
    };
    source = next;
  }

  function disconnect() {
    if (retry) clearTimeout(retry);
    retry = null;
    source?.close();
    source = null;
  }

  return {
    subscribe(listener: TListener): () => void {
      listeners.add(listener);
      if (!source && !retry) connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) disconnect();
      };
    },
  };
}

export type TLiveEvents = ReturnType<typeof createLiveEvents>;

/** The back office's one live connection. */
export const liveEvents = createLiveEvents();

/** The kitchen display's one live connection: order changes only, open to a kitchen account. */
export const kitchenLiveEvents = createLiveEvents(undefined, API.kitchenEvents);
