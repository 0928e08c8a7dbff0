import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { TTx } from '../db/client';
import { namedStatement } from '../db/prepared';

/** pg-boss keeps its tables in their own schema of the app's database. */
export const JOBS_SCHEMA = 'pgboss';

/** Every queue the app uses, with how it retries. */
export const QUEUES = {
  email: 'email',
  push: 'push',
  /** Tickets for the network printers (docs/decisions/011). */
  print: 'print',
  /** The nightly backup of the embedded database; retried by its hourly check, not here. */
  backup: 'backup',
  /** Text messages to diners (a reservation's reminder) through the SMS provider (SMS_URL). */
  sms: 'sms',
  /** A cancelled booking's card guarantee let go at the payment provider (docs/decisions/028). */
  guaranteeRelease: 'guarantee-release',
} as const;
export type TQueue = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Retried with exponential backoff from 5 s for about a day; a job whose worker died (the app was
 * killed) expires after 60 s and is retried, so nothing is lost.
 */
const QUEUE_OPTIONS = { retryLimit: 14, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 } as const;

/**
 * A ticket waits for its printer at a steady pace instead (PRINT_RETRY_SECONDS, 10 s by default, given
 * with each job), for a day: it prints within seconds of the printer coming back, not hours later.
 */
const PRINT_QUEUE_OPTIONS = {
  retryLimit: 8_640,
  retryDelay: 10,
  retryBackoff: false,
  expireInSeconds: 60,
} as const;

/** A backup may take a while; a failed one is sent again by the hourly check (modules/backups). */
const BACKUP_QUEUE_OPTIONS = { retryLimit: 0, expireInSeconds: 3_600 } as const;

/**
 * An SMS is tried a few times within minutes, then given up: a provider that took the message but
 * answered late must not make a guest's phone ring again and again, and a reminder is worth nothing late.
 */
const SMS_QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 } as const;

/** What a job may set for itself when it is sent (a singleton key and slot: one job per slot). */
export type TSendOptions = {
  retryDelay?: number;
  retryLimit?: number;
  singletonKey?: string;
  singletonSeconds?: number;
  /** Not before this instant (a gift voucher's email on the day the buyer chose). */
  startAfter?: Date;
};

function newBoss(databaseUrl: string, options: Partial<PgBoss.ConstructorOptions> = {}) {
  return new PgBoss({
    connectionString: databaseUrl,
    schema: JOBS_SCHEMA,
    application_name: 'restaurant-jobs',
    max: 3,
    ...options,
  });
}

/** Creates or upgrades the job tables and queues (with the app's migrations, under their lock). */
export async function migrateJobs(databaseUrl: string): Promise<void> {
  const boss = newBoss(databaseUrl, { max: 1, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const name of Object.values(QUEUES)) {
      await boss.createQueue(name, {
        name,
        ...(name === QUEUES.print
          ? PRINT_QUEUE_OPTIONS
          : name === QUEUES.backup
            ? BACKUP_QUEUE_OPTIONS
            : name === QUEUES.sms
              ? SMS_QUEUE_OPTIONS
              : QUEUE_OPTIONS),
      });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** A name per distinct pg-boss statement (its SQL is fixed per command), so each is parsed once per connection. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `pgboss_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * pg-boss writing through one of our transactions: the job exists if and only if the change that
 * caused it commits. pg-boss's SQL (numbered parameters, $1 possibly more than once) goes to
 * PostgreSQL as it is, as pg-boss itself sends it, as a named statement on the transaction's connection.
 */
function inTransaction(tx: TTx): PgBoss.Db {
  // Unset values are NULL, objects (the job's data) go as JSON text.
  const bind = (value: unknown) =>
    value === undefined
      ? null
      : typeof value === 'object' && value !== null && !(value instanceof Date)
        ? JSON.stringify(value)
        : value;
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const rows = await namedStatement(statementName(text), text).run(tx, values.map(bind));
      return { rows: rows as unknown[] };
    },
  };
}

export type TJobs = {
  /** Enqueues in the caller's transaction. */
  send(tx: TTx, queue: TQueue, data: object, options?: TSendOptions): Promise<void>;
  /** Runs `handler` for jobs of `queue`; a thrown error retries the job later. */
  work<T extends object>(queue: TQueue, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
};

const START_RETRY_MS = 5_000;
/** Jobs fetched and run together per worker (mails and pushes are network-bound). */
const BATCH = 10;

/**
 * The job queue of one app instance. Sending works at once (through the caller's transaction); the
 * workers start in the background and keep trying while the database is unreachable, so the app
 * starts and answers (503) during an outage and delivers everything once PostgreSQL is back.
 */
export function startJobs(databaseUrl: string, log: FastifyBaseLogger): TJobs {
  const create = () => {
    const instance = newBoss(databaseUrl, { migrate: false, schedule: false });
    instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
    return instance;
  };
  let boss = create();
  let started = false;
  let stopping = false;
  const workers: [TQueue, (data: object) => Promise<void>][] = [];

  // Up to BATCH jobs per fetch, run side by side; each job succeeds or fails on its own (a failed one is
  // handed back for a retry, the rest complete when the batch returns). The worker waits for the
  // polling interval only between fetches, so a backlog drains at BATCH jobs per interval or faster.
  const register = (queue: TQueue, handler: (data: object) => Promise<void>) =>
    boss.work<object>(queue, { pollingIntervalSeconds: 1, batchSize: BATCH }, async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await handler(job.data);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            await boss.fail(queue, job.id, { message });
          }
        }),
      );
    });

  const starting = (async () => {
    while (!stopping) {
      try {
        await boss.start();
        started = true;
        for (const [queue, handler] of workers) await register(queue, handler);
        return;
      } catch (error) {
        log.warn({ err: error }, 'job queue could not start; trying again');
        // A failed start leaves pg-boss half started: the next try uses a fresh instance.
        boss = create();
        await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS).unref());
      }
    }
  })();

  return {
    async send(tx, queue, data, options) {
      await boss.send(queue, data, { ...options, db: inTransaction(tx) });
    },
    async work<T extends object>(queue: TQueue, handler: (data: T) => Promise<void>) {
      const untyped = handler as (data: object) => Promise<void>;
      workers.push([queue, untyped]);
      if (started) await register(queue, untyped);
    },
    async stop() {
      stopping = true;
      if (!started) return;
      await starting;
      // Finish what is running (a mail being sent), then stop; unfinished jobs are retried later.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
