import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemo } from '@app/demo/seed';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, createPool } from '../src/db/client';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';
import { restaurantInfo } from '../src/db/schema';
import { ensureBaseRows } from '../src/db/seed';
import { assertStopped, backupEmbedded, restoreEmbedded } from '../src/modules/backups/embedded-backup';
import { pruneBackups } from '../src/modules/backups/files';
import { backupsRepository } from '../src/modules/backups/repository';
import { backupsService, lastDueAt } from '../src/modules/backups/service';
import { TestClient } from './client';
import { ADMIN, ALWAYS_OPEN, createAdmin, placeTakeaway, seededMenuItemId, testConfig } from './helpers';

/**
 * `npm run backup` under write load, `npm run restore` into a new data directory, and every table of
 * the restored database compared with the source. The app runs on its own embedded PostgreSQL here (a
 * backup copies the whole server, not one test database).
 */
const quiet = { info() {}, warn() {}, error: console.error };
const dirs: string[] = [];
let running: { dataDir: string; url: string } | undefined;
const servers: TEmbeddedPostgres[] = [];
function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `restaurant-${name}-`));
  fs.chmodSync(dir, 0o755); // PostgreSQL runs as `postgres` when the tests run as root
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

type TTables = Map<string, string[]>;

/** Tables whose rows change after they are written. */
const UPDATED_IN_PLACE = ['pgboss.', 'public.emails', 'public.order_counters'];

/** A diner of their own address each (the order rate limit counts per address). */
function dinerAt(app: FastifyInstance, i: number): TestClient {
  const remoteAddress = `10.1.${(i >> 8) & 255}.${i & 255}`;
  const inject = (options: object) => app.inject({ ...options, remoteAddress } as never);
  return new TestClient({ inject } as unknown as FastifyInstance);
}

/** Every row of every table (the app's and the job queue's), as text, sorted. */
async function readTables(url: string): Promise<TTables> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read');
    const tables = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1, 2`,
    );
    const result: TTables = new Map();
    for (const { schema, name } of tables.rows) {
      const id = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      const rows = await client.query<{ t: string }>(`select t::text as t from ${id} t`);
      result.set(`${schema}.${name}`, rows.rows.map((r) => r.t).sort());
    }
    await client.query('commit');
    return result;
  } finally {
    await client.end();
  }
}

describe('npm run backup and npm run restore', () => {
  it('back up the running app under orders and restore every table as of the backup', async () => {
    const source = tempDir('backup-source');
    const pgSource = await startEmbeddedPostgres({ dataDir: source, log: quiet });
    servers.push(pgSource);
    await runMigrations(pgSource.url);
    const pool = createPool(pgSource.url, 2);
    const db = createDb(pool);
    await ensureBaseRows(db);
    await seedDemo(db);
    await db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
    await pool.end();
    const app: FastifyInstance = await buildApp(testConfig({ databaseUrl: pgSource.url, dataDir: source }));
    await app.ready();
    const diner = dinerAt(app, 100_000);
    const menuItemId = await seededMenuItemId(app);
    for (let i = 0; i < 3; i++)
      await placeTakeaway(diner, menuItemId, { customer: { email: `early${i}@example.ch` } });
    const beforeLoad = await readTables(pgSource.url);

    // Orders one after another, as fast as the app takes them, while the backup runs.
    const started: string[] = [];
    const acknowledged: string[] = [];
    let load = true;
    const placing = (async () => {
      for (let i = 0; load; i++) {
        const email = `load${i}@example.ch`;
        started.push(email);
        await placeTakeaway(dinerAt(app, i), menuItemId, { customer: { email } });
        acknowledged.push(email);
      }
    })();
    while (acknowledged.length < 3) await new Promise((r) => setTimeout(r, 20));
    const acknowledgedBefore = acknowledged.length;
    const file = path.join(tempDir('backup-files'), 'nightly.tar.gz');
    const backup = await backupEmbedded({ dataDir: source, file });
    const startedBeforeEnd = started.length;
    const acknowledgedAtEnd = acknowledged.length;
    while (acknowledged.length < acknowledgedAtEnd + 2) await new Promise((r) => setTimeout(r, 20));
    load = false;
    await placing;
    await app.close();
    running = { dataDir: source, url: pgSource.url };
    const after = await readTables(pgSource.url);
    expect(backup.sizeBytes).toBe(fs.statSync(file).size);
    expect(acknowledgedAtEnd).toBeGreaterThan(acknowledgedBefore); // orders were written during the backup

    // A running app's data directory is refused.
    const target = tempDir('backup-restored');
    expect(() => assertStopped(source)).toThrow(/The app is running on .* stop it first/);
    await restoreEmbedded({ dataDir: target, file });
    const pgRestored = await startEmbeddedPostgres({ dataDir: target, log: quiet });
    servers.push(pgRestored);
    const restored = await readTables(pgRestored.url);

    expect([...restored.keys()]).toEqual([...after.keys()]);
    // The orders are a prefix of the diner's sequence: every one acknowledged before the backup began,
    // none begun after it ended, and no gap.
    const emails = (restored.get('public.orders') ?? [])
      .map((row) => /load\d+@example\.ch/.exec(row)?.[0])
      .filter((e): e is string => e !== undefined);
    expect(emails.length).toBeGreaterThanOrEqual(acknowledgedBefore);
    expect(emails.length).toBeLessThanOrEqual(startedBeforeEnd);
    expect(new Set(emails)).toEqual(new Set(started.slice(0, emails.length)));
    for (const [table, rows] of restored) {
      const unchanged = JSON.stringify(beforeLoad.get(table)) === JSON.stringify(after.get(table));
      if (unchanged) {
        // Not written during the load: exactly the source.
        expect(rows, table).toEqual(after.get(table));
      } else if (!UPDATED_IN_PLACE.some((prefix) => table.startsWith(prefix))) {
        // Written during the load: every restored row is in the source as it is, none of the earlier lost.
        const sourceRows = new Set(after.get(table));
        expect(
          rows.filter((row) => !sourceRows.has(row)),
          table,
        ).toEqual([]);
        expect(rows.length, table).toBeGreaterThanOrEqual(beforeLoad.get(table)?.length ?? 0);
      } else {
        // Rows that change after they are written (a job's or an email's state, the order counter): the
        // restored rows exist in the source, by key.
        const keys = (list: string[] | undefined) => new Set((list ?? []).map((row) => row.split(',')[0]));
        const sourceKeys = keys(after.get(table));
        expect(
          [...keys(rows)].filter((key) => !sourceKeys.has(key)),
          table,
        ).toEqual([]);
      }
    }
    // Two PostgreSQL servers, every migration, a load, a base backup and a restore: about 20 s alone, over
    // 60 s when CI runs this file beside the browser tests on two cores. It asserts rows, not time.
  }, 240_000);

  it('make the nightly backup into BACKUP_DIR, keep BACKUP_KEEP and show admins the last one', async () => {
    if (!running) throw new Error('needs the running app of the test before');
    const backupDir = tempDir('backup-nightly');
    for (const old of ['restaurant-20260101-053000.tar.gz', 'restaurant-20260102-053000.tar.gz'])
      fs.writeFileSync(path.join(backupDir, old), 'old');
    fs.writeFileSync(path.join(backupDir, 'notes.txt'), 'not a backup: never deleted');
    const config = testConfig({
      databaseUrl: running.url,
      dataDir: running.dataDir,
      backupDir,
      backupKeep: 2,
    });
    const app = await buildApp(config);
    await app.ready();
    const pool = createPool(running.url, 2);
    const db = createDb(pool);
    try {
      await createAdmin(db);
      const admin = new TestClient(app);
      await admin.login(ADMIN.username, ADMIN.password);
      expect((await new TestClient(app).get('/api/admin/backups/latest')).statusCode).toBe(401);
      expect((await admin.get('/api/admin/backups/latest')).json()).toEqual({ enabled: true, latest: null });

      const service = backupsService(backupsRepository(db), { ...config, keep: 2, log: app.log });
      expect(await service.isDue()).toBe(true);
      await service.runNightly();
      expect(await service.isDue()).toBe(false);
      const files = fs.readdirSync(backupDir).sort();
      expect(files).toHaveLength(3);
      expect(files).toContain('restaurant-20260102-053000.tar.gz');
      expect(files).toContain('notes.txt');
      const made = files.find(
        (f) => /^restaurant-\d{8}-\d{6}\.tar\.gz$/.test(f) && !f.startsWith('restaurant-2026010'),
      );
      if (!made) throw new Error('no new backup file');
      const latest = (await admin.get('/api/admin/backups/latest')).json();
      expect(latest.latest).toMatchObject({
        ok: true,
        error: null,
        sizeBytes: fs.statSync(path.join(backupDir, made)).size,
      });

      // A failure is recorded, with its reason, for the admins to see.
      const broken = backupsService(backupsRepository(db), {
        ...config,
        dataDir: path.join(backupDir, 'missing'),
        keep: 2,
        log: app.log,
      });
      await pool.query('delete from backups');
      await expect(broken.runNightly()).rejects.toThrow(/There is no embedded database/);
      expect((await admin.get('/api/admin/backups/latest')).json().latest).toMatchObject({
        ok: false,
        sizeBytes: null,
        error: expect.stringMatching(/There is no embedded database/),
      });
    } finally {
      await app.close();
      await pool.end();
    }
  }, 30_000);
});

describe('backups are private files in private folders', () => {
  const uid = process.getuid?.() ?? 0;
  const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
  /** The backup service on the database of the app the first describe left running. */
  async function nightly(backupDir: string) {
    if (!running) throw new Error('needs the running app of the backup test');
    const pool = createPool(running.url, 2);
    const db = createDb(pool);
    await pool.query('delete from backups');
    const config = testConfig({ databaseUrl: running.url, dataDir: running.dataDir, backupDir });
    const service = backupsService(backupsRepository(db), {
      ...config,
      keep: 7,
      log: { info() {}, error() {} } as never,
    });
    const latest = async () => (await service.latest())?.error ?? null;
    return { service, latest, close: () => pool.end() };
  }

  it('write the backup as a new 0600 file, never into a world-readable <out>.partial planted there', async () => {
    if (!running) throw new Error('needs the running app of the backup test');
    const dir = tempDir('backup-planted');
    const out = path.join(dir, 'r.tar.gz');
    fs.writeFileSync(`${out}.partial`, 'planted');
    fs.chmodSync(`${out}.partial`, 0o666);
    const result = await backupEmbedded({ dataDir: running.dataDir, file: out });
    expect(result.file).toBe(out);
    expect(modeOf(out)).toBe(0o600);
    expect(fs.statSync(out).uid).toBe(uid);
    expect(fs.readFileSync(out).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(fs.readFileSync(`${out}.partial`, 'utf8')).toBe('planted');
    expect(modeOf(`${out}.partial`)).toBe(0o666);
    expect(fs.readdirSync(dir).sort()).toEqual(['r.tar.gz', 'r.tar.gz.partial']); // no temporary file left
    // Our own earlier backup under the same name is replaced, still 0600.
    const again = await backupEmbedded({ dataDir: running.dataDir, file: out });
    expect(again.sizeBytes).toBe(fs.statSync(out).size);
    expect(modeOf(out)).toBe(0o600);
  }, 30_000);

  it('never write through a symbolic link planted at the temporary or the final name', async () => {
    if (!running) throw new Error('needs the running app of the backup test');
    const dir = tempDir('backup-links');
    const victim = path.join(tempDir('backup-victim'), 'shadow');
    fs.writeFileSync(victim, 'root:secret\n', { mode: 0o644 });
    const out = path.join(dir, 'r.tar.gz');
    fs.symlinkSync(victim, `${out}.partial`);
    await backupEmbedded({ dataDir: running.dataDir, file: out });
    expect(fs.readFileSync(victim, 'utf8')).toBe('root:secret\n');
    expect(modeOf(victim)).toBe(0o644);
    expect(fs.lstatSync(out).isFile()).toBe(true);
    expect(modeOf(out)).toBe(0o600);
    expect(fs.lstatSync(`${out}.partial`).isSymbolicLink()).toBe(true);

    // A link at the final name: refused, left as it is, nothing written through it.
    const linked = path.join(dir, 'linked.tar.gz');
    fs.symlinkSync(victim, linked);
    await expect(backupEmbedded({ dataDir: running.dataDir, file: linked })).rejects.toThrow(
      `${linked} is a symbolic link: remove it or write the backup elsewhere.`,
    );
    expect(fs.readFileSync(victim, 'utf8')).toBe('root:secret\n');
    expect(fs.lstatSync(linked).isSymbolicLink()).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['linked.tar.gz', 'r.tar.gz', 'r.tar.gz.partial']);
  }, 30_000);

  it('refuse a BACKUP_DIR that other users can write, at boot and before a nightly backup', async () => {
    const dir = tempDir('backup-shared');
    fs.chmodSync(dir, 0o775);
    const message = `BACKUP_DIR: ${dir} can be written by other users (mode 775), who could read or swap the backups: chmod 700 ${dir}.`;
    const booted = loadConfig({ BACKUP_DIR: dir });
    expect(booted.ok).toBe(false);
    expect(booted.ok ? [] : booted.errors).toContain(message);
    fs.chmodSync(dir, 0o700);
    expect(loadConfig({ BACKUP_DIR: dir }).ok).toBe(true);
    fs.chownSync(dir, 65534, 65534);
    const foreign = loadConfig({ BACKUP_DIR: dir });
    expect(foreign.ok ? [] : foreign.errors).toEqual([
      expect.stringMatching(
        new RegExp(`^BACKUP_DIR: ${dir} belongs to another user \\(uid 65534; .*chmod 700 ${dir}`),
      ),
    ]);
    fs.chownSync(dir, uid, uid);

    // Made writable by others after the start: the nightly backup refuses, and the admins see why.
    fs.chmodSync(dir, 0o777);
    const { service, latest, close } = await nightly(dir);
    try {
      await expect(service.runNightly()).rejects.toThrow(message.replace('775', '777'));
      expect(await latest()).toBe(message.replace('775', '777'));
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      await close();
    }
  }, 30_000);

  it('create a missing BACKUP_DIR, and a missing --out folder, with mode 0700', async () => {
    const parent = tempDir('backup-missing');
    const backupDir = path.join(parent, 'nightly', 'backups');
    expect(loadConfig({ BACKUP_DIR: backupDir }).ok).toBe(true);
    const { service, latest, close } = await nightly(backupDir);
    try {
      await service.runNightly();
      expect(await latest()).toBe(null);
      expect(modeOf(backupDir)).toBe(0o700);
      expect(modeOf(path.join(parent, 'nightly'))).toBe(0o700);
      const [made] = fs.readdirSync(backupDir);
      expect(made).toMatch(/^restaurant-\d{8}-\d{6}\.tar\.gz$/);
      expect(modeOf(path.join(backupDir, made as string))).toBe(0o600);
    } finally {
      await close();
    }
    if (!running) throw new Error('needs the running app of the backup test');
    const out = path.join(parent, 'out', 'r.tar.gz');
    await backupEmbedded({ dataDir: running.dataDir, file: out });
    expect(modeOf(path.dirname(out))).toBe(0o700);
    expect(modeOf(out)).toBe(0o600);
  }, 30_000);

  it('prune without following links: a link named like a backup goes, its target stays', () => {
    const dir = tempDir('backup-prune');
    const victim = path.join(tempDir('backup-prune-victim'), 'precious');
    fs.writeFileSync(victim, 'keep me');
    fs.symlinkSync(victim, path.join(dir, 'restaurant-20200101-000000.tar.gz'));
    fs.mkdirSync(path.join(dir, 'restaurant-20190101-000000.tar.gz'));
    for (const name of ['restaurant-20260101-053000.tar.gz', 'restaurant-20260102-053000.tar.gz'])
      fs.writeFileSync(path.join(dir, name), 'backup');
    const stale = '.restaurant-20260101-053000.tar.gz.0123456789abcdef.partial';
    const fresh = '.restaurant-20260102-053000.tar.gz.fedcba9876543210.partial';
    fs.writeFileSync(path.join(dir, stale), 'interrupted');
    fs.writeFileSync(path.join(dir, fresh), 'being written');
    const now = Date.now();
    fs.utimesSync(path.join(dir, stale), new Date(now - 2 * 86_400_000), new Date(now - 2 * 86_400_000));
    expect(pruneBackups(dir, 2, now)).toEqual(['restaurant-20200101-000000.tar.gz', stale]);
    expect(fs.readdirSync(dir).sort()).toEqual([
      fresh,
      'restaurant-20190101-000000.tar.gz',
      'restaurant-20260101-053000.tar.gz',
      'restaurant-20260102-053000.tar.gz',
    ]);
    expect(fs.readFileSync(victim, 'utf8')).toBe('keep me');
  });
});

describe('the nightly backup time', () => {
  it('is 05:30 restaurant time, after the business day has ended', () => {
    const zone = 'Europe/Zurich';
    expect(lastDueAt(new Date('2026-11-25T04:29:00Z'), zone).toISOString()).toBe('2026-11-24T04:30:00.000Z');
    expect(lastDueAt(new Date('2026-11-25T04:30:00Z'), zone).toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(lastDueAt(new Date('2026-07-01T12:00:00Z'), zone).toISOString()).toBe('2026-07-01T03:30:00.000Z');
  });
});
