import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client';
import { accepts, brotliText } from './compression';
import { readVersions } from './versioned-snapshot';

/**
 * An answer that goes stale at `until` although no data changes (an item sold out today is on sale
 * again when the next opening day starts): the cache rebuilds it from then on. `until` null: never.
 */
export class Expiring<T> {
  constructor(
    readonly data: T,
    readonly until: Date | null,
  ) {}
}

interface TEntry {
  /** The data's version when the entry was built (see read_versions). */
  version: string;
  /** Epoch ms from which the entry is stale whatever the version (see Expiring). */
  expiresAt?: number;
  body: Buffer;
  etag: string;
  /** The same answer Brotli-compressed, with its own tag (another representation), when worth it. */
  br?: { body: Buffer; etag: string };
}

/** Whether a kept entry still stands: built at the data's current version, and not past its end. */
function current(
  kept: { version: string; expiresAt?: number } | undefined,
  version: string | undefined,
): boolean {
  if (!kept || version === undefined || kept.version !== version) return false;
  return kept.expiresAt === undefined || Date.now() < kept.expiresAt;
}

/** Answers smaller than this are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The pages' hot reads (menu, buffet and food items, restaurant info), serialized once with their
 * ETag and answered from memory while their data has not changed. Triggers on the tables behind them
 * move a version number on in every writing transaction (migration 0006); each read first asks the
 * database for that version (one indexed row) and rebuilds its answer when it moved. A committed
 * change is therefore seen by the very next read, on every app instance, whoever wrote it (the back
 * office, a seed, an operator in psql). The version is read before the data, so a kept answer is never
 * older than the version it is kept under. Reads arriving together share one version query that
 * started after each of them arrived, so the check costs one round trip per batch, not per request.
 */
export function createReadCache(db: TDb) {
  const entries = new Map<string, TEntry>();
  const currentVersion = readVersions(db, ['public']);

  async function entry(
    key: string,
    load: () => Promise<unknown>,
    serialize: (data: unknown) => string | ArrayBuffer | Buffer,
  ): Promise<TEntry> {
    const version = await currentVersion();
    const kept = entries.get(key);
    if (kept && current(kept, version)) return kept;
    const loaded = await load();
    const expiring = loaded instanceof Expiring ? loaded : undefined;
    const serialized = serialize(expiring ? expiring.data : loaded);
    const body = Buffer.isBuffer(serialized)
      ? serialized
      : typeof serialized === 'string'
        ? Buffer.from(serialized)
        : Buffer.from(new Uint8Array(serialized));
    const hash = createHash('sha1').update(body).digest('base64url');
    const fresh: TEntry = { version: version ?? '', body, etag: `"${hash}"` };
    if (expiring?.until) fresh.expiresAt = expiring.until.getTime();
    if (body.length >= COMPRESS_FROM_BYTES) {
      // Once per change instead of once per request.
      const br = brotliText(body);
      fresh.br = { body: br, etag: `"${hash}-br"` };
    }
    // Without a version row nothing is kept: every read then goes to the data.
    if (version !== undefined) entries.set(key, fresh);
    return fresh;
  }

  const values = new Map<string, { version: string; expiresAt?: number; value: unknown }>();

  return {
    /**
     * A value derived from the same data (/menu's HTML: its first dish's photo and its lists), kept while
     * the data's version holds, as the answers are; `load` may answer an Expiring, as theirs may.
     */
    async value<T>(key: string, load: () => Promise<T | Expiring<T>>): Promise<T> {
      const version = await currentVersion();
      const kept = values.get(key);
      if (kept && current(kept, version)) return kept.value as T;
      const loaded = await load();
      const value = loaded instanceof Expiring ? loaded.data : loaded;
      if (version !== undefined) {
        const until = loaded instanceof Expiring ? loaded.until : null;
        values.set(key, { version, value, ...(until ? { expiresAt: until.getTime() } : {}) });
      }
      return value;
    },
    /**
     * Answers `request` (a 304 when its If-None-Match names the current tag), rebuilding the answer
     * with the route's response schema when the data changed since it was kept; Brotli-compressed for
     * clients that accept it. `load` may answer an Expiring: the answer is then rebuilt when it ends.
     */
    async reply(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) {
      const kept = await entry(key, load, (data) => reply.serialize(data));
      const compressed = kept.br && accepts(request, 'br') ? kept.br : undefined;
      const { body, etag } = compressed ?? kept;
      // The menu's names follow the request's language (the key names it): each language's answer has
      // its own tag, and Vary tells shared caches to keep one copy per language (a cache that serves a
      // stored copy without asking, or after an error, would otherwise serve any language's).
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Accept-Language');
      const wanted = request.headers['if-none-match'];
      if (wanted === etag || wanted === `W/${etag}`) return reply.code(304).send();
      if (compressed) reply.header('Content-Encoding', 'br');
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

export type TReadCache = ReturnType<typeof createReadCache>;
