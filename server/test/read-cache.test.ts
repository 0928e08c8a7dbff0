import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { seededMenuItemId, setupOpenRestaurant, testConfig } from './helpers';

const { ctx, admin } = await setupOpenRestaurant();
const curryId = await seededMenuItemId(ctx.app);

// A second app instance on the same database, as behind a load balancer.
const other = await buildApp(testConfig({ databaseUrl: ctx.databaseUrl }));
await other.ready();
afterAll(() => other.close());

// The demo menu is German with an English translation: dropping it shows `name` in English too.
const renameCurry = (name: string) =>
  `update food_items set name = '${name}', translations = translations - 'en' where id = (select food_item_id from menu_items where id = ${curryId})`;

/** Renames the curry behind the triggers' back: only a kept answer can still show the old name. */
async function renameSilently(name: string) {
  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    await client.query("set local session_replication_role = 'replica'");
    await client.query(renameCurry(name));
    await client.query('commit');
  } finally {
    client.release();
  }
}

async function curry(app: FastifyInstance) {
  const res = await app.inject({ url: '/api/menu-items' });
  expect(res.statusCode).toBe(200);
  const item = (res.json() as { id: number; name: string; foodItemId: number; category: string }[]).find(
    (i) => i.id === curryId,
  );
  if (!item) throw new Error('curry not found');
  return item;
}

describe('read cache of the public reads', () => {
  it('answers repeated reads from memory while the data has not changed', async () => {
    const original = (await curry(other)).name;
    await curry(ctx.app);
    await renameSilently('Silent Curry');
    // The silent rename moved no version: both instances still answer what they kept.
    expect((await curry(other)).name).toBe(original);
    expect((await curry(ctx.app)).name).toBe(original);
    await renameSilently(original);
  });

  it('a save through one instance is seen by the next read on the other, at once', async () => {
    const before = await curry(other);
    const res = await admin.put(`/api/admin/menu-items/${curryId}`, {
      foodItemId: before.foodItemId,
      price: '21.50',
      category: before.category,
      available: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await curry(other)).toMatchObject({ price: 21.5, available: false });
    expect(await curry(ctx.app)).toMatchObject({ price: 21.5, available: false });
  });

  it('a change made in SQL (no app involved) is seen at once by every instance', async () => {
    await curry(other);
    await ctx.pool.query(renameCurry('Curry From SQL'));
    expect((await curry(other)).name).toBe('Curry From SQL');
    expect((await curry(ctx.app)).name).toBe('Curry From SQL');
  });

  it('the tag follows the data: 304 while unchanged, a new tag after a change', async () => {
    const first = await other.inject({ url: '/api/restaurant-info/current' });
    const tag = String(first.headers.etag);
    const again = await other.inject({
      url: '/api/restaurant-info/current',
      headers: { 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    await ctx.pool.query("update restaurant_info set phone = '+41 44 000 00 00'");
    const after = await other.inject({
      url: '/api/restaurant-info/current',
      headers: { 'if-none-match': tag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect((after.json() as { phone: string }).phone).toBe('+41 44 000 00 00');
  });

  it('sends the menu Brotli-compressed to clients that accept it, as its own representation', async () => {
    const plain = await ctx.app.inject({ url: '/api/menu-items' });
    const br = await ctx.app.inject({
      url: '/api/menu-items',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await ctx.app.inject({
      url: '/api/menu-items',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const refused = await ctx.app.inject({
      url: '/api/menu-items',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('without its version row nothing is kept, and reads stay fresh', async () => {
    await ctx.pool.query("delete from read_versions where name = 'public'");
    try {
      await curry(other);
      await renameSilently('Unversioned Curry');
      expect((await curry(other)).name).toBe('Unversioned Curry');
    } finally {
      await ctx.pool.query("insert into read_versions (name, version) values ('public', 1000)");
    }
  });
});
