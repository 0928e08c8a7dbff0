import { ZBuffetItemSchema, ZMenuItemSchema } from '@app/shared/catalog';
import { ZSoldOutChangeSchema } from '@app/shared/service-status';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buffetItems, menuItems, restaurantInfo, serviceStatusChanges, users } from '../src/db/schema';
import { TestClient } from './client';
import { moveClockTo } from './clock';
import { ALWAYS_OPEN, createAdmin, DINER, seededMenuItemId, setupOpenRestaurant } from './helpers';

const { ctx, admin, diner } = await setupOpenRestaurant();
const customer = await createAdmin(ctx.db, 'diner-account', 'diner-password-1');
await ctx.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, customer.id));
const curryId = await seededMenuItemId(ctx.app);
const otherMenuId = await seededMenuItemId(ctx.app, 'Jasmine Rice');

type TKind = 'MENU' | 'BUFFET';
const LIST = { MENU: '/api/menu-items', BUFFET: '/api/buffet-items' } as const;
const SOLD_OUT = {
  MENU: (id: number) => `/api/admin/menu-items/${id}/sold-out-today`,
  BUFFET: (id: number) => `/api/admin/buffet-items/${id}/sold-out-today`,
};
const HISTORY = '/api/admin/sold-out-today/history';

async function publicList(kind: TKind, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ url: LIST[kind], headers });
  expect(res.statusCode).toBe(200);
  const items = z.array(kind === 'MENU' ? ZMenuItemSchema : ZBuffetItemSchema).parse(res.json());
  return { items, etag: String(res.headers.etag), statusCode: res.statusCode };
}
async function publicItem(kind: TKind, id: number, language = 'en') {
  const { items } = await publicList(kind, { 'accept-language': language });
  const item = items.find((i) => i.id === id);
  if (!item) throw new Error(`no ${kind} item ${id}`);
  return item;
}
const buffetId = (await publicList('BUFFET')).items[0]?.id ?? 0;

function switchSoldOut(kind: TKind, id: number, soldOut: boolean, client = admin) {
  return client.put(SOLD_OUT[kind](id), { soldOut });
}
function order(kind: TKind, id: number, language = 'en') {
  return diner.post(
    kind === 'MENU' ? '/api/orders' : '/api/buffet-orders',
    {
      customerInfo: DINER,
      orderType: 'TAKEAWAY',
      items: kind === 'MENU' ? [{ menuItemId: id, quantity: 1 }] : [{ buffetItemId: id, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
    },
    { 'accept-language': language },
  );
}
async function soldOutUntil(kind: TKind, id: number): Promise<Date | null> {
  const table = kind === 'MENU' ? menuItems : buffetItems;
  const [row] = await ctx.db.select({ until: table.soldOutUntil }).from(table).where(eq(table.id, id));
  return row?.until ?? null;
}
async function publicVersion(): Promise<string> {
  const { rows } = await ctx.pool.query("select version::text from read_versions where name = 'public'");
  return rows[0].version;
}
/** The restaurant's local date and time of an instant: '2026-11-25 11:00'. */
const zurich = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
const localDate = (at: Date) => zurich(at).slice(0, 10);

describe('sold out today: switching', () => {
  it('a menu item switched sold out answers the admin item, and is sold out until the next opening day', async () => {
    await ctx.db.update(restaurantInfo).set({
      openingHours: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
        .map((d) => `${d}: 11:00-22:00`)
        .join('\n'),
    });
    try {
      const before = new Date();
      const res = await switchSoldOut('MENU', curryId, true);
      const after = new Date();
      expect(res.statusCode).toBe(200);
      const item = ZMenuItemSchema.parse(res.json());
      expect(item).toMatchObject({ id: curryId, soldOutToday: true, available: true });
      const until = await soldOutUntil('MENU', curryId);
      expect(until).not.toBeNull();
      // 11:00 on the day after the call's local day (the call may straddle midnight).
      const tomorrow = (at: Date) =>
        new Date(Date.parse(`${localDate(at)}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(zurich(until as Date).slice(11)).toBe('11:00');
      expect([tomorrow(before), tomorrow(after)]).toContain(localDate(until as Date));
    } finally {
      await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
    }
  });

  it('the public menu and the admin list carry soldOutToday; other items stay on sale', async () => {
    expect(await publicItem('MENU', curryId)).toMatchObject({ soldOutToday: true, available: true });
    expect(await publicItem('MENU', otherMenuId)).toMatchObject({ soldOutToday: false });
    const adminList = z.array(ZMenuItemSchema).parse((await admin.get('/api/admin/menu-items')).json());
    expect(adminList.find((i) => i.id === curryId)?.soldOutToday).toBe(true);
    expect(adminList.find((i) => i.id === otherMenuId)?.soldOutToday).toBe(false);
  });

  it('an order with it is refused with a clear message, in English and in German', async () => {
    const en = await order('MENU', curryId, 'en');
    expect(en.statusCode).toBe(400);
    const nameEn = (await publicItem('MENU', curryId, 'en')).name;
    expect(en.json()).toMatchObject({
      code: 'ITEMS_UNAVAILABLE',
      details: { 'items.0.menuItemId': `${nameEn} is sold out today.` },
    });
    const de = await order('MENU', curryId, 'de');
    expect(de.statusCode).toBe(400);
    const nameDe = (await publicItem('MENU', curryId, 'de')).name;
    expect(de.json()).toMatchObject({
      code: 'ITEMS_UNAVAILABLE',
      details: { 'items.0.menuItemId': `${nameDe} ist heute ausverkauft.` },
    });
    expect((await order('MENU', otherMenuId)).statusCode).toBe(201);
  });

  it('switching it sold out again changes nothing and records nothing', async () => {
    const until = await soldOutUntil('MENU', curryId);
    const records = (await admin.get(HISTORY)).json().length;
    const res = await switchSoldOut('MENU', curryId, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ soldOutToday: true });
    expect(await soldOutUntil('MENU', curryId)).toEqual(until);
    expect((await admin.get(HISTORY)).json()).toHaveLength(records);
  });

  it('switched back, it is on sale again at once and can be ordered', async () => {
    const res = await switchSoldOut('MENU', curryId, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: curryId, soldOutToday: false });
    expect(await soldOutUntil('MENU', curryId)).toBeNull();
    expect(await publicItem('MENU', curryId)).toMatchObject({ soldOutToday: false });
    expect((await order('MENU', curryId)).statusCode).toBe(201);
  });

  it('a buffet item works the same way', async () => {
    const res = await switchSoldOut('BUFFET', buffetId, true);
    expect(res.statusCode).toBe(200);
    expect(ZBuffetItemSchema.parse(res.json())).toMatchObject({ id: buffetId, soldOutToday: true });
    expect(await publicItem('BUFFET', buffetId)).toMatchObject({ soldOutToday: true });
    const adminList = z.array(ZBuffetItemSchema).parse((await admin.get('/api/admin/buffet-items')).json());
    expect(adminList.find((i) => i.id === buffetId)?.soldOutToday).toBe(true);
    const refused = await order('BUFFET', buffetId, 'de');
    expect(refused.statusCode).toBe(400);
    const nameDe = (await publicItem('BUFFET', buffetId, 'de')).name;
    expect(refused.json()).toMatchObject({
      code: 'ITEMS_UNAVAILABLE',
      details: { 'items.0.buffetItemId': `${nameDe} ist heute ausverkauft.` },
    });
    expect((await switchSoldOut('BUFFET', buffetId, false)).json()).toMatchObject({ soldOutToday: false });
    expect((await order('BUFFET', buffetId)).statusCode).toBe(201);
  });
});

describe('sold out today: history', () => {
  it('lists who switched what when, newest first, both kinds', async () => {
    const res = await admin.get(HISTORY);
    expect(res.statusCode).toBe(200);
    const history = z.array(ZSoldOutChangeSchema).parse(res.json());
    expect(history.map(({ kind, itemId, soldOut, by }) => ({ kind, itemId, soldOut, by }))).toEqual([
      { kind: 'BUFFET', itemId: buffetId, soldOut: false, by: 'chef' },
      { kind: 'BUFFET', itemId: buffetId, soldOut: true, by: 'chef' },
      { kind: 'MENU', itemId: curryId, soldOut: false, by: 'chef' },
      { kind: 'MENU', itemId: curryId, soldOut: true, by: 'chef' },
    ]);
    // The name in the restaurant's default language, as it was when switched.
    const { rows: names } = await ctx.pool.query(
      'select f.name from menu_items m join food_items f on f.id = m.food_item_id where m.id = $1',
      [curryId],
    );
    expect(history[3]?.name).toBe(names[0].name);
    for (const change of history) expect(Number.isNaN(Date.parse(change.at))).toBe(false);
    const rows = await ctx.db
      .select()
      .from(serviceStatusChanges)
      .where(eq(serviceStatusChanges.subject, 'sold-out'));
    expect(rows).toHaveLength(4);
  });

  it('keeps the latest 10', async () => {
    for (let i = 0; i < 6; i++) await switchSoldOut('MENU', otherMenuId, i % 2 === 0);
    const history = (await admin.get(HISTORY)).json() as { itemId: number; soldOut: boolean }[];
    expect(history).toHaveLength(10);
    expect(history[0]).toMatchObject({ itemId: otherMenuId, soldOut: false });
  });
});

describe('sold out today: comes back by itself', () => {
  it('once its end has passed, the menu says so (a new ETag, no 304) and orders are taken, with nothing written', async () => {
    // Sold out until a moment from now, written in SQL as any writer would (the public version moves).
    await ctx.pool.query(
      "update menu_items set sold_out_until = now() + interval '3 seconds' where id = $1",
      [curryId],
    );
    const soldOut = await publicList('MENU');
    expect(soldOut.items.find((i) => i.id === curryId)?.soldOutToday).toBe(true);
    const version = await publicVersion();
    // Nothing is written from now on: only the time passes, on the clock of the app (this process).
    const end = await soldOutUntil('MENU', curryId);
    if (!end) throw new Error('not sold out');
    moveClockTo(end.getTime() + 50);
    const back = await publicList('MENU');
    expect(back.items.find((i) => i.id === curryId)?.soldOutToday).toBe(false);
    expect(await publicVersion()).toBe(version);
    expect(back.etag).not.toBe(soldOut.etag);
    const stale = await ctx.app.inject({ url: LIST.MENU, headers: { 'if-none-match': soldOut.etag } });
    expect(stale.statusCode).toBe(200);
    const current = await ctx.app.inject({ url: LIST.MENU, headers: { 'if-none-match': back.etag } });
    expect(current.statusCode).toBe(304);
    expect((await order('MENU', curryId)).statusCode).toBe(201);
    // The real clock comes back after this test: leave the end in the past there too, as it is here.
    await ctx.pool.query("update menu_items set sold_out_until = now() - interval '1 second' where id = $1", [
      curryId,
    ]);
  });

  it('an end in the past (set in SQL) reads as on sale, for the menu, the admin list and orders', async () => {
    await ctx.pool.query(
      "update buffet_items set sold_out_until = now() - interval '1 minute' where id = $1",
      [buffetId],
    );
    expect(await publicItem('BUFFET', buffetId)).toMatchObject({ soldOutToday: false });
    const adminList = z.array(ZBuffetItemSchema).parse((await admin.get('/api/admin/buffet-items')).json());
    expect(adminList.find((i) => i.id === buffetId)?.soldOutToday).toBe(false);
    expect((await order('BUFFET', buffetId)).statusCode).toBe(201);
    // Switching it sold out again is a change: a new end, and a record.
    const res = await switchSoldOut('BUFFET', buffetId, true);
    expect(res.json()).toMatchObject({ soldOutToday: true });
    expect(((await soldOutUntil('BUFFET', buffetId)) as Date).getTime()).toBeGreaterThan(Date.now());
    expect((await admin.get(HISTORY)).json()[0]).toMatchObject({ kind: 'BUFFET', soldOut: true });
    await switchSoldOut('BUFFET', buffetId, false);
  });
});

describe('sold out today: access and validation', () => {
  it('refuses a body that is not { soldOut: boolean }, naming the field', async () => {
    const bodies: unknown[] = [
      {},
      { soldOut: 'yes' },
      { soldOut: null },
      { soldOut: true, until: 'tomorrow' },
    ];
    for (const body of bodies) {
      for (const kind of ['MENU', 'BUFFET'] as const) {
        const res = await admin.put(SOLD_OUT[kind](kind === 'MENU' ? curryId : buffetId), body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
    }
    expect(await publicItem('MENU', curryId)).toMatchObject({ soldOutToday: false });
  });

  it('answers 404 for an unknown item and 400 for an id that is none', async () => {
    expect((await switchSoldOut('MENU', 999_999, true)).statusCode).toBe(404);
    expect((await switchSoldOut('BUFFET', 999_999, true)).statusCode).toBe(404);
    expect((await admin.put('/api/admin/menu-items/abc/sold-out-today', { soldOut: true })).statusCode).toBe(
      400,
    );
  });

  it('a signed-in customer and an anonymous visitor can neither switch nor read the history', async () => {
    const signedIn = new TestClient(ctx.app);
    await signedIn.login('diner-account', 'diner-password-1');
    expect((await switchSoldOut('MENU', curryId, true, signedIn)).statusCode).toBe(403);
    expect((await signedIn.get(HISTORY)).statusCode).toBe(403);
    const anonymous = new TestClient(ctx.app);
    expect((await switchSoldOut('MENU', curryId, true, anonymous)).statusCode).toBe(401);
    expect((await anonymous.get(HISTORY)).statusCode).toBe(401);
    expect(await publicItem('MENU', curryId)).toMatchObject({ soldOutToday: false });
  });
});
