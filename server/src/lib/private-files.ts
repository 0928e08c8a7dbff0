import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Files holding the whole database (backups, the restored password): created so that no other user of
 * the machine can read them, have them written into a file of theirs, or steer them through a link.
 */

/** Create, never open an existing file, never through a symbolic link (O_NOFOLLOW: belt and braces). */
const NEW_FILE =
  fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0);

/**
 * Opens `file`, which must not exist yet (nor as a link), for writing; mode 0600 whatever the umask.
 * Returns the descriptor: write through it, never by the name again.
 */
export function openNewPrivateFile(file: string): number {
  let fd: number;
  try {
    fd = fs.openSync(file, NEW_FILE, 0o600);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ELOOP')
      throw new Error(`${file} already exists: not writing into a file or link that is not ours.`);
    throw err;
  }
  try {
    fs.fchmodSync(fd, 0o600);
  } catch (err) {
    fs.closeSync(fd);
    throw err;
  }
  return fd;
}

/** A name beside `file` nobody can predict, to write it under until it is complete: `.<name>.<random>.partial`. */
export function temporaryNameBeside(file: string): string {
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.${crypto.randomBytes(8).toString('hex')}.partial`,
  );
}

/**
 * Why `file` must not be replaced by a new file of ours, or undefined when it is absent or a regular
 * file of ours (an earlier backup under the same name). rename() would replace a link or another
 * user's file itself, never write through it, so nothing leaks either way; but silently deleting
 * someone else's file or link is not a backup's business, and a link there means someone expects us to
 * write elsewhere: we stop and say so.
 */
export function replaceProblem(file: string): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (stat.isSymbolicLink()) return `${file} is a symbolic link: remove it or write the backup elsewhere.`;
  if (!stat.isFile()) return `${file} exists and is not a file: write the backup elsewhere.`;
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid)
    return `${file} belongs to another user (uid ${stat.uid}): not replacing it; write the backup elsewhere.`;
  return undefined;
}

/**
 * Why the folder `dir` cannot hold private files, or undefined when it is fine or does not exist yet
 * (makePrivateDir creates it). Only its owner may write into it, and the owner must be the user we
 * run as: anyone else who can write there could plant, swap or delete files in it.
 */
export function privateDirProblem(dir: string): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    return `${dir} cannot be opened (${code ?? (err as Error).message}).`;
  }
  if (!stat.isDirectory()) return `${dir} is not a folder.`;
  const uid = process.getuid?.();
  if (uid === undefined) return undefined; // Windows: no owner and mode bits to check
  if (stat.uid !== uid)
    return `${dir} belongs to another user (uid ${stat.uid}; the app runs as ${os.userInfo().username}, uid ${uid}): chown ${os.userInfo().username} ${dir} && chmod 700 ${dir}, or choose a folder of the app's user.`;
  if ((stat.mode & 0o022) !== 0)
    return `${dir} can be written by other users (mode ${(stat.mode & 0o777).toString(8)}), who could read or swap the backups: chmod 700 ${dir}.`;
  return undefined;
}

/** Creates `dir` (and missing parents) with mode 0700 when it does not exist. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}
