import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runningEmbeddedUrl } from '../../db/embedded-postgres';
import {
  makePrivateDir,
  openNewPrivateFile,
  replaceProblem,
  temporaryNameBeside,
} from '../../lib/private-files';
import { createArchive, readArchive } from './archive';

/**
 * Backups of the embedded database, taken from the running server with PostgreSQL's own backup API
 * (docs/decisions/013-backups-as-base-backups.md): `pg_backup_start` (a checkpoint), a copy of the data directory's
 * files, `pg_backup_stop`, and the WAL written meanwhile, held back by a temporary replication slot.
 * Restored, PostgreSQL replays that WAL and stands exactly as at the end of the backup: a consistent
 * copy taken without stopping the app. The embedded-postgres package ships no pg_dump, and Debian's is
 * older than the server (18), so the copy is physical: a backup fits the same PostgreSQL major version.
 */

export const BACKUP_FORMAT = 'restaurant-embedded-pg-basebackup';
const FORMAT_VERSION = 1;

export type TBackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  postgresVersion: string;
  startLsn: string;
  stopLsn: string;
};

export type TBackupResult = { file: string; sizeBytes: number; manifest: TBackupManifest };

/** Not copied: recreated by PostgreSQL, per-run state, or the WAL that is added separately (PostgreSQL docs, 26.3.3). */
const SKIP_CONTENTS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIP_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_label.old',
  'recovery.signal',
  'standby.signal',
]);

function lsnToBigInt(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

/** WAL file names from the one holding `from` to the one holding `to` (same timeline). */
function walFiles(timeline: string, from: string, to: string, segmentSize: bigint): string[] {
  const perId = 0x1_0000_0000n / segmentSize;
  const names: string[] = [];
  for (let seg = lsnToBigInt(from) / segmentSize; seg <= lsnToBigInt(to) / segmentSize; seg++) {
    const hex = (n: bigint) => n.toString(16).toUpperCase().padStart(8, '0');
    names.push(`${timeline}${hex(seg / perId)}${hex(seg % perId)}`);
  }
  return names;
}

async function* readFileChunks(file: string, size: number): AsyncIterable<Buffer> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // dropped meanwhile: the WAL replays it
    throw err;
  }
  try {
    let position = 0;
    while (position < size) {
      const buffer = Buffer.allocUnsafe(Math.min(1 << 20, size - position));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) return;
      position += bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

/** The embedded database's URL while the app runs in `dataDir`, or a sentence saying why there is none. */
export function embeddedUrlOrExplain(dataDir: string, database = 'restaurant'): string {
  const pgData = path.join(dataDir, 'postgres');
  if (!fs.existsSync(path.join(pgData, 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${dataDir} (set DATA_DIR as for npm start).`);
  if (
    !fs.existsSync(path.join(pgData, 'postmaster.pid')) ||
    !fs.existsSync(path.join(dataDir, 'postgres.port'))
  )
    throw new Error(
      `The app is not running on ${dataDir}: start it (npm start), then run the backup; it runs while the app serves.`,
    );
  return runningEmbeddedUrl(dataDir, database);
}

/**
 * A consistent backup of the embedded PostgreSQL of the app running in `dataDir`, compressed, into
 * `file` (written under a temporary name and renamed when complete).
 */
export async function backupEmbedded(options: {
  dataDir: string;
  file: string;
  url?: string;
}): Promise<TBackupResult> {
  const dataDir = path.resolve(options.dataDir);
  const pgData = path.join(dataDir, 'postgres');
  const url = options.url ?? embeddedUrlOrExplain(dataDir, 'postgres');
  const file = path.resolve(options.file);
  makePrivateDir(path.dirname(file));
  const refused = replaceProblem(file);
  if (refused) throw new Error(refused);
  // Written under a name nobody can predict, created exclusively (never into a planted file, never
  // through a link), mode 0600, and only through this descriptor; renamed when complete.
  const partial = temporaryNameBeside(file);
  const fd = openNewPrivateFile(partial);
  const opened = fs.fstatSync(fd);
  const archive = createArchive(partial, fd);
  const client = new pg.Client({ connectionString: url, application_name: 'restaurant-backup' });
  try {
    await client.connect();
    const slot = `restaurant_backup_${process.pid}_${Date.now()}`;
    // A temporary slot (dropped with this session) keeps every WAL file from now on until the copy is done.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    const version = (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? '';
    const segmentSize = BigInt(
      (
        await client.query<{ s: string }>(
          `select setting as s from pg_settings where name = 'wal_segment_size'`,
        )
      ).rows[0]?.s ?? '16777216',
    );
    const createdAt = new Date();
    const start = (
      await client.query<{ lsn: string }>('select pg_backup_start($1, true)::text as lsn', [
        `restaurant ${createdAt.toISOString()}`,
      ])
    ).rows[0]?.lsn;
    if (!start) throw new Error('pg_backup_start gave no position');
    let stop: { lsn: string; labelfile: string; spcmapfile: string | null } | undefined;
    try {
      await archive.directory('postgres');
      const walk = async (relative: string): Promise<void> => {
        const dir = path.join(pgData, relative);
        let entries: fs.Dirent[];
        try {
          entries = await fs.promises.readdir(dir, { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
          const rel = relative ? `${relative}/${entry.name}` : entry.name;
          if (entry.isDirectory()) {
            await archive.directory(`postgres/${rel}`);
            if (relative === '' && SKIP_CONTENTS.has(entry.name)) {
              if (entry.name === 'pg_wal') await archive.directory('postgres/pg_wal/archive_status');
              continue;
            }
            if (entry.name.startsWith('pgsql_tmp')) continue;
            await walk(rel);
          } else if (entry.isFile()) {
            if (relative === '' && SKIP_FILES.has(entry.name)) continue;
            if (entry.name === 'pg_internal.init' || entry.name.startsWith('pgsql_tmp')) continue;
            let size: number;
            try {
              size = (await fs.promises.stat(path.join(dir, entry.name))).size;
            } catch (err) {
              if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
              throw err;
            }
            await archive.file(`postgres/${rel}`, size, readFileChunks(path.join(dir, entry.name), size));
          }
        }
      };
      await walk('');
      stop = (
        await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
          'select lsn::text as lsn, labelfile, spcmapfile from pg_backup_stop(false)',
        )
      ).rows[0];
      if (!stop) throw new Error('pg_backup_stop gave no result');
      // Closes the WAL file holding the end of the backup, so everything up to it is on disk.
      await client.query('select pg_switch_wal()');
      await archive.file(
        'postgres/backup_label',
        Buffer.byteLength(stop.labelfile),
        Buffer.from(stop.labelfile),
      );
      if (stop.spcmapfile)
        await archive.file(
          'postgres/tablespace_map',
          Buffer.byteLength(stop.spcmapfile),
          Buffer.from(stop.spcmapfile),
        );
      const timeline = /\(file ([0-9A-F]{8})/.exec(stop.labelfile)?.[1];
      const redo = /START WAL LOCATION: ([0-9A-F]+\/[0-9A-F]+)/.exec(stop.labelfile)?.[1];
      if (!timeline || !redo) throw new Error('Unexpected backup label from PostgreSQL');
      const stopOffset = Number(lsnToBigInt(stop.lsn) % segmentSize);
      const names = walFiles(timeline, redo, stop.lsn, segmentSize);
      for (const [i, name] of names.entries()) {
        const walPath = path.join(pgData, 'pg_wal', name);
        // The last file only up to the end of the backup; zeros after it (a recycled file's old bytes
        // would only cost space): replay stops at the first empty record.
        const last = i === names.length - 1;
        const keep = last ? Math.ceil(stopOffset / 8192) * 8192 : Number(segmentSize);
        await archive.file(`postgres/pg_wal/${name}`, Number(segmentSize), readFileChunks(walPath, keep));
      }
      const password = fs.readFileSync(path.join(dataDir, 'postgres-password'));
      await archive.file('postgres-password', password.length, password);
      const manifest: TBackupManifest = {
        format: BACKUP_FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        postgresVersion: version,
        startLsn: start,
        stopLsn: stop.lsn,
      };
      const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await archive.file('backup.json', json.length, json);
      const sizeBytes = await archive.close();
      // Still the file we wrote (not swapped for another under its name), and still nothing at `file`
      // we would not replace. rename() replaces whatever entry is at `file` itself and never writes
      // through a link, so a link appearing there between the check and the rename is gone, not followed.
      const now = fs.lstatSync(partial);
      if (now.ino !== opened.ino || now.dev !== opened.dev)
        throw new Error(`${partial} was replaced while the backup was written: not using it.`);
      const late = replaceProblem(file);
      if (late) throw new Error(late);
      fs.renameSync(partial, file);
      return { file, sizeBytes, manifest };
    } catch (err) {
      if (!stop) await client.query('select pg_backup_stop(false)').catch(() => {});
      throw err;
    }
  } catch (err) {
    await archive.close().catch(() => {});
    fs.rmSync(partial, { force: true }); // the link itself if one was put there: rm never follows it
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function pidIn(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Refuses, with one sentence, a data directory that a running app (or its PostgreSQL) uses. */
export function assertStopped(dataDir: string): void {
  const app = pidIn(path.join(dataDir, 'app.lock'));
  const postgres = pidIn(path.join(dataDir, 'postgres', 'postmaster.pid'));
  const running = [app, postgres].find((pid) => pid !== undefined && pid !== process.pid && isAlive(pid));
  if (running !== undefined)
    throw new Error(
      `The app is running on ${dataDir} (pid ${running}): stop it first (Ctrl-C, or stop its service), then restore.`,
    );
}

/** As embedded-postgres.ts: PostgreSQL runs as `postgres` when we are root. */
function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    return postgresOwner();
  }
}

function chownTree(target: string, owner: { uid: number; gid: number }) {
  fs.chownSync(target, owner.uid, owner.gid);
  if (fs.statSync(target).isDirectory())
    for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), owner);
}

export type TRestoreResult = { manifest: TBackupManifest; keptAside: string | undefined };

/**
 * Restores a backup into the stopped data directory `dataDir`. An existing database there is kept
 * aside (renamed `postgres.before-restore-<time>`), never deleted. The app's next start replays the
 * backup's WAL and carries on from the end of the backup.
 */
export async function restoreEmbedded(options: { dataDir: string; file: string }): Promise<TRestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new Error(`There is no backup file ${file}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  assertStopped(dataDir);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const target = path.join(dataDir, `postgres.restoring-${stamp}`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { mode: 0o700 });
  let manifest: TBackupManifest | undefined;
  let password: string | undefined;
  try {
    await readArchive(file, async (entry) => {
      if (entry.name === 'backup.json' || entry.name === 'postgres-password') {
        const chunks: Buffer[] = [];
        const { Writable } = await import('node:stream');
        return new Writable({
          write(chunk: Buffer, _enc, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            const text = Buffer.concat(chunks).toString('utf8');
            if (entry.name === 'backup.json') manifest = JSON.parse(text) as TBackupManifest;
            else password = text.trim();
            done();
          },
        });
      }
      if (entry.name !== 'postgres' && !entry.name.startsWith('postgres/'))
        throw new Error(`Unexpected entry in the backup: ${entry.name}`);
      const dest = path.join(target, entry.name.slice('postgres'.length));
      if (entry.type === 'dir') {
        fs.mkdirSync(dest, { recursive: true, mode: 0o700 });
        return undefined;
      }
      // In the folder just made (0700): exclusive and without following links all the same, so a
      // duplicate entry or a link cannot make the restore write anywhere but a new file of its own.
      return fs.createWriteStream(dest, { fd: openNewPrivateFile(dest) });
    });
    if (manifest?.format !== BACKUP_FORMAT || !password)
      throw new Error(`${file} is not a backup made by npm run backup.`);
    if (manifest.formatVersion > FORMAT_VERSION)
      throw new Error(`${file} was made by a newer version of the app; restore it with that version.`);
    const backupMajor = fs.readFileSync(path.join(target, 'PG_VERSION'), 'utf8').trim();
    const binariesMajor = await installedPostgresMajor();
    if (binariesMajor && binariesMajor !== backupMajor)
      throw new Error(
        `The backup holds a PostgreSQL ${backupMajor} database but this installation runs PostgreSQL ${binariesMajor}; restore it with the app version that made it.`,
      );
    const owner = postgresOwner();
    if (owner) chownTree(target, owner);
    fs.chmodSync(target, 0o700);
  } catch (err) {
    fs.rmSync(target, { recursive: true, force: true });
    throw err;
  }
  const live = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  let keptAside: string | undefined;
  if (fs.existsSync(live)) {
    keptAside = path.join(dataDir, `postgres.before-restore-${stamp}`);
    fs.renameSync(live, keptAside);
    if (fs.existsSync(passwordFile)) fs.renameSync(passwordFile, `${keptAside}.password`);
  }
  fs.renameSync(target, live);
  // A new file, 0600: never written through a link left there, nor into an old file keeping its mode.
  fs.rmSync(passwordFile, { force: true });
  const passwordFd = openNewPrivateFile(passwordFile);
  try {
    fs.writeFileSync(passwordFd, password as string);
  } finally {
    fs.closeSync(passwordFd);
  }
  fs.rmSync(path.join(dataDir, 'postgres.port'), { force: true });
  return { manifest: manifest as TBackupManifest, keptAside };
}

async function installedPostgresMajor(): Promise<string | undefined> {
  try {
    const mod = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
    const text = execFileSync(mod.postgres, ['--version']).toString();
    return /(\d+)(\.\d+)?/.exec(text)?.[1];
  } catch {
    return undefined;
  }
}
