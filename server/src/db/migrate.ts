import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateJobs } from '../jobs/queue';

/**
 * The committed drizzle-kit output, found from the source tree and from a bundle alike: server/dist,
 * or demo/dist (the demo restaurant's entry bundles the server), which finds it as server/drizzle.
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    for (const candidate of [path.join(dir, 'drizzle'), path.join(dir, 'server', 'drizzle')])
      if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The database migrations folder (server/drizzle) was not found.');
}

// Any fixed number works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK = 727_274_001;

/** Applies pending migrations; instances starting together wait for each other on an advisory lock. */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    await migrateJobs(url);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
