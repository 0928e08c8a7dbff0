import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { userCan } from '../src/db/embedded-postgres-access';

/**
 * `npm start` on a fresh machine: the embedded PostgreSQL starts as root from a private
 * directory, as root with a private DATA_DIR, from a path with spaces and as an ordinary user, or stops
 * with one sentence naming the fix. Each case starts the real embedded server (about a second each).
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isRoot = process.getuid?.() === 0;
const quiet = { info() {}, warn() {}, error: console.error };
let tmp = '';
const cleanups: (() => void)[] = [];

// In a hook, so a run that skips every test (TEST_DATABASE_URL) leaves nothing behind.
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-fresh-'));
  fs.chmodSync(tmp, 0o755);
});

afterAll(() => {
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch {}
  }
  // Four clusters and a copy of the binaries: seconds of disk work on a busy machine, done in the
  // background rather than holding this worker.
  if (tmp) spawn('rm', ['-rf', tmp], { detached: true, stdio: 'ignore' }).unref();
});

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const mode = (p: string) => fs.statSync(p).mode & 0o777;

/** A copy of a tree made of hard links (the same files, so the same modes), copied across devices. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

// The second CI pass (TEST_DATABASE_URL, the machine's PostgreSQL) has nothing to add here.
const embeddedRun = !process.env.TEST_DATABASE_URL;

describe.skipIf(!isRoot || !embeddedRun)('as root (PostgreSQL runs as the postgres user)', () => {
  it('starts with DATA_DIR and the clone inside a private directory, with spaces in both paths', async () => {
    // The conditions the code meets in `git clone` into /root: a mode-700 parent above DATA_DIR and above
    // the binaries of node_modules/@embedded-postgres/<platform>.
    const home = path.join(tmp, 'private home');
    fs.mkdirSync(home, { mode: 0o700 });
    const pkgDir = fs.realpathSync(
      path.join(serverDir, '..', 'node_modules', '@embedded-postgres', `${os.platform()}-${os.arch()}`),
    );
    const clonePkg = path.join(home, 'my clone', 'embedded-postgres');
    fs.mkdirSync(clonePkg, { recursive: true });
    fs.copyFileSync(path.join(pkgDir, 'package.json'), path.join(clonePkg, 'package.json'));
    linkTree(path.join(pkgDir, 'native'), path.join(clonePkg, 'native'));
    const dataDir = path.join(home, 'my data');
    const sharedDir = path.join(tmp, 'shared');
    const options = { dataDir, log: quiet, sharedDir, nativeDir: path.join(clonePkg, 'native') };

    const first = await startEmbeddedPostgres(options);
    try {
      const [who] = await query<{ u: string }>(first.url, 'select current_user as u');
      expect(who?.u).toBe('postgres');
      await query(first.url, 'create table kept (n int); insert into kept values (42)');
    } finally {
      await first.stop();
    }

    // Nothing of the user's was opened up; PostgreSQL's own things live in the shared directory.
    expect(mode(home)).toBe(0o700);
    const link = path.join(dataDir, 'postgres');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    const cluster = fs.realpathSync(link);
    expect(cluster.startsWith(`${sharedDir}/data-`)).toBe(true);
    expect(mode(cluster)).toBe(0o700);
    expect(fs.statSync(cluster).uid).toBe(Number(execFileSync('id', ['-u', 'postgres']).toString()));
    expect(fs.readFileSync(path.join(path.dirname(cluster), 'data-dir.txt'), 'utf8').trim()).toBe(
      fs.realpathSync(dataDir),
    );
    const version = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
    expect(fs.existsSync(path.join(sharedDir, `bin-${version}`, 'bin', 'postgres'))).toBe(true);
    expect(fs.readdirSync(sharedDir).filter((f) => f.includes('partial'))).toEqual([]);

    // The second start reuses the copy and the cluster: the data is there.
    const again = await startEmbeddedPostgres(options);
    try {
      expect(await query(again.url, 'select n from kept')).toEqual([{ n: 42 }]);
    } finally {
      await again.stop();
    }

    // A cluster put into the private DATA_DIR itself (as a restore does) is moved out, the old one kept.
    fs.rmSync(link);
    fs.cpSync(cluster, link, { recursive: true, verbatimSymlinks: true });
    fs.writeFileSync(path.join(link, 'restored'), '');
    const restored = await startEmbeddedPostgres(options);
    try {
      expect(await query(restored.url, 'select n from kept')).toEqual([{ n: 42 }]);
    } finally {
      await restored.stop();
    }
    const moved = fs.realpathSync(link);
    expect(moved).not.toBe(cluster);
    expect(fs.existsSync(path.join(moved, 'restored'))).toBe(true);
    expect(fs.existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
  }, 60_000);
});

it.skipIf(!embeddedRun)(
  'starts from a path with spaces as the current user',
  async () => {
    const dataDir = path.join(tmp, 'with spaces', 'data dir');
    const embedded = await startEmbeddedPostgres({
      dataDir,
      log: quiet,
      sharedDir: path.join(tmp, 'shared'),
    });
    try {
      expect(await query(embedded.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await embedded.stop();
    }
    // Reachable directories keep the cluster in place.
    expect(fs.lstatSync(path.join(dataDir, 'postgres')).isDirectory()).toBe(true);
  },
  60_000,
);

/** Run as an ordinary user: the stops-with-one-sentence case, then a start in their private home. */
const childScript = `
import { startEmbeddedPostgres } from ${JSON.stringify(path.join(serverDir, 'src/db/embedded-postgres.ts'))};
import { createRequire } from 'node:module';
const pg = createRequire(${JSON.stringify(path.join(serverDir, 'package.json'))})('pg');
const log = { info() {}, warn() {}, error: console.error };
const out = {};
try {
  await startEmbeddedPostgres({ dataDir: process.argv[2], log });
  out.refused = 'started';
} catch (err) {
  out.refused = err.message;
}
const embedded = await startEmbeddedPostgres({ dataDir: process.argv[3], log });
const client = new pg.Client({ connectionString: embedded.url });
await client.connect();
out.user = (await client.query('select current_user as u')).rows[0].u;
await client.end();
await embedded.stop();
console.log(JSON.stringify(out));
`;

describe.skipIf(!embeddedRun)('as an ordinary user', () => {
  const userName = 'restaurant-fresh-test';

  // Not root: this process is itself the ordinary user, which the path-with-spaces test covers.
  it.skipIf(!isRoot)(
    '(root creates one) starts in a private home, and a DATA_DIR it cannot write stops with one sentence',
    async (ctx) => {
      const home = path.join(tmp, 'ordinary home');
      try {
        execFileSync('userdel', [userName], { stdio: 'ignore' }); // left by an interrupted run
      } catch {}
      execFileSync('useradd', ['-M', '-d', home, '-s', '/usr/sbin/nologin', userName], { stdio: 'pipe' });
      cleanups.push(() => execFileSync('userdel', [userName], { stdio: 'ignore' }));
      const uid = Number(execFileSync('id', ['-u', userName]).toString());
      const gid = Number(execFileSync('id', ['-g', userName]).toString());
      const user = { uid, gid };
      if (!userCan(user, '-r', path.join(serverDir, 'src/db/embedded-postgres.ts'))) {
        console.warn('skipped: this checkout is private, so no other user can run this copy of the app');
        ctx.skip();
      }
      fs.mkdirSync(home, { mode: 0o700 });
      fs.chownSync(home, uid, gid);
      const script = path.join(home, 'start.mts');
      fs.writeFileSync(script, childScript);
      fs.chownSync(script, uid, gid);
      const rootOnly = path.join(tmp, 'root only');
      fs.mkdirSync(rootOnly, { mode: 0o755 });

      const child = spawn(
        process.execPath,
        ['--import', 'tsx', script, path.join(rootOnly, 'data'), path.join(home, 'my data')],
        {
          cwd: serverDir,
          uid,
          gid,
          env: { ...process.env, HOME: home, USER: userName, TMPDIR: '/tmp' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout?.on('data', (c) => {
        output += c;
      });
      child.stderr?.on('data', (c) => {
        output += c;
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, output).toBe(0);
      const result = JSON.parse(output.trim().split('\n').pop() ?? '{}');
      expect(result.user).toBe('postgres'); // the superuser name inside the cluster
      expect(result.refused).toMatch(
        /cannot be created or written by this user .*: set DATA_DIR to a directory you can write to/,
      );
      expect(mode(home)).toBe(0o700);
      expect(fs.statSync(path.join(home, 'my data', 'postgres')).uid).toBe(uid);
    },
    60_000,
  );
});
