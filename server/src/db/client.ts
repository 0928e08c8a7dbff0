import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** The app's database: drizzle over the pool, which stays reachable as `$client` for raw named queries. */
export type TDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// int8 (bigint) counts come back as numbers: ours never approach 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** A transaction of the app's database (what `db.transaction` hands its callback). */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    application_name: 'restaurant',
  });
  // A client losing its connection (database restart) must not crash the process: an idle one is
  // reported on the pool, one in use on the client itself (its running query fails and answers 503).
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

export function createDb(pool: pg.Pool): TDb {
  return drizzle(pool, { schema });
}
