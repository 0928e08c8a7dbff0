import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client';

/**
 * The one place that runs periodic work: every job that must happen every so often (the unseen-order
 * checks, payment reconciliation, nightly backups, clean-ups, the live streams' keep-alive) is a named
 * job here, with its period. One timer ticks; a job runs when its time has come and its previous run has
 * finished, so a slow run is never overlapped by the next. A job marked `oneInstance` runs on one app
 * instance at a time: it takes a PostgreSQL advisory lock for its run, and an instance that finds the lock
 * taken skips that turn. Pushes, emails and print jobs are not here: they are queued jobs (pg-boss),
 * written in the transaction of their cause.
 *
 * Tests build the app with their own clock and call `tick()` or `run(name, now)`: no test waits for real
 * time to pass.
 */

export type TClock = { now: () => number };
export const systemClock: TClock = { now: () => Date.now() };

export type TPeriodicJob = {
  /** Names the job in logs, in the lock and for `run`. */
  name: string;
  /** Time between the starts of two runs; a job whose period is 0 or less is switched off. */
  everyMs: number;
  /** The first run this long after the scheduler starts (default: one period). */
  firstAfterMs?: number;
  /** At most one app instance runs it at a time (its work would collide or be wasted twice). */
  oneInstance?: boolean;
  /** The work, at `now` (the scheduler's clock). A failure is logged; the next turn comes as usual. */
  run: (now: Date) => Promise<unknown>;
};

/** How often the scheduler looks for jobs whose time has come: the shortest period worth having. */
const TICK_MS = 1_000;
/** The advisory locks' first key: 1702 is the app's key space, 33 the scheduler's. */
const LOCK_SPACE = 170_233;

/** A job's lock key: a stable 31-bit number from its name. */
export function lockKeyOf(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0) & 0x7fff_ffff;
}

export function createScheduler(deps: { db: TDb; log: FastifyBaseLogger; clock?: TClock }) {
  const clock = deps.clock ?? systemClock;
  const jobs = new Map<string, { job: TPeriodicJob; nextAt: number; running?: Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Runs `job` once at `now`, under its lock when it must run on one instance at a time. */
  async function runLocked(job: TPeriodicJob, now: Date): Promise<boolean> {
    if (!job.oneInstance) {
      await job.run(now);
      return true;
    }
    const client = await deps.db.$client.connect();
    try {
      const key = [LOCK_SPACE, lockKeyOf(job.name)];
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', key);
      if (!rows[0]?.ok) return false;
      try {
        await job.run(now);
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', key);
      }
      return true;
    } finally {
      client.release();
    }
  }

  function launch(entry: { job: TPeriodicJob; running?: Promise<void> }, now: Date): Promise<void> {
    const running = runLocked(entry.job, now)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.warn({ err: error, job: entry.job.name }, 'periodic job failed'))
      .finally(() => {
        if (entry.running === running) entry.running = undefined;
      });
    entry.running = running;
    return running;
  }

  return {
    /** Adds a job (before or after `start`); a job with a period of 0 or less is left out. */
    add(job: TPeriodicJob) {
      if (job.everyMs <= 0) return;
      if (jobs.has(job.name)) throw new Error(`a periodic job named ${job.name} exists already`);
      jobs.set(job.name, { job, nextAt: clock.now() + (job.firstAfterMs ?? job.everyMs) });
    },

    /** The names of the jobs, in the order they were added. */
    names: () => [...jobs.keys()],

    /** Starts the one timer (tests that drive the clock themselves may call `tick` instead). */
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => this.tick(), TICK_MS);
      timer.unref();
    },

    /** Starts every job whose time has come and whose last run has finished; returns when they have. */
    async tick(): Promise<void> {
      const now = clock.now();
      const started: Promise<void>[] = [];
      for (const entry of jobs.values()) {
        if (stopped || entry.running || now < entry.nextAt) continue;
        entry.nextAt = now + entry.job.everyMs;
        started.push(launch(entry, new Date(now)));
      }
      await Promise.all(started);
    },

    /**
     * Runs the job `name` now (at `now`, default the clock's), after its running turn if one is running;
     * a failure is thrown to the caller. For tests and for an operator's "now".
     */
    async run(name: string, now = new Date(clock.now())): Promise<boolean> {
      const entry = jobs.get(name);
      if (!entry) throw new Error(`no periodic job named ${name}`);
      await entry.running;
      return runLocked(entry.job, now);
    },

    /** Stops the timer and waits for the running jobs to finish (they use the pool, which closes next). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.all([...jobs.values()].map((entry) => entry.running));
    },
  };
}

export type TScheduler = ReturnType<typeof createScheduler>;
