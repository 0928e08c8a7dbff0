import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir, privateDirProblem } from '../../lib/private-files';

const PATTERN = /^restaurant-\d{8}-\d{6}\.tar\.gz$/;

/** `restaurant-20261125-020000.tar.gz` (UTC): sorts by time, never clashes within a second. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*$/, '');
  return `restaurant-${stamp}.tar.gz`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What backupEmbedded leaves behind when it is killed mid-way (temporaryNameBeside). */
const PARTIAL = /^\.restaurant-\d{8}-\d{6}\.tar\.gz\.[0-9a-f]{16}\.partial$/;
const DAY_MS = 86_400_000;

/**
 * Deletes the oldest backups in `dir` beyond the newest `keep` (only files named as we name them), and
 * the partial files of backups interrupted more than a day ago. Never follows a link: unlink() removes
 * an entry named like a backup that is a link itself, never its target; folders are left alone.
 */
export function pruneBackups(dir: string, keep: number, now = Date.now()): string[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const removable = (entry: fs.Dirent) => entry.isFile() || entry.isSymbolicLink();
  const files = entries
    .filter((entry) => PATTERN.test(entry.name) && removable(entry))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const removed = files.slice(keep);
  for (const entry of entries) {
    if (!PARTIAL.test(entry.name) || !removable(entry)) continue;
    const stat = fs.lstatSync(path.join(dir, entry.name), { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs > DAY_MS) removed.push(entry.name);
  }
  for (const name of removed) {
    try {
      fs.unlinkSync(path.join(dir, name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return removed;
}

/**
 * The folder of the backups, created (0700) when missing; refused, naming the folder and the fix, when
 * another user could write into it (`label`: how the admin set it, e.g. BACKUP_DIR).
 */
export function prepareBackupDir(dir: string, label?: string): void {
  makePrivateDir(dir);
  const problem = privateDirProblem(dir);
  if (problem) throw new Error(label ? `${label}: ${problem}` : `The backup folder ${problem}`);
}
