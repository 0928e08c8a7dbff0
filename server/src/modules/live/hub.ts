import type { TLiveEvent } from '@app/shared/live';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TTx } from '../../db/client';
import type { TNotificationListener } from '../../db/notifications';
import { namedStatement } from '../../db/prepared';
import { onChange, type TChange } from '../../lib/change-hooks';

/** The PostgreSQL channel every app instance listens on. */
export const LIVE_CHANNEL = 'restaurant_live';

export function liveEventOf(change: TChange, at = new Date()): TLiveEvent {
  if ('order' in change) {
    return {
      type: change.type,
      subject: change.order.kind,
      id: change.order.id,
      status: change.order.status,
      paymentStatus: change.order.paymentStatus,
      at: at.toISOString(),
    };
  }
  return {
    type: change.type,
    subject: 'RESERVATION',
    id: change.reservation.id,
    status: change.reservation.status,
    paymentStatus: null,
    at: at.toISOString(),
  };
}

type TListener = (event: TLiveEvent) => void;

/** A comment line every so often keeps proxies and the browser from dropping a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the browser reconnects at once (EventSource does so by itself),
 * passing the admin check again: a signed-out session stops receiving within this time.
 */
export const STREAM_MAX_MS = 5 * 60_000;

/** An open event stream of this instance: what the keep-alive job writes to and ends. */
export type TLiveStream = { write(text: string): unknown; end(): unknown };

/** Sent in every change's transaction (one per order): built and parsed once. */
const notifyLive = namedStatement('live_notify', 'select pg_notify($1, $2)');

/**
 * Live updates across app instances: a change announces itself with NOTIFY inside its own transaction
 * (PostgreSQL delivers it on commit, to every instance, and never for a rollback); each instance's
 * notification listener hands the events to its open streams. When the listener had to reconnect,
 * the streams are told to resync (events may have been missed).
 */
export function createLiveHub(
  db: TDb,
  listener: TNotificationListener,
  log: FastifyBaseLogger,
  /** The clock the keep-alive job runs on (a stream's age is measured on it). */
  clock: { now: () => number } = { now: () => Date.now() },
) {
  const listeners = new Set<TListener>();
  const emit = (event: TLiveEvent) => {
    for (const l of listeners) l(event);
  };

  const stopEvents = listener.on(LIVE_CHANNEL, (payload) => {
    try {
      emit(JSON.parse(payload) as TLiveEvent);
    } catch (error) {
      log.warn({ err: error }, 'unreadable live event');
    }
  });
  const stopState = listener.onState((listening, reconnected) => {
    if (listening && reconnected)
      emit({
        type: 'resync',
        subject: null,
        id: null,
        status: null,
        paymentStatus: null,
        at: new Date().toISOString(),
      });
  });

  onChange(db, async (tx: TTx, change) => {
    await notifyLive.run(tx, [LIVE_CHANNEL, JSON.stringify(liveEventOf(change))]);
  });

  /** The streams open on this instance, with when each opened. */
  const streams = new Map<TLiveStream, number>();

  return {
    /** Counts `stream` among the open ones until the returned function is called. */
    openStream(stream: TLiveStream): () => void {
      streams.set(stream, clock.now());
      return () => streams.delete(stream);
    },
    /**
     * The keep-alive (a periodic job, every HEARTBEAT_MS): a comment line on every open stream, and the
     * end of each that has been open for STREAM_MAX_MS.
     */
    keepAlive(now: Date): void {
      for (const [stream, openedAt] of streams) {
        if (now.getTime() - openedAt >= STREAM_MAX_MS) {
          streams.delete(stream);
          stream.end();
        } else stream.write(': keep-alive\n\n');
      }
    },
    /** Ends every open stream (the app is closing). */
    endStreams(): void {
      for (const stream of streams.keys()) stream.end();
      streams.clear();
    },
    /** Calls `listener` for every event until the returned function is called. */
    subscribe(fn: TListener): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    get listening(): boolean {
      return listener.listening;
    },
    close() {
      stopEvents();
      stopState();
      listeners.clear();
    },
  };
}

export type TLiveHub = ReturnType<typeof createLiveHub>;
