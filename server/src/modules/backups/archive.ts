import { once } from 'node:events';
import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A gzip-compressed tar archive (ustar), written and read without a dependency: `tar xzf` opens a
 * backup by hand. Only regular files and directories, which is all a PostgreSQL data directory holds.
 */

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: '' };
  const cut = name.lastIndexOf('/', 155);
  if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
    throw new Error(`Path too long for the archive: ${name}`);
  return { name: name.slice(cut + 1), prefix: name.slice(0, cut) };
}

function header(entry: {
  name: string;
  size: number;
  mode: number;
  type: 'file' | 'dir';
  mtime: number;
}): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  const { name, prefix } = splitName(entry.type === 'dir' ? `${entry.name}/` : entry.name);
  block.write(name, 0, 100);
  block.write(octal(entry.mode & 0o7777, 8), 100);
  block.write(octal(0, 8), 108); // uid
  block.write(octal(0, 8), 116); // gid
  block.write(octal(entry.size, 12), 124);
  block.write(octal(Math.floor(entry.mtime / 1000), 12), 136);
  block.write('        ', 148); // checksum placeholder
  block.write(entry.type === 'dir' ? '5' : '0', 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

export type TArchiveWriter = {
  directory(name: string, mode?: number): Promise<void>;
  /** A file of exactly `size` bytes from `read` (padded with zeros if it yields fewer: a file shrinking under us). */
  file(name: string, size: number, read: AsyncIterable<Buffer> | Buffer, mode?: number): Promise<void>;
  /** Finishes the archive; resolves once every byte is on disk (fsynced). Closes `fd` in any case. */
  close(): Promise<number>;
};

/**
 * Writes the archive through `fd`, a file the caller opened (exclusively: openNewPrivateFile), never
 * by its name again, so nothing swapped in under the name meanwhile gets the bytes. `filePath` is only
 * for messages.
 */
export function createArchive(filePath: string, fd: number): TArchiveWriter {
  const out = fs.createWriteStream(filePath, { fd, autoClose: false });
  const gzip = zlib.createGzip({ level: 6 });
  gzip.pipe(out);
  const failed = new Promise<never>((_, reject) => {
    out.once('error', reject);
    gzip.once('error', reject);
  });
  failed.catch(() => {});
  let open = true;
  /**
   * Lets the stream close `fd` (destroy() does, autoClose only stops it doing so by itself after
   * 'finish'), once no write is in flight: a write landing in a reused descriptor would be worse.
   */
  const release = async () => {
    if (!open) return;
    open = false;
    gzip.destroy();
    if (out.closed) return;
    const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
    out.destroy();
    await closed;
  };
  const put = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), failed]);
  };
  const now = Date.now();
  return {
    async directory(name, mode = 0o700) {
      await put(header({ name, size: 0, mode, type: 'dir', mtime: now }));
    },
    async file(name, size, read, mode = 0o600) {
      await put(header({ name, size, mode, type: 'file', mtime: now }));
      let written = 0;
      const chunks = Buffer.isBuffer(read) ? [read] : read;
      for await (const chunk of chunks) {
        const part = chunk.subarray(0, size - written);
        if (part.length > 0) await put(part);
        written += part.length;
        if (written >= size) break;
      }
      if (written < size) await put(Buffer.alloc(size - written, 0));
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad > 0) await put(Buffer.alloc(pad, 0));
    },
    async close() {
      try {
        if (!open) throw new Error(`${filePath} is already closed`);
        await put(Buffer.alloc(BLOCK * 2, 0));
        gzip.end();
        await Promise.race([once(out, 'finish'), failed]);
        fs.fsyncSync(fd);
        return fs.fstatSync(fd).size;
      } finally {
        await release();
      }
    },
  };
}

export type TArchiveEntry = { name: string; type: 'file' | 'dir'; mode: number; size: number };

/**
 * Reads the archive entry by entry: `onEntry` gets each entry and, for files, a sink to write its
 * bytes to (return undefined to skip them).
 */
export async function readArchive(
  filePath: string,
  onEntry: (entry: TArchiveEntry) => Writable | undefined | Promise<Writable | undefined>,
): Promise<void> {
  const input: Readable = fs.createReadStream(filePath).pipe(zlib.createGunzip());
  let buffer: Buffer = Buffer.alloc(0);
  let current: { entry: TArchiveEntry; sink: Writable | undefined; left: number; pad: number } | undefined;
  let ended = false;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    while (!ended) {
      if (current) {
        if (current.left > 0) {
          if (buffer.length === 0) break;
          const part = buffer.subarray(0, current.left);
          buffer = buffer.subarray(part.length);
          current.left -= part.length;
          if (current.sink && !current.sink.write(part)) await once(current.sink, 'drain');
          if (current.left > 0) break;
        }
        if (buffer.length < current.pad) break;
        buffer = buffer.subarray(current.pad);
        if (current.sink) {
          const sink = current.sink;
          sink.end();
          await once(sink, 'close');
        }
        current = undefined;
      }
      if (buffer.length < BLOCK) break;
      const block = buffer.subarray(0, BLOCK);
      buffer = buffer.subarray(BLOCK);
      if (block.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const text = (from: number, length: number) =>
        block.toString('utf8', from, from + length).replace(/\0.*$/s, '');
      const prefix = text(345, 155);
      const name = (prefix ? `${prefix}/` : '') + text(0, 100);
      const typeFlag = text(156, 1);
      const size = Number.parseInt(text(124, 12).trim() || '0', 8);
      const mode = Number.parseInt(text(100, 8).trim() || '0', 8);
      if (typeFlag !== '0' && typeFlag !== '' && typeFlag !== '5')
        throw new Error(`Unexpected entry in the backup: ${name}`);
      const entry: TArchiveEntry = {
        name: name.replace(/\/$/, ''),
        type: typeFlag === '5' ? 'dir' : 'file',
        mode,
        size,
      };
      if (entry.name.split('/').includes('..') || entry.name.startsWith('/'))
        throw new Error(`Unsafe path in the backup: ${entry.name}`);
      const sink = await onEntry(entry);
      current = {
        entry,
        sink,
        left: entry.type === 'file' ? size : 0,
        pad: entry.type === 'file' ? (BLOCK - (size % BLOCK)) % BLOCK : 0,
      };
    }
    if (ended) break;
  }
  if (!ended) throw new Error('The backup file is incomplete (it ends in the middle).');
}
