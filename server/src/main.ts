import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb, createPool } from './db/client';
import {
  DataDirInUseError,
  EmbeddedSetupError,
  startEmbeddedPostgres,
  type TEmbeddedPostgres,
} from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { tablesWithoutAccess } from './db/roles';
import { ensureBaseRows, seedDemo } from './db/seed';
import { seedDemoPhotos } from './modules/photos/demo';
import { ensureFirstAdmin } from './modules/users/bootstrap';

/** Starts the product: database (embedded unless DATABASE_URL), migrations, demo data, HTTP. */
async function main(): Promise<void> {
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

  /** The demo's dish photos, drawn after the start (issue 23): the menu shows each once it is stored. */
  const drawDemoPhotos = async (url: string) => {
    const started = Date.now();
    const pool = createPool(url, 1);
    try {
      const count = await seedDemoPhotos(createDb(pool), path.join(import.meta.dirname, 'demo-photos'));
      say(`Photos for ${count} demo dishes stored in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } catch (err) {
      if (!shuttingDown) console.error(`[restaurant] Demo photos: ${(err as Error).message}`);
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
    const seeded = config.seedDemo && (await seedDemo(db));
    if (seeded) say('Seeded the demo restaurant (menu, buffet, opening hours).');
    const admin = await ensureFirstAdmin(db, {
      username: config.adminUsername,
      password: config.adminPassword,
    });
    await pool.end();

    app = await buildApp({ ...config, databaseUrl });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const base = config.publicUrl ?? `http://localhost:${port}`;
    say(`Ready: ${base}`);
    if (seeded) void drawDemoPhotos(databaseUrl);
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

void main();
