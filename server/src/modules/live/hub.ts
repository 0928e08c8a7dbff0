import type { TLiveEvent } from '@app/shared/live';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { TDb } from '../../db/client';
import { onChange, type TChange, type TTx } from '../../lib/change-hooks';

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

/**
 * Live updates across app instances: a change announces itself with NOTIFY inside its own transaction
 * (PostgreSQL delivers it on commit, to every instance, and never for a rollback); each instance
 * LISTENs on one dedicated connection and hands events to its open streams. When that connection
 * drops, it reconnects with backoff and tells the streams to resync (events may have been missed).
 */
export function createLiveHub(db: TDb, databaseUrl: string, log: FastifyBaseLogger) {
  const listeners = new Set<TListener>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const emit = (event: TLiveEvent) => {
    for (const listener of listeners) listener(event);
  };

  async function connect(reconnecting: boolean) {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'restaurant-live' });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      try {
        emit(JSON.parse(message.payload) as TLiveEvent);
      } catch (error) {
        log.warn({ err: error }, 'unreadable live event');
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'live listener connection failed; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = null;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      retryMs = 500;
      if (reconnecting)
        emit({
          type: 'resync',
          subject: null,
          id: null,
          status: null,
          paymentStatus: null,
          at: new Date().toISOString(),
        });
    } catch (error) {
      log.warn({ err: error }, 'live listener could not connect; trying again');
      void next.end().catch(() => {});
      schedule();
    }
  }

  function schedule() {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  }

  void connect(false);

  onChange(db, async (tx: TTx, change) => {
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(liveEventOf(change))})`);
  });

  return {
    /** Calls `listener` for every event until the returned function is called. */
    subscribe(listener: TListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listening(): boolean {
      return client !== null;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

export type TLiveHub = ReturnType<typeof createLiveHub>;
