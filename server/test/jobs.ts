import type pg from 'pg';
import { until } from './helpers';

/**
 * The app's background jobs as pg-boss keeps them (its `job` table, and `archive` once its maintenance
 * has moved a finished job there), for tests that wait for a job's state instead of waiting for time:
 * "the retry is due later", "every delivery of this email is over".
 */
export type TQueuedJob = { id: string; state: string; retryCount: number; startAfter: Date };

/** pg-boss's final states: a job in one of them never runs again. */
const FINAL_STATES = ['completed', 'cancelled', 'failed'];

/** The jobs of `queue` whose data has `key` set to `value` (e.g. 'emailId', 7), oldest first. */
export async function jobsOf(
  pool: pg.Pool,
  queue: string,
  key: string,
  value: string | number,
): Promise<TQueuedJob[]> {
  const { rows } = await pool.query<TQueuedJob & { createdOn: Date }>(
    `select id, state::text, retry_count as "retryCount", start_after as "startAfter", created_on as "createdOn"
       from pgboss.job where name = $1 and data->>$2 = $3
     union all
     select id, state::text, retry_count, start_after, created_on
       from pgboss.archive where name = $1 and data->>$2 = $3
     order by "createdOn", id`,
    [queue, key, String(value)],
  );
  return rows.map(({ createdOn: _, ...job }) => job);
}

/**
 * Waits until there is such a job and every one of them is in a final state: from then on nothing can
 * deliver it again, so a test may count what was delivered without waiting "long enough".
 */
export function untilJobsFinal(
  pool: pg.Pool,
  queue: string,
  key: string,
  value: string | number,
): Promise<TQueuedJob[]> {
  return until(async () => {
    const jobs = await jobsOf(pool, queue, key, value);
    return jobs.length > 0 && jobs.every((j) => FINAL_STATES.includes(j.state)) ? jobs : undefined;
  });
}

/**
 * Puts the same job in the queue once more, as pg-boss itself does when a worker's job expires while
 * it was in fact done (delivery is at least once): the handler must see that its work is done.
 * Returns the new job's id.
 */
export async function deliverAgain(pool: pg.Pool, queue: string, data: object): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    'insert into pgboss.job (name, data) values ($1, $2::jsonb) returning id',
    [queue, JSON.stringify(data)],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no job inserted');
  return id;
}

/** Waits until the job `id` is in a final state and returns that state. */
export function untilJobFinal(pool: pg.Pool, id: string): Promise<string> {
  return until(async () => {
    const { rows } = await pool.query<{ state: string }>(
      `select state::text from pgboss.job where id = $1
       union all select state::text from pgboss.archive where id = $1`,
      [id],
    );
    const state = rows[0]?.state;
    return state && FINAL_STATES.includes(state) ? state : undefined;
  });
}

/**
 * Waits until a failed job waits for its retry (its `retryCount`-th, counting from 0) and makes that
 * retry due now. The back-off is pg-boss's (seconds to minutes): the test moves the job's due time
 * instead of waiting it out. Returns the job as it was, with the time its retry had been due.
 */
export async function retryNow(
  pool: pg.Pool,
  queue: string,
  key: string,
  value: string | number,
  retryCount = 0,
): Promise<TQueuedJob> {
  const job = await until(async () =>
    (await jobsOf(pool, queue, key, value)).find((j) => j.state === 'retry' && j.retryCount === retryCount),
  );
  await pool.query(`update pgboss.job set start_after = now() where id = $1 and state = 'retry'`, [job.id]);
  return job;
}
