import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TNotificationListener } from '../db/notifications';

/** Channel of the catalogue and restaurant-info triggers (migration 0005_read_cache_notify). */
export const READS_CHANNEL = 'restaurant_reads';

interface TEntry {
  body: Buffer;
  etag: string;
}

/**
 * The pages' hot reads (menu, buffet and food items, restaurant info), serialized once with their
 * ETag and kept in memory until the data changes. Every write to the tables they read fires a trigger
 * that NOTIFYs all app instances on commit; an instance then forgets everything. This instance also
 * forgets at once after any back-office write it answered, so its own admin sees the change on the
 * very next read. While the notification connection is down nothing is cached (every read goes to
 * the database), and a load that overlapped a change is not kept.
 */
export function createReadCache(listener: TNotificationListener) {
  const entries = new Map<string, TEntry>();
  let generation = 0;
  let enabled = listener.listening;

  const forget = () => {
    generation += 1;
    entries.clear();
  };
  listener.on(READS_CHANNEL, forget);
  listener.onState((listening) => {
    forget();
    enabled = listening;
  });

  async function entry(
    key: string,
    load: () => Promise<unknown>,
    serialize: (data: unknown) => string | ArrayBuffer | Buffer,
  ) {
    const cached = entries.get(key);
    if (cached) return cached;
    const started = generation;
    const serialized = serialize(await load());
    const body = Buffer.isBuffer(serialized)
      ? serialized
      : typeof serialized === 'string'
        ? Buffer.from(serialized)
        : Buffer.from(new Uint8Array(serialized));
    const fresh = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (enabled && started === generation) entries.set(key, fresh);
    return fresh;
  }

  return {
    forget,
    /**
     * Answers `request` from the cache (a 304 when its If-None-Match names the current tag), loading
     * and serializing with the route's response schema when the entry is missing.
     */
    async reply(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) {
      const { body, etag } = await entry(key, load, (data) => reply.serialize(data));
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      const wanted = request.headers['if-none-match'];
      if (wanted === etag || wanted === `W/${etag}`) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

export type TReadCache = ReturnType<typeof createReadCache>;
