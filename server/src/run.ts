import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb, createPool, type TDb } from './db/client';
import {
  DataDirInUseError,
  EmbeddedSetupError,
  startEmbeddedPostgres,
  type TEmbeddedPostgres,
} from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { tablesWithoutAccess } from './db/roles';
import { ensureBaseRows } from './db/seed';
import { ensureFirstAdmin } from './modules/users';

type TLog = { info: (msg: string) => void; warn: (msg: string) => void; error: (msg: string) => void };

/**
 * What an entry adds to the product's start. The product itself (main.ts) adds nothing; the demo
 * restaurant's entry (demo/src/main.ts) seeds its menu, buffet and photos this way, so that no demo
 * data lives in, or is shipped with, the server (docs/decisions/017-demo-workspace.md).
 */
export type TRunOptions = {
  /** Data for an empty database, written when SEED_DEMO is on. */
  seed?: {
    /**
     * Writes the data before the app serves, as the app's database role; returns whether it wrote (it
     * must leave a database that already has a restaurant alone: it runs at every start). `timeZone` is
     * TZ_RESTAURANT: the zone a restaurant it creates starts with (afterwards the owner's to change).
     */
    data: (db: TDb, log: TLog, options: { timeZone: string }) => Promise<boolean>;
    /** Slower work once the app serves (the demo's dish photos), only after `data` wrote; in the background. */
    afterReady?: (db: TDb, log: TLog) => Promise<void>;
  };
};

/** Starts the product: database (embedded unless DATABASE_URL), migrations, the entry's seed, HTTP. */
export async function run(options: TRunOptions = {}): Promise<void> {
  const result = loadConfig();
  if (!result.ok) {
    console.error('The configuration is not valid:');
    for (const error of result.errors) console.error(`  - ${error}`);
    process.exit(1);
  }
  const config = result.config;
  const say = (msg: string) => console.log(`[restaurant] ${msg}`);
  const log = { info: say, warn: say, error: (msg: string) => console.error(`[restaurant] ${msg}`) };

  let embedded: TEmbeddedPostgres | undefined;
  // Requests and jobs run as a role that can only read and write the tables; migrations as the owner
  // (docs/decisions/016-least-privilege-database-role.md). With DATABASE_URL alone, one role does both.
  let databaseUrl = config.databaseUrl;
  let migrationUrl = config.databaseMigrationUrl ?? config.databaseUrl;
  if (!databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
    } catch (err) {
      console.error(
        `[restaurant] ${err instanceof DataDirInUseError || err instanceof EmbeddedSetupError ? err.message : `Could not start the embedded PostgreSQL: ${(err as Error).message}`}`,
      );
      process.exit(1);
    }
    databaseUrl = embedded.appUrl;
    migrationUrl = embedded.ownerUrl;
  }

  const seed = config.seedDemo ? options.seed : undefined;
  // SEED_DEMO belongs to the entry that brings the data: the product alone never seeds, and says so
  // to whoever expected the demo restaurant from it.
  if (config.seedDemo && !options.seed)
    say(
      'SEED_DEMO is on, but the product alone never seeds: the demo restaurant runs from demo/dist/main.js.',
    );

  /** The seed's slower part (the demo's photos) after the start, on a connection of its own. */
  const afterReady = async (url: string, work: (db: TDb, log: TLog) => Promise<void>) => {
    const pool = createPool(url, 1);
    try {
      await work(createDb(pool), log);
    } catch (err) {
      if (!shuttingDown) console.error(`[restaurant] After the seed: ${(err as Error).message}`);
    } finally {
      await pool.end().catch(() => {});
    }
  };

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    say(`${signal} received, shutting down: finishing requests...`);
    const force = setTimeout(() => {
      console.error('[restaurant] Shutdown took too long; exiting.');
      process.exit(1);
    }, 40_000);
    force.unref();
    try {
      await app?.close(); // stops accepting, waits for in-flight requests, closes the pool
      await embedded?.stop();
      say('Stopped.');
      process.exit(0);
    } catch (err) {
      console.error('[restaurant] Error during shutdown', err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await runMigrations(migrationUrl ?? databaseUrl);
    // A table the app role cannot use (default privileges not set up) stops the start, not the first order.
    const unreachable =
      migrationUrl && migrationUrl !== databaseUrl ? await tablesWithoutAccess(databaseUrl) : [];
    if (unreachable.length > 0)
      throw new Error(
        `The app's database role cannot read and write ${unreachable.join(', ')}: grant it SELECT, INSERT, UPDATE and DELETE on them (docs/operations.md, "Database roles")`,
      );
    const pool = createPool(databaseUrl, 2);
    const db = createDb(pool);
    await ensureBaseRows(db);
    const seeded = seed ? await seed.data(db, log, { timeZone: config.timeZone }) : false;
    const admin = await ensureFirstAdmin(db, {
      username: config.adminUsername,
      password: config.adminPassword,
      passwordHashCost: config.passwordHashCost,
    });
    await pool.end();

    app = await buildApp({ ...config, databaseUrl });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const base = config.publicUrl ?? `http://localhost:${port}`;
    say(`Ready: ${base}`);
    if (seeded && seed?.afterReady) void afterReady(databaseUrl, seed.afterReady);
    if (admin.created && admin.generatedPassword) {
      say('');
      say('  An admin account was created. This password is shown only once:');
      say(`    username: ${admin.username}`);
      say(`    password: ${admin.generatedPassword}`);
      say(`  Sign in at ${base}/login`);
      say('');
    } else if (admin.username) {
      say(
        `Back office: ${base}/login (admin user '${admin.username}'; reset a lost password with: npm run admin -- reset-password ${admin.username})`,
      );
    }
  } catch (err) {
    console.error('[restaurant] Start-up failed:', err);
    await app?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(1);
  }
}
