import fs from 'node:fs';
import path from 'node:path';

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

/** Deletes the oldest backups in `dir` beyond the newest `keep` (only files named as we name them). */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => PATTERN.test(name))
    .sort()
    .reverse();
  const removed = files.slice(keep);
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}
