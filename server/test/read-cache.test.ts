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

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until `count` instances have their notification connection listening for read changes. */
async function listeners(count: number) {
  await until(`${count} listeners`, async () => {
    const { rows } = await ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = 'restaurant-listen'
          and state = 'idle' and query like 'LISTEN "restaurant_reads"%'`,
    );
    return rows[0]?.n === count ? true : undefined;
  });
}

/** Renames the curry behind the triggers' back: only a cached answer can still show the old name. */
async function renameSilently(name: string) {
  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    await client.query("set local session_replication_role = 'replica'");
    await client.query(
      'update food_items set name = $1 where id = (select food_item_id from menu_items where id = $2)',
      [name, curryId],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
}

async function curryName(app: FastifyInstance): Promise<string | undefined> {
  const res = await app.inject({ url: '/api/menu-items' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number; name: string }[]).find((i) => i.id === curryId)?.name;
}

describe('read cache of the public reads', () => {
  it('serves repeated reads from memory, and forgets on a write made through another instance', async () => {
    await listeners(2);
    const original = await curryName(other);
    await renameSilently('Silent Curry');
    // The silent rename fired no trigger: both instances still answer what they cached.
    expect(await curryName(other)).toBe(original);
    expect(await curryName(ctx.app)).toBe(original);

    // A save in the back office of the first instance reaches the second one's cache by NOTIFY.
    const curry = await menuItem();
    const res = await admin.put(`/api/admin/menu-items/${curryId}`, {
      foodItemId: curry.foodItemId,
      price: '21.50',
      category: curry.category,
      available: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await curryName(ctx.app)).toBe('Silent Curry');
    await until('the other instance to forget', async () =>
      (await curryName(other)) === 'Silent Curry' ? true : undefined,
    );
  });

  it('a change made in SQL (no app involved) reaches every instance through the trigger', async () => {
    await listeners(2);
    await curryName(other);
    await ctx.pool.query(
      'update food_items set name = $1 where id = (select food_item_id from menu_items where id = $2)',
      ['Curry From SQL', curryId],
    );
    await until('the SQL change', async () =>
      (await curryName(other)) === 'Curry From SQL' ? true : undefined,
    );
    await until('the SQL change', async () =>
      (await curryName(ctx.app)) === 'Curry From SQL' ? true : undefined,
    );
  });

  it('restaurant info: a save answers fresh at once on the same instance', async () => {
    const before = await ctx.app.inject({ url: '/api/restaurant-info/current' });
    const info = before.json() as Record<'name' | 'aboutText' | 'address' | 'openingHours', string> & {
      id: number;
    };
    const saved = await admin.put(`/api/admin/restaurant-info/${info.id}`, {
      name: info.name,
      aboutText: info.aboutText,
      address: info.address,
      openingHours: info.openingHours,
      phone: '+41 44 000 00 00',
    });
    expect(saved.statusCode).toBe(200);
    const after = await ctx.app.inject({
      url: '/api/restaurant-info/current',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect((after.json() as { phone: string }).phone).toBe('+41 44 000 00 00');
  });

  it('while its notification connection is down, an instance caches nothing, and caches again once back', async () => {
    await listeners(2);
    await curryName(other);
    await ctx.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'restaurant-listen'`,
    );
    // Changes made meanwhile without any notification are seen by the next reads.
    await until('reads to bypass the cache', async () => {
      const name = `Offline Curry ${Date.now()}`;
      await renameSilently(name);
      return (await curryName(other)) === name ? true : undefined;
    });
    // The instances reconnect by themselves (0.5 s, then doubling) and cache again.
    await listeners(2);
    const cached = await curryName(other);
    await renameSilently('Unseen Curry');
    expect(await curryName(other)).toBe(cached);
  });
});

async function menuItem(): Promise<{ foodItemId: number; category: string }> {
  const res = await ctx.app.inject({ url: '/api/menu-items' });
  const item = (res.json() as { id: number; foodItemId: number; category: string }[]).find(
    (i) => i.id === curryId,
  );
  if (!item) throw new Error('curry not found');
  return item;
}
