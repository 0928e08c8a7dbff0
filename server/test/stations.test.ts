import { DEMO_BUFFET, DEMO_MENU } from '@app/demo/data';
import { DEMO_BUFFET_STATIONS, DEMO_MENU_ITEM_STATIONS } from '@app/demo/stations';
import { demoFoodItem } from '@app/demo/translations';
import { ZAdminBuffetItemSchema, ZAdminMenuItemSchema } from '@app/shared/catalog';
import { ZCategorySchema } from '@app/shared/categories';
import { ZStationSchema } from '@app/shared/kitchen';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buffetItems,
  categories,
  menuItems,
  orderItems,
  printers,
  serviceStatusChanges,
  stationPrinters,
  stations,
  users,
} from '../src/db/schema';
import { TestClient } from './client';
import { createAdmin, DINER, setupOpenRestaurant } from './helpers';

const { ctx, admin, diner } = await setupOpenRestaurant();

// Printers as rows, switched off: the stations only name them, and nothing is to be printed here.
const [bar, wokPrinter] = await ctx.db
  .insert(printers)
  .values([
    { name: 'Bar', host: '192.0.2.10', copies: ['KITCHEN'], enabled: false },
    { name: 'Wok', host: '192.0.2.11', copies: ['KITCHEN'], enabled: false },
  ])
  .returning({ id: printers.id });
if (!bar || !wokPrinter) throw new Error('no printers');

const kitchenUser = await createAdmin(ctx.db, 'wall-tablet', 'kitchen-password-1');
await ctx.db.update(users).set({ role: 'KITCHEN' }).where(eq(users.id, kitchenUser.id));
const kitchen = new TestClient(ctx.app);
await kitchen.login('wall-tablet', 'kitchen-password-1');

/** A demo dish's name in the back office (the restaurant's default language, German), by its English name. */
const dish = (english: string) => demoFoodItem({ name: english, description: '' }).name;

const ZList = z.array(ZStationSchema);
const list = async () => ZList.parse((await admin.get('/api/admin/stations')).json());
const snapshot = async () => ({
  stations: await ctx.db.select().from(stations).orderBy(asc(stations.id)),
  printers: await ctx.db.select().from(stationPrinters).orderBy(asc(stationPrinters.stationId)),
  changes: (
    await ctx.db.select().from(serviceStatusChanges).where(eq(serviceStatusChanges.subject, 'stations'))
  ).length,
});
async function create(body: Record<string, unknown>) {
  const res = await admin.post('/api/admin/stations', body);
  expect(res.statusCode, res.body).toBe(201);
  return ZStationSchema.parse(res.json());
}

describe('the demo restaurant’s stations', () => {
  it('are the sushi bar (15 min) and the wok (20 min), with no printers', async () => {
    const demo = await list();
    expect(demo.map(({ name, targetMinutes, printerIds }) => ({ name, targetMinutes, printerIds }))).toEqual([
      { name: 'Sushi-Bar', targetMinutes: 15, printerIds: [] },
      { name: 'Wok', targetMinutes: 20, printerIds: [] },
    ]);
  });

  it('route sushi categories to the sushi bar, Thai ones to the wok, drinks and desserts nowhere', async () => {
    const [sushi, wok] = await list();
    const byCode = new Map(
      z
        .array(ZCategorySchema)
        .parse((await admin.get('/api/admin/categories')).json())
        .map((c) => [c.code, c.stationId]),
    );
    expect(byCode.get('HOSO_MAKI')).toBe(sushi?.id);
    expect(byCode.get('NIGIRI')).toBe(sushi?.id);
    expect(byCode.get('THAI_CURRY')).toBe(wok?.id);
    expect(byCode.get('THAI_WOK')).toBe(wok?.id);
    expect(byCode.get('DRINK')).toBeNull();
    expect(byCode.get('DESSERT')).toBeNull();
  });

  it('name only dishes the demo has', () => {
    const menuNames = new Set(DEMO_MENU.map((item) => item.name));
    const buffetNames = new Set(DEMO_BUFFET.map((item) => item.name));
    for (const name of Object.keys(DEMO_MENU_ITEM_STATIONS)) expect(menuNames, name).toContain(name);
    for (const name of Object.keys(DEMO_BUFFET_STATIONS)) expect(buffetNames, name).toContain(name);
  });
});

describe('/api/admin/stations', () => {
  it('is for admins only: a kitchen account is refused (403), a visitor asked to sign in (401)', async () => {
    const [station] = await list();
    const body = { name: 'Front', targetMinutes: 5 };
    const stranger = new TestClient(ctx.app);
    for (const [client, status] of [
      [kitchen, 403],
      [stranger, 401],
    ] as const) {
      expect((await client.get('/api/admin/stations')).statusCode).toBe(status);
      expect((await client.post('/api/admin/stations', body)).statusCode).toBe(status);
      expect((await client.put(`/api/admin/stations/${station?.id}`, body)).statusCode).toBe(status);
      expect((await client.delete(`/api/admin/stations/${station?.id}`)).statusCode).toBe(status);
    }
    expect(await list()).toHaveLength(2);
  });

  it('creates, lists by position, changes and deletes a station, recording each change', async () => {
    const before = await snapshot();
    const front = await create({ name: '  Front  ', targetMinutes: 8, printerIds: [wokPrinter.id, bar.id] });
    expect(front).toEqual({
      id: front.id,
      name: 'Front',
      targetMinutes: 8,
      printerIds: [bar.id, wokPrinter.id],
    });
    // Printers left out: none.
    const grill = await create({ name: 'Grill', targetMinutes: 240 });
    expect(grill.printerIds).toEqual([]);
    expect((await list()).slice(-2)).toEqual([front, grill]);

    const changed = await admin.put(`/api/admin/stations/${front.id}`, {
      name: 'Pass',
      targetMinutes: 1,
      printerIds: [bar.id],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: front.id, name: 'Pass', targetMinutes: 1, printerIds: [bar.id] });
    expect((await list()).find((s) => s.id === front.id)).toEqual(changed.json());

    expect((await admin.delete(`/api/admin/stations/${front.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/stations/${grill.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/stations/${grill.id}`)).statusCode).toBe(404);
    expect(
      (await admin.put(`/api/admin/stations/${grill.id}`, { name: 'X', targetMinutes: 5 })).statusCode,
    ).toBe(404);
    const after = await snapshot();
    expect(after.stations).toEqual(before.stations);
    expect(after.printers).toEqual(before.printers);
    // Two creates, one change, two deletes.
    expect(after.changes - before.changes).toBe(5);
    const [last] = await ctx.db
      .select()
      .from(serviceStatusChanges)
      .where(eq(serviceStatusChanges.subject, 'stations'))
      .orderBy(asc(serviceStatusChanges.id))
      .offset(after.changes - 3)
      .limit(1);
    expect(last).toMatchObject({
      changedBy: 'chef',
      before: { station: { id: front.id, name: 'Front', targetMinutes: 8 } },
      after: { station: { id: front.id, name: 'Pass', targetMinutes: 1, printerIds: [bar.id] } },
    });
  });

  it('refuses bad input with 422, naming the field, and changes nothing', async () => {
    const [sushi] = await list();
    const before = await snapshot();
    const bad: [Record<string, unknown>, string][] = [
      [{ name: 'Sushi\nBar', targetMinutes: 10 }, 'name'],
      [{ name: 'Tab\there', targetMinutes: 10 }, 'name'],
      [{ name: 'Bell\u0007', targetMinutes: 10 }, 'name'],
      [{ name: '   ', targetMinutes: 10 }, 'name'],
      [{ name: 'x'.repeat(41), targetMinutes: 10 }, 'name'],
      [{ name: 'Front', targetMinutes: 0 }, 'targetMinutes'],
      [{ name: 'Front', targetMinutes: 241 }, 'targetMinutes'],
      [{ name: 'Front', targetMinutes: 7.5 }, 'targetMinutes'],
      [{ name: 'Front', targetMinutes: '10' }, 'targetMinutes'],
      [{ name: 'Front', targetMinutes: 10, printerIds: [0] }, 'printerIds.0'],
    ];
    for (const [body, field] of bad) {
      for (const res of [
        await admin.post('/api/admin/stations', body),
        await admin.put(`/api/admin/stations/${sushi?.id}`, body),
      ]) {
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(res.json().details ?? {}), JSON.stringify(body)).toContain(field);
      }
    }
    const extra = await admin.post('/api/admin/stations', { name: 'Front', targetMinutes: 10, position: 1 });
    expect(extra.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses printers that do not exist with 422 and a clear message, and changes nothing', async () => {
    const [sushi] = await list();
    const before = await snapshot();
    const missing = wokPrinter.id + 1000;
    const created = await admin.post('/api/admin/stations', {
      name: 'Front',
      targetMinutes: 5,
      printerIds: [bar.id, missing],
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({
      code: 'VALIDATION',
      message: `Printer ${missing} does not exist (any more). Reload the page and choose the printers again.`,
      details: { printerIds: 'Choose printers from the list.' },
    });
    const changed = await admin.raw('PUT', `/api/admin/stations/${sushi?.id}`, {
      headers: { 'x-xsrf-token': await admin.csrf(), 'accept-language': 'de-CH' },
      payload: { name: 'Sushi-Bar', targetMinutes: 15, printerIds: [missing, missing + 1] },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(
      `Die Drucker ${missing}, ${missing + 1} gibt es nicht (mehr). Laden Sie die Seite neu und wählen Sie die Drucker noch einmal.`,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('keeps names unique regardless of case (409), but a station may keep its own name', async () => {
    const [sushi, wok] = await list();
    const before = await snapshot();
    const taken = await admin.post('/api/admin/stations', { name: 'WOK', targetMinutes: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'A station named "WOK" already exists.' });
    expect(taken.json().details).toHaveProperty('name');
    const renamed = await admin.put(`/api/admin/stations/${sushi?.id}`, { name: 'wok', targetMinutes: 15 });
    expect(renamed.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
    const same = await admin.put(`/api/admin/stations/${wok?.id}`, { name: 'Wok', targetMinutes: 20 });
    expect(same.statusCode).toBe(200);
    // Nothing changed: nothing recorded.
    expect(await snapshot()).toEqual(before);
  });

  it('deleting a station leaves its categories and items with none, and its printers free', async () => {
    const doomed = await create({ name: 'Tempura', targetMinutes: 12, printerIds: [bar.id] });
    expect((await admin.put('/api/admin/categories/SIDES', { stationId: doomed.id })).statusCode).toBe(200);
    const [menuItem] = await ctx.db.select().from(menuItems).limit(1);
    const [buffetItem] = await ctx.db.select().from(buffetItems).limit(1);
    if (!menuItem || !buffetItem) throw new Error('no items');
    await ctx.db.update(menuItems).set({ stationId: doomed.id }).where(eq(menuItems.id, menuItem.id));
    await ctx.db.update(buffetItems).set({ stationId: doomed.id }).where(eq(buffetItems.id, buffetItem.id));

    expect((await admin.delete(`/api/admin/stations/${doomed.id}`)).statusCode).toBe(204);
    const [sides] = await ctx.db.select().from(categories).where(eq(categories.code, 'SIDES'));
    expect(sides?.stationId).toBeNull();
    const [m] = await ctx.db.select().from(menuItems).where(eq(menuItems.id, menuItem.id));
    expect(m?.stationId).toBeNull();
    const [b] = await ctx.db.select().from(buffetItems).where(eq(buffetItems.id, buffetItem.id));
    expect(b?.stationId).toBeNull();
    expect(
      await ctx.db.select().from(stationPrinters).where(eq(stationPrinters.stationId, doomed.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(printers).where(eq(printers.id, bar.id))).toHaveLength(1);
  });
});

describe('the station of categories, menu items and buffet items', () => {
  const categoryOf = async (code: string) =>
    z
      .array(ZCategorySchema)
      .parse((await admin.get('/api/admin/categories')).json())
      .find((c) => c.code === code);

  it('a category reads and writes its station; unknown → 422; left out → unchanged; null → none', async () => {
    const [sushi, wok] = await list();
    expect((await categoryOf('TEMAKI'))?.stationId).toBe(sushi?.id);
    const moved = await admin.put('/api/admin/categories/TEMAKI', { stationId: wok?.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().stationId).toBe(wok?.id);
    // Another field alone leaves the station as it is.
    expect((await admin.put('/api/admin/categories/TEMAKI', { visible: true })).json().stationId).toBe(
      wok?.id,
    );

    const unknown = await admin.put('/api/admin/categories/TEMAKI', { stationId: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual({ stationId: 'Choose a station from the list.' });
    for (const bad of [0, -1, 1.5, 'x']) {
      expect((await admin.put('/api/admin/categories/TEMAKI', { stationId: bad })).statusCode).toBe(422);
    }
    expect((await categoryOf('TEMAKI'))?.stationId).toBe(wok?.id);

    expect(
      (await admin.put('/api/admin/categories/TEMAKI', { stationId: null })).json().stationId,
    ).toBeNull();
    expect((await admin.put('/api/admin/categories/TEMAKI', { stationId: sushi?.id })).json().stationId).toBe(
      sushi?.id,
    );
    // The change log keeps the station with the category.
    const history = (await admin.get('/api/admin/categories/history')).json() as {
      code: string;
      after: { stationId: number | null } | null;
    }[];
    expect(history.find((c) => c.code === 'TEMAKI')?.after?.stationId).toBe(sushi?.id);
  });

  it('a new category may name a station, or none', async () => {
    const [, wok] = await list();
    const names = { de: 'Grill', fr: 'Grill', it: 'Griglia', en: 'Grill' };
    const routed = await admin.post('/api/admin/categories', { code: 'GRILL', names, stationId: wok?.id });
    expect(routed.statusCode).toBe(201);
    expect(routed.json().stationId).toBe(wok?.id);
    const plain = await admin.post('/api/admin/categories', { code: 'GRILL_2', names });
    expect(plain.json().stationId).toBeNull();
    const unknown = await admin.post('/api/admin/categories', { code: 'GRILL_3', names, stationId: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(
      (await admin.get('/api/admin/categories')).json().some((c: { code: string }) => c.code === 'GRILL_3'),
    ).toBe(false);
    for (const code of ['GRILL', 'GRILL_2']) await admin.delete(`/api/admin/categories/${code}`);
  });

  it('menu and buffet items carry their own station: kept when left out, 400 when unknown', async () => {
    const [sushi, wok] = await list();
    const menu = z.array(ZAdminMenuItemSchema).parse((await admin.get('/api/admin/menu-items')).json());
    const gyoza = menu.find((m) => m.name === dish('Gyoza (6 pcs)'));
    const edamame = menu.find((m) => m.name === dish('Edamame'));
    if (!gyoza || !edamame) throw new Error('no gyoza');
    // The demo's override, and an item that follows its category.
    expect(gyoza.stationId).toBe(wok?.id);
    expect(edamame.stationId).toBeNull();
    const body = {
      foodItemId: edamame.foodItemId,
      price: edamame.price.toFixed(2),
      available: edamame.available,
      category: edamame.category,
    };
    const put = (stationId?: unknown) =>
      admin.put(
        `/api/admin/menu-items/${edamame.id}`,
        stationId === undefined ? body : { ...body, stationId },
      );
    expect((await put(wok?.id)).json().stationId).toBe(wok?.id);
    expect((await put()).json().stationId).toBe(wok?.id);
    const unknown = await put(999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual({ stationId: 'Choose a station from the list.' });
    expect((await put(null)).json().stationId).toBeNull();

    const buffet = z.array(ZAdminBuffetItemSchema).parse((await admin.get('/api/admin/buffet-items')).json());
    const dessert = buffet.find((b) => b.name === dish('Buffet Dessert Cup'));
    const sushiBox = buffet.find((b) => b.name === dish('Sushi Buffet Box'));
    expect(dessert?.stationId).toBeNull();
    expect(sushiBox?.stationId).toBe(sushi?.id);
    const created = await admin.post('/api/admin/buffet-items', {
      foodItemId: dessert?.foodItemId,
      price: '4.00',
      stationId: sushi?.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().stationId).toBe(sushi?.id);
    const plain = await admin.post('/api/admin/buffet-items', {
      foodItemId: dessert?.foodItemId,
      price: '4.00',
    });
    expect(plain.json().stationId).toBeNull();
    for (const id of [created.json().id, plain.json().id])
      await admin.delete(`/api/admin/buffet-items/${id}`);
    // The public menu does not show where dishes are prepared.
    const publicMenu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as Record<string, unknown>[];
    expect(publicMenu[0]).not.toHaveProperty('stationId');
  });
});

describe('routing at confirmation', () => {
  it('routes each line by its item’s own station, else its category’s, else none', async () => {
    const sushiBar = await create({ name: 'Routing sushi', targetMinutes: 10 });
    const wokStation = await create({ name: 'Routing wok', targetMinutes: 10 });
    const front = await create({ name: 'Routing front', targetMinutes: 5 });
    expect((await admin.put('/api/admin/categories/HOSO_MAKI', { stationId: sushiBar.id })).statusCode).toBe(
      200,
    );
    expect(
      (await admin.put('/api/admin/categories/THAI_CURRY', { stationId: wokStation.id })).statusCode,
    ).toBe(200);
    expect((await admin.put('/api/admin/categories/DRINK', { stationId: null })).statusCode).toBe(200);

    const menu = z.array(ZAdminMenuItemSchema).parse((await admin.get('/api/admin/menu-items')).json());
    const byName = (name: string) => {
      const item = menu.find((m) => m.name === dish(name));
      if (!item) throw new Error(`no ${name}`);
      return item;
    };
    const maki = byName('Kappa Maki (6 pcs)');
    const curry = byName('Green Curry Chicken');
    const water = byName('Mineral Water');
    // A maki sent to the front: its own station beats its category's.
    const salmonMaki = byName('Sake Maki (6 pcs)');
    for (const item of [maki, curry, water]) {
      await ctx.db.update(menuItems).set({ stationId: null }).where(eq(menuItems.id, item.id));
    }
    const override = await admin.put(`/api/admin/menu-items/${salmonMaki.id}`, {
      foodItemId: salmonMaki.foodItemId,
      price: salmonMaki.price.toFixed(2),
      available: true,
      category: salmonMaki.category,
      stationId: front.id,
    });
    expect(override.statusCode).toBe(200);

    const placed = await diner.post('/api/orders', {
      customerInfo: DINER,
      orderType: 'TAKEAWAY',
      items: [maki, curry, salmonMaki, water].map((item) => ({ menuItemId: item.id, quantity: 1 })),
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    const lines = () =>
      ctx.db
        .select({ menuItemId: orderItems.menuItemId, stationId: orderItems.stationId })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
    // Not routed before the kitchen has it.
    expect((await lines()).every((line) => line.stationId === null)).toBe(true);
    expect((await admin.post(`/api/admin/menu-orders/${orderId}/confirm`, {})).statusCode).toBe(200);
    const routed = new Map((await lines()).map((line) => [line.menuItemId, line.stationId]));
    expect(routed.get(maki.id)).toBe(sushiBar.id);
    expect(routed.get(curry.id)).toBe(wokStation.id);
    expect(routed.get(salmonMaki.id)).toBe(front.id);
    expect(routed.get(water.id)).toBeNull();

    // A later change of the routing applies to later orders only.
    await admin.put('/api/admin/categories/HOSO_MAKI', { stationId: wokStation.id });
    expect(new Map((await lines()).map((line) => [line.menuItemId, line.stationId])).get(maki.id)).toBe(
      sushiBar.id,
    );

    // A buffet item has no category: its own station, or none.
    const buffet = z.array(ZAdminBuffetItemSchema).parse((await admin.get('/api/admin/buffet-items')).json());
    const [soup, dessert] = ['Buffet Soup Cup', 'Buffet Dessert Cup'].map((name) => {
      const item = buffet.find((b) => b.name === dish(name));
      if (!item) throw new Error(`no ${name}`);
      return item;
    });
    if (!soup || !dessert) throw new Error('no buffet items');
    await ctx.db.update(buffetItems).set({ stationId: wokStation.id }).where(eq(buffetItems.id, soup.id));
    await ctx.db.update(buffetItems).set({ stationId: null }).where(eq(buffetItems.id, dessert.id));
    const buffetOrder = await diner.post('/api/buffet-orders', {
      customerInfo: DINER,
      orderType: 'TAKEAWAY',
      items: [soup, dessert].map((item) => ({ buffetItemId: item.id, quantity: 1 })),
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(buffetOrder.statusCode, buffetOrder.body).toBe(201);
    const buffetId = buffetOrder.json().id as string;
    expect((await admin.post(`/api/admin/buffet-orders/${buffetId}/confirm`, {})).statusCode).toBe(200);
    const buffetLines = await ctx.db
      .select({ buffetItemId: orderItems.buffetItemId, stationId: orderItems.stationId })
      .from(orderItems)
      .where(inArray(orderItems.orderId, [buffetId]));
    const buffetRouted = new Map(buffetLines.map((line) => [line.buffetItemId, line.stationId]));
    expect(buffetRouted.get(soup.id)).toBe(wokStation.id);
    expect(buffetRouted.get(dessert.id)).toBeNull();
  });
});
