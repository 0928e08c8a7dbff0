import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { TestClient } from './client';
import { moveClockTo } from './clock';
import {
  ALWAYS_OPEN,
  DINER,
  placeTakeaway,
  seededMenuItemId,
  setupOpenRestaurant,
  testConfig,
} from './helpers';

// The order path keeps prices, hours, the sale and the push devices in memory while their versions are
// unchanged (modules/orders/order-settings.ts). Every change must reach the very next order, on every
// instance, whoever made it.
const { ctx, admin } = await setupOpenRestaurant({ testOnlyPushHosts: ['push.invalid'] });
const curryId = await seededMenuItemId(ctx.app);

// A second app instance on the same database, as behind a load balancer.
const other = await buildApp(testConfig({ databaseUrl: ctx.databaseUrl }));
await other.ready();
afterAll(() => other.close());

const dinerOn = (app: FastifyInstance) => new TestClient(app);

/** Places a one-curry takeaway order on `app` and returns what the diner is told about it. */
async function order(app: FastifyInstance, quantity = 1) {
  const id = await placeTakeaway(dinerOn(app), curryId, { quantity });
  const res = await app.inject({ url: `/api/orders/track?orderId=${id}&email=${DINER.email}` });
  expect(res.statusCode).toBe(200);
  return {
    id,
    ...(res.json() as { totalPrice: number; discountPercent: number; orderItems: { name: string }[] }),
  };
}

const setPriceInSql = (rappen: number) =>
  ctx.pool.query('update menu_items set price_rappen = $1 where id = $2', [rappen, curryId]);

/** Changes the curry's price behind the triggers' back: only a kept snapshot can still show the old one. */
async function setPriceSilently(rappen: number) {
  const client = await ctx.pool.connect();
  try {
    await client.query('begin');
    await client.query("set local session_replication_role = 'replica'");
    await client.query('update menu_items set price_rappen = $1 where id = $2', [rappen, curryId]);
    await client.query('commit');
  } finally {
    client.release();
  }
}

const versions = async () =>
  Object.fromEntries(
    (
      await ctx.pool.query<{ name: string; version: string }>('select name, version::text from read_versions')
    ).rows.map((r) => [r.name, r.version]),
  );

describe('the order path’s settings snapshot', () => {
  it('prices orders from memory while nothing changed', async () => {
    await setPriceInSql(2000);
    expect((await order(other)).totalPrice).toBe(20);
    expect((await order(ctx.app)).totalPrice).toBe(20);
    await setPriceSilently(3000);
    // The silent change moved no version: both instances still price with what they kept.
    expect((await order(other)).totalPrice).toBe(20);
    expect((await order(ctx.app)).totalPrice).toBe(20);
    await setPriceInSql(2000);
  });

  it('a price saved through one instance prices the next order on the other', async () => {
    expect((await order(other)).totalPrice).toBe(20);
    const item = (await admin.get('/api/admin/menu-items'))
      .json()
      .find((i: { id: number }) => i.id === curryId);
    const res = await admin.put(`/api/admin/menu-items/${curryId}`, {
      foodItemId: item.foodItemId,
      price: '21.50',
      category: item.category,
      available: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await order(other)).totalPrice).toBe(21.5);
    expect((await order(ctx.app)).totalPrice).toBe(21.5);
  });

  it('a price, a name or availability changed in SQL reaches the next order on every instance', async () => {
    await order(other);
    await setPriceInSql(1750);
    expect((await order(other)).totalPrice).toBe(17.5);
    expect((await order(ctx.app)).totalPrice).toBe(17.5);
    await ctx.pool.query(
      "update food_items set name = 'Renamed Curry', translations = translations - 'en' where id = (select food_item_id from menu_items where id = $1)",
      [curryId],
    );
    expect((await order(other)).orderItems[0]?.name).toBe('Renamed Curry');
    await ctx.pool.query('update menu_items set available = false where id = $1', [curryId]);
    const refused = await dinerOn(other).post('/api/orders', {
      customerInfo: DINER,
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curryId, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({
      'items.0.menuItemId': 'Renamed Curry is currently unavailable.',
    });
    await ctx.pool.query('update menu_items set available = true where id = $1', [curryId]);
    expect((await order(other)).totalPrice).toBe(17.5);
  });

  it('a sale saved through the admin API or in SQL applies to the next order on the other instance', async () => {
    await setPriceInSql(2000);
    expect((await order(other)).discountPercent).toBe(0);
    const sale = { enabled: true, percentMenu: 10, percentBuffet: 0, startsAt: null, endsAt: null };
    expect((await admin.put('/api/admin/discounts/current', sale)).statusCode).toBe(200);
    expect(await order(other)).toMatchObject({ discountPercent: 10, totalPrice: 18 });
    await ctx.pool.query('update sale_settings set percent_menu_tenths = 250');
    expect(await order(other)).toMatchObject({ discountPercent: 25, totalPrice: 15 });
    await ctx.pool.query('update sale_settings set enabled = false');
    expect(await order(other)).toMatchObject({ discountPercent: 0, totalPrice: 20 });
  });

  it('a sale is judged at each order’s time, not when it was kept', async () => {
    const soon = new Date(Date.now() + 1500);
    await ctx.pool.query(
      'update sale_settings set enabled = true, percent_menu_tenths = 100, starts_at = $1',
      [soon],
    );
    expect((await order(other)).discountPercent).toBe(0);
    // The sale starts while its row stays kept in memory: nothing is written, only the clock moves on.
    moveClockTo(soon.getTime() + 50);
    expect((await order(other)).discountPercent).toBe(10);
    await ctx.pool.query('update sale_settings set enabled = false, starts_at = null');
  });

  it('opening hours changed through the admin API or in SQL decide the next order on the other instance', async () => {
    await order(other);
    const closed = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => `${d}: closed`).join('\n');
    const info = (await admin.get('/api/admin/restaurant-info')).json();
    const saved = await admin.put(`/api/admin/restaurant-info/${info.id}`, { ...info, openingHours: closed });
    expect(saved.statusCode).toBe(200);
    const refused = await dinerOn(other).post('/api/orders', {
      customerInfo: DINER,
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curryId, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^We’re closed at that time\./);
    await ctx.pool.query('update restaurant_info set opening_hours = $1', [ALWAYS_OPEN]);
    await order(other);
  });

  it('the order email names the restaurant as it is at the order, also after a change in SQL', async () => {
    await order(other);
    await ctx.pool.query("update restaurant_info set name = 'Hana Renamed', phone = '+41 62 999 99 99'");
    const { id } = await order(other);
    const { rows } = await ctx.pool.query<{ text_body: string }>(
      "select text_body from emails where order_id = $1 and kind = 'ORDER_RECEIVED'",
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text_body).toContain('Hana Renamed');
    expect(rows[0]?.text_body).toContain('+41 62 999 99 99');
    expect(rows[0]?.text_body).toContain('Renamed Curry');
  });

  it('a device subscribed on one instance gets a push job for the next order on the other', async () => {
    await order(other);
    const res = await admin.post('/api/public/webpush/subscribe', {
      endpoint: 'https://push.invalid/device-1',
      tag: 'orders',
      keys: { p256dh: 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(res.statusCode).toBe(201);
    const pushJobs = async (orderId: string) =>
      (
        await ctx.pool.query<{ id: number }>(
          `select (data->>'subscriptionId')::int as id from pgboss.job
            where name = 'push' and data->'message'->>'tag' = $1
           union all
           select (data->>'subscriptionId')::int from pgboss.archive
            where name = 'push' and data->'message'->>'tag' = $1`,
          [`order-${orderId}`],
        )
      ).rows.map((r) => r.id);
    const [device] = (await ctx.pool.query<{ id: number }>('select id from push_subscriptions')).rows;
    expect(await pushJobs((await order(other)).id)).toEqual([device?.id]);
    // The sender's note of a delivered push is not a change of devices: the version stays.
    const before = await versions();
    await ctx.pool.query('update push_subscriptions set last_success_at = now()');
    expect(await versions()).toEqual(before);
    // A device for reservations only gets no order push; one removed in SQL gets none either.
    await ctx.pool.query("update push_subscriptions set tag = 'reservations'");
    expect(await pushJobs((await order(other)).id)).toEqual([]);
    await ctx.pool.query("update push_subscriptions set tag = 'admin'");
    expect(await pushJobs((await order(other)).id)).toEqual([device?.id]);
    await ctx.pool.query('delete from push_subscriptions');
    expect(await pushJobs((await order(other)).id)).toEqual([]);
  });

  it('a change that changes no row moves no version (a refused admin request changes nothing)', async () => {
    const before = await versions();
    expect(
      (await admin.put('/api/admin/food-items/999999', { name: 'Ghost roll', description: '' })).statusCode,
    ).toBe(404);
    expect((await admin.delete('/api/admin/menu-items/999999')).statusCode).toBe(404);
    await ctx.pool.query('update sale_settings set enabled = true where id = 2');
    await ctx.pool.query('delete from push_subscriptions where id = -1');
    expect(await versions()).toEqual(before);
    // A device subscribing again (new keys, same endpoint and tag) is the same device.
    const device = {
      endpoint: 'https://push.invalid/device-2',
      tag: 'admin',
      keys: { p256dh: 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    };
    expect((await admin.post('/api/public/webpush/subscribe', device)).statusCode).toBe(201);
    const subscribed = await versions();
    expect(subscribed['order-settings']).not.toBe(before['order-settings']);
    const again = { ...device, keys: { ...device.keys, auth: 'BBBBBBBBBBBBBBBBBBBBBB' } };
    expect((await admin.post('/api/public/webpush/subscribe', again)).statusCode).toBe(201);
    expect(await versions()).toEqual(subscribed);
    await ctx.pool.query('delete from push_subscriptions');
  });

  it('without its version rows nothing is kept, and every order reads fresh settings', async () => {
    await setPriceInSql(2000);
    await order(other);
    await ctx.pool.query("delete from read_versions where name = 'order-settings'");
    try {
      await setPriceSilently(2400);
      expect((await order(other)).totalPrice).toBe(24);
      await setPriceSilently(2600);
      expect((await order(other)).totalPrice).toBe(26);
    } finally {
      await ctx.pool.query("insert into read_versions (name, version) values ('order-settings', 1000)");
    }
  });
});
