import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { namedStatement } from '../db/prepared';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

export type TRateLimitRule = { limit: number; windowMs: number };

/** One event counted under $1 in a window of $2 ms (every public POST: a named statement, parsed once). */
const hitStatement = namedStatement<{ count: number; window_start: Date | string }>(
  'rate_limit_hit',
  `insert into rate_limits (key, window_start, count) values ($1, now(), 1)
   on conflict (key) do update set
     count = case when rate_limits.window_start <= now() - ($2::float8 * interval '1 millisecond')
                  then 1 else rate_limits.count + 1 end,
     window_start = case when rate_limits.window_start <= now() - ($2::float8 * interval '1 millisecond')
                         then now() else rate_limits.window_start end
   returning count, window_start`,
);

/**
 * Fixed-window counters in PostgreSQL, so every app instance sees the same counts. `hit` counts one
 * event and returns whether the key is still within its limit, and when the window ends.
 */
export function rateLimiter(db: TDb) {
  async function hit(key: string, rule: TRateLimitRule): Promise<{ allowed: boolean; retryAfterS: number }> {
    const [row] = await hitStatement.run(db, [key, rule.windowMs]);
    const count = Number(row?.count ?? 1);
    const start = new Date(row?.window_start ?? Date.now()).getTime();
    const retryAfterS = Math.max(1, Math.ceil((start + rule.windowMs - Date.now()) / 1000));
    return { allowed: count <= rule.limit, retryAfterS };
  }

  return {
    hit,
    /** Counts one event and throws 429 with Retry-After once the key is over its limit. */
    async consume(
      key: string,
      rule: TRateLimitRule,
      message = 'Too many requests. Please wait a moment and try again.',
    ) {
      const { allowed, retryAfterS } = await hit(key, rule);
      if (!allowed) throw new AppError(429, message, { headers: { 'Retry-After': String(retryAfterS) } });
    },
    /** How the key stands without counting an event. */
    async peek(key: string, rule: TRateLimitRule): Promise<{ allowed: boolean; retryAfterS: number }> {
      const result = await db.execute<{ count: number; window_start: Date | string }>(
        sql`select count, window_start from ${rateLimits} where key = ${key}`,
      );
      const row = result.rows[0];
      if (!row) return { allowed: true, retryAfterS: 0 };
      const start = new Date(row.window_start).getTime();
      if (start + rule.windowMs <= Date.now()) return { allowed: true, retryAfterS: 0 };
      return {
        allowed: Number(row.count) < rule.limit,
        retryAfterS: Math.max(1, Math.ceil((start + rule.windowMs - Date.now()) / 1000)),
      };
    },
    async reset(key: string) {
      await db.execute(sql`delete from ${rateLimits} where key = ${key}`);
    },
    /** Old windows are useless; called from the periodic clean-up. */
    async purge(olderThanMs: number) {
      await db.execute(
        sql`delete from ${rateLimits} where window_start < now() - (${olderThanMs} * interval '1 millisecond')`,
      );
    },
  };
}
export type TRateLimiter = ReturnType<typeof rateLimiter>;
