import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

type THandler = (payload: string) => void;
type TStateHandler = (listening: boolean, reconnected: boolean) => void;

/**
 * One dedicated PostgreSQL connection per app instance that LISTENs on a fixed set of channels.
 * PostgreSQL delivers a NOTIFY on commit, to every instance, and never for a rollback. When the
 * connection drops it reconnects with backoff (0.5 s doubling to 10 s); state handlers hear when
 * notifications stop and start again, since some may have been missed in between.
 */
export function createNotificationListener(
  databaseUrl: string,
  channels: readonly string[],
  log: FastifyBaseLogger,
) {
  const handlers = new Map<string, Set<THandler>>(channels.map((c) => [c, new Set()]));
  const stateHandlers = new Set<TStateHandler>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const setState = (listening: boolean, reconnected: boolean) => {
    for (const handler of stateHandlers) handler(listening, reconnected);
  };

  async function connect(reconnecting: boolean) {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'restaurant-listen' });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (closed) return;
      log.warn({ err: error }, 'notification listener connection lost; reconnecting');
      void next.end().catch(() => {});
      if (client === next) {
        client = null;
        setState(false, false);
      }
      schedule();
    };
    next.on('error', lost);
    // A connection can also end without an error (a server shutting down cleanly).
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      retryMs = 500;
      setState(true, reconnecting);
    } catch (error) {
      log.warn({ err: error }, 'notification listener could not connect; trying again');
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

  return {
    /** Calls `handler` with the payload of every notification on `channel` (one given at creation). */
    on(channel: string, handler: THandler): () => void {
      const set = handlers.get(channel);
      if (!set) throw new Error(`not listening on ${channel}`);
      set.add(handler);
      return () => set.delete(handler);
    },
    /** Calls `handler` when notifications start (again) or stop arriving. */
    onState(handler: TStateHandler): () => void {
      stateHandlers.add(handler);
      return () => stateHandlers.delete(handler);
    },
    get listening(): boolean {
      return client !== null;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      handlers.clear();
      stateHandlers.clear();
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

export type TNotificationListener = ReturnType<typeof createNotificationListener>;
