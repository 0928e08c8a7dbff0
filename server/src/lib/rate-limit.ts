import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { namedStatement } from '../db/prepared';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

export type TRateLimitRule = { limit: number; windowMs: number };

/**
 * The address a client's requests are counted under: an IPv4 address as it is, an IPv4-mapped IPv6
 * address (`::ffff:203.0.113.7`) as its IPv4 address, and any other IPv6 address by its /64. One
 * subscriber usually gets a whole /64 and can pick a new address in it for every request, so counting
 * single IPv6 addresses would limit nothing. Every rate-limit key built from `request.ip` goes through here.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // a zone id (fe80::1%eth0) names the interface, not the client
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind !== 6) return ip;
  const groups = ipv6Groups(address);
  const [g5, g6, g7] = [groups[5] ?? 0, groups[6] ?? 0, groups[7] ?? 0];
  if (groups.slice(0, 5).every((g) => g === 0) && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
}

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
