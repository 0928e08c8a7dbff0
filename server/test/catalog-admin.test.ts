import { ZBuffetItemSchema, ZFoodItemSchema, ZMenuItemSchema } from '@app/shared/catalog';
import { NO_DECLARATIONS } from '@app/shared/food-labels';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buffetItems, foodItems, menuItems, orderItems, orders, users } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

const ctx = await setupTestApp({ seed: true });
await createAdmin(ctx.db);
const diner = await createAdmin(ctx.db, 'diner', 'diner-password-1');
await ctx.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, diner.id));
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

const PRICE_MESSAGE = 'Enter a price like 12.50';

const counts = async () => ({
  food: (await ctx.db.select().from(foodItems)).length,
  menu: (await ctx.db.select().from(menuItems)).length,
  buffet: (await ctx.db.select().from(buffetItems)).length,
});

/**
 * A public list with each item's option groups as the back office names them (their ids), so that an item
 * compares with its admin answer.
 */
const publicList = async (url: string) =>
  ((await ctx.app.inject({ url })).json() as { id: number; optionGroups?: { id: number }[] }[]).map(
    ({ optionGroups, ...item }) =>
      optionGroups ? { ...item, optionGroupIds: optionGroups.map((g) => g.id) } : item,
  );
const publicItem = async (url: string, id: number) => (await publicList(url)).find((i) => i.id === id);
/** An admin answer as diners see the item: without its kitchen station. */
const publicShape = ({ stationId: _, ...item }: { stationId?: unknown; [key: string]: unknown }) => item;

async function newFood(name: string, description = `${name}, freshly made`) {
  const res = await admin.post('/api/admin/food-items', { name, description });
  expect(res.statusCode).toBe(201);
  return ZFoodItemSchema.parse(res.json());
}

describe('permissions', () => {
  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
    ['GET', '/api/admin/food-items'],
    ['POST', '/api/admin/food-items'],
    ['PUT', '/api/admin/food-items/1'],
    ['DELETE', '/api/admin/food-items/1'],
    ['GET', '/api/admin/menu-items'],
    ['POST', '/api/admin/menu-items'],
    ['PUT', '/api/admin/menu-items/1'],
    ['DELETE', '/api/admin/menu-items/1'],
    ['GET', '/api/admin/buffet-items'],
    ['POST', '/api/admin/buffet-items'],
    ['PUT', '/api/admin/buffet-items/1'],
    ['DELETE', '/api/admin/buffet-items/1'],
  ];

  it('answers 401 without a session and 403 for a non-admin, changing nothing', async () => {
    const before = await counts();
    const anonymous = new TestClient(ctx.app);
    await anonymous.csrf();
    const customer = new TestClient(ctx.app);
    await customer.login('diner', 'diner-password-1');
    const body = { name: 'Intruder', description: '', foodItemId: 1, price: '1.00' };
    for (const [method, url] of routes) {
      const anon = await anonymous.request(method, url, method === 'GET' ? undefined : body);
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.json()).toMatchObject({ status: 401, error: 'Unauthorized' });
      const forbidden = await customer.request(method, url, method === 'GET' ? undefined : body);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json()).toMatchObject({ status: 403, error: 'Forbidden' });
    }
    expect(await counts()).toEqual(before);
  });
});

describe('food items', () => {
  it('creates with trimmed fields, lists, edits and deletes; the public list follows at once', async () => {
    const res = await admin.post('/api/admin/food-items', {
      name: '  Miso Soup ',
      description: ' Tofu, wakame ',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Miso Soup',
      description: 'Tofu, wakame',
      ...NO_DECLARATIONS,
      photo: null,
    });
    expect(z.array(ZFoodItemSchema).parse((await admin.get('/api/admin/food-items')).json())).toContainEqual(
      created,
    );
    expect(await publicItem('/api/food-items', created.id)).toEqual(created);

    const edit = await admin.put(`/api/admin/food-items/${created.id}`, {
      name: 'Miso Soup (large)',
      description: '',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({
      id: created.id,
      name: 'Miso Soup (large)',
      description: '',
      ...NO_DECLARATIONS,
      photo: null,
    });
    expect(await publicItem('/api/food-items', created.id)).toEqual(edit.json());

    expect((await admin.delete(`/api/admin/food-items/${created.id}`)).statusCode).toBe(204);
    expect(await publicItem('/api/food-items', created.id)).toBeUndefined();
    expect((await admin.delete(`/api/admin/food-items/${created.id}`)).statusCode).toBe(404);
  });

  it('description may be left out (empty)', async () => {
    const res = await admin.post('/api/admin/food-items', { name: 'Edamame' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Edamame', description: '' });
  });

  it('rejects bad payloads with 400 and field details, changing nothing', async () => {
    const food = await newFood('Gyoza');
    const before = await counts();
    const cases: [unknown, Record<string, string>][] = [
      [{ name: '', description: 'x' }, { name: 'Required' }],
      [{ name: '   ', description: 'x' }, { name: 'Required' }],
      [{ description: 'x' }, { name: 'Required' }],
      [{ name: 42, description: 'x' }, { name: 'Required' }],
      [{ name: 'x'.repeat(201) }, { name: expect.any(String) }],
      [{ name: 'Ok', description: 'x'.repeat(2001) }, { description: expect.any(String) }],
      [{ name: 'Ok', description: 7 }, { description: expect.any(String) }],
      [{ name: 'Ok', description: '', price: '1.00' }, {}],
    ];
    for (const [body, details] of cases) {
      const created = await admin.post('/api/admin/food-items', body);
      expect(created.statusCode, JSON.stringify(body)).toBe(400);
      expect(created.json()).toMatchObject({ status: 400, error: 'Bad Request', details });
      const edited = await admin.put(`/api/admin/food-items/${food.id}`, body);
      expect(edited.statusCode, JSON.stringify(body)).toBe(400);
      expect(edited.json().details).toMatchObject(details);
    }
    expect(await counts()).toEqual(before);
    const [row] = await ctx.db.select().from(foodItems).where(eq(foodItems.id, food.id));
    expect(row).toMatchObject({ name: 'Gyoza', description: 'Gyoza, freshly made' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const body = { name: 'Nothing', description: '' };
    expect((await admin.put('/api/admin/food-items/999999', body)).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/food-items/999999')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '0x10', '1e3', '99999999999']) {
      const put = await admin.put(`/api/admin/food-items/${bad}`, body);
      expect(put.statusCode, bad).toBe(400);
      expect(put.json().details).toHaveProperty('id');
      expect((await admin.delete(`/api/admin/food-items/${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('refuses to delete a food item the menu or the buffet still uses (409 naming the uses)', async () => {
    const food = await newFood('Salmon Sashimi');
    const menu = await admin.post('/api/admin/menu-items', {
      foodItemId: food.id,
      price: '18.00',
      available: true,
    });
    expect(menu.statusCode).toBe(201);

    const onlyMenu = await admin.delete(`/api/admin/food-items/${food.id}`);
    expect(onlyMenu.statusCode).toBe(409);
    expect(onlyMenu.json()).toMatchObject({
      status: 409,
      error: 'Conflict',
      message: expect.stringContaining('"Salmon Sashimi" is still used by 1 menu item.'),
    });

    const buffet = await admin.post('/api/admin/buffet-items', {
      foodItemId: food.id,
      price: '3.50',
      available: true,
    });
    await admin.post('/api/admin/buffet-items', { foodItemId: food.id, price: '4.50', available: false });
    expect(buffet.statusCode).toBe(201);
    const both = await admin.delete(`/api/admin/food-items/${food.id}`);
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toContain('is still used by 1 menu item and 2 buffet items.');
    expect((await ctx.db.select().from(foodItems).where(eq(foodItems.id, food.id))).length).toBe(1);

    // Once nothing uses it any more, it can go.
    await admin.delete(`/api/admin/menu-items/${menu.json().id}`);
    for (const item of (await admin.get('/api/admin/buffet-items')).json() as {
      id: number;
      foodItemId: number;
    }[])
      if (item.foodItemId === food.id) await admin.delete(`/api/admin/buffet-items/${item.id}`);
    expect((await admin.delete(`/api/admin/food-items/${food.id}`)).statusCode).toBe(204);
  });
});

describe('menu items', () => {
  it('creates with the food item’s name and description, defaults and a CHF price; the menu shows it at once', async () => {
    const food = await newFood('Tuna Tataki', 'Seared tuna, ponzu');
    const res = await admin.post('/api/admin/menu-items', { foodItemId: food.id, price: '12.50' });
    expect(res.statusCode).toBe(201);
    const created = ZMenuItemSchema.parse(res.json());
    expect(created).toEqual({
      id: expect.any(Number),
      foodItemId: food.id,
      name: 'Tuna Tataki',
      description: 'Seared tuna, ponzu',
      category: 'SUSHI_STARTER',
      price: 12.5,
      available: true,
      soldOutToday: false,
      vatClass: 'REDUCED',
      ...NO_DECLARATIONS,
      photo: null,
      optionGroupIds: [],
    });
    const [row] = await ctx.db.select().from(menuItems).where(eq(menuItems.id, created.id));
    expect(row?.priceRappen).toBe(1250);
    expect(z.array(ZMenuItemSchema).parse((await admin.get('/api/admin/menu-items')).json())).toContainEqual(
      created,
    );
    expect(await publicItem('/api/menu-items', created.id)).toEqual(created);
  });

  it('parses price text strictly: empty is 0, a decimal comma is fine', async () => {
    const food = await newFood('Green Tea');
    const cases: [string | undefined, number][] = [
      ['', 0],
      ['  ', 0],
      [undefined, 0],
      ['4', 4],
      ['4.5', 4.5],
      ['4,50', 4.5],
      [' 0.05 ', 0.05],
      ['99999.99', 99999.99],
    ];
    for (const [price, chf] of cases) {
      const body = { foodItemId: food.id, category: 'DRINK', ...(price === undefined ? {} : { price }) };
      const res = await admin.post('/api/admin/menu-items', body);
      expect(res.statusCode, JSON.stringify(price)).toBe(201);
      expect(res.json().price, JSON.stringify(price)).toBe(chf);
    }
  });

  it('rejects bad payloads with 400 and field details, creating and changing nothing', async () => {
    const food = await newFood('Ebi Fry');
    const existing = (
      await admin.post('/api/admin/menu-items', { foodItemId: food.id, price: '9.00', category: 'SIDES' })
    ).json();
    const before = await counts();
    const ok = { foodItemId: food.id, price: '10.00', available: true, category: 'NIGIRI' };
    const cases: [unknown, Record<string, string>][] = [
      ...['12.505', '-1', '+1', '1e3', 'abc', '12.', '.5', "1'000", '1 000', '100000', 'CHF 12'].map(
        (price): [unknown, Record<string, string>] => [{ ...ok, price }, { price: PRICE_MESSAGE }],
      ),
      [{ ...ok, price: 12.5 }, { price: PRICE_MESSAGE }],
      [{ ...ok, price: null }, { price: PRICE_MESSAGE }],
      [{ ...ok, foodItemId: 999999 }, { foodItemId: expect.stringMatching(/food item does not exist/) }],
      [{ ...ok, foodItemId: 'abc' }, { foodItemId: 'Choose a food item' }],
      [{ ...ok, foodItemId: 0 }, { foodItemId: 'Choose a food item' }],
      [{ ...ok, foodItemId: 1.5 }, { foodItemId: 'Choose a food item' }],
      [{ price: '1.00' }, { foodItemId: 'Choose a food item' }],
      [{ ...ok, category: 'PIZZA' }, { category: 'Choose a menu category' }],
      [{ ...ok, category: 'nigiri' }, { category: 'Choose a menu category' }],
      [{ ...ok, available: 'yes' }, { available: expect.any(String) }],
      [{ ...ok, name: 'Sneaky rename' }, {}],
      [{ ...ok, priceRappen: 1 }, {}],
    ];
    for (const [body, details] of cases) {
      const created = await admin.post('/api/admin/menu-items', body);
      expect(created.statusCode, JSON.stringify(body)).toBe(400);
      expect(created.json()).toMatchObject({ status: 400, message: expect.any(String), details });
      const edited = await admin.put(`/api/admin/menu-items/${existing.id}`, body);
      expect(edited.statusCode, JSON.stringify(body)).toBe(400);
      expect(edited.json().details).toMatchObject(details);
    }
    expect(await counts()).toEqual(before);
    expect(await publicItem('/api/menu-items', existing.id)).toEqual(publicShape(existing));
  });

  it('edits every field; the public menu shows the change at once', async () => {
    const food = await newFood('Chicken Teriyaki');
    const other = await newFood('Beef Teriyaki', 'Grilled beef');
    const created = (
      await admin.post('/api/admin/menu-items', { foodItemId: food.id, price: '19.00' })
    ).json();
    const res = await admin.put(`/api/admin/menu-items/${created.id}`, {
      foodItemId: other.id,
      price: '21.90',
      available: false,
      category: 'DONBURI',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: created.id,
      foodItemId: other.id,
      name: 'Beef Teriyaki',
      description: 'Grilled beef',
      category: 'DONBURI',
      price: 21.9,
      available: false,
      soldOutToday: false,
      vatClass: 'REDUCED',
      ...NO_DECLARATIONS,
      photo: null,
      optionGroupIds: [],
    };
    expect(res.json()).toEqual({ ...expected, stationId: null });
    expect(await publicItem('/api/menu-items', created.id)).toEqual(expected);

    // Renaming the food item renames the menu item everywhere.
    await admin.put(`/api/admin/food-items/${other.id}`, { name: 'Wagyu Teriyaki', description: 'A5' });
    expect(await publicItem('/api/menu-items', created.id)).toMatchObject({
      name: 'Wagyu Teriyaki',
      description: 'A5',
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const food = await newFood('Nothing here');
    const body = { foodItemId: food.id, price: '1.00' };
    expect((await admin.put('/api/admin/menu-items/999999', body)).statusCode).toBe(404);
    expect(
      (await admin.put('/api/admin/menu-items/999999', { ...body, foodItemId: 999999 })).statusCode,
    ).toBe(404);
    expect((await admin.delete('/api/admin/menu-items/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/menu-items/abc', body)).statusCode).toBe(400);
    expect((await admin.delete('/api/admin/menu-items/1.5')).statusCode).toBe(400);
  });

  it('deletes; the public menu drops it at once', async () => {
    const food = await newFood('Kappa Maki');
    const created = (
      await admin.post('/api/admin/menu-items', { foodItemId: food.id, price: '6.00' })
    ).json();
    expect((await admin.delete(`/api/admin/menu-items/${created.id}`)).statusCode).toBe(204);
    expect(await publicItem('/api/menu-items', created.id)).toBeUndefined();
    expect((await admin.delete(`/api/admin/menu-items/${created.id}`)).statusCode).toBe(404);
    // The food item itself stays.
    expect(await publicItem('/api/food-items', food.id)).toBeDefined();
  });
});

describe('buffet items', () => {
  it('creates, edits and deletes with CHF prices; the public buffet follows at once', async () => {
    const food = await newFood('Spring Roll', 'Vegetables, sweet chili');
    const res = await admin.post('/api/admin/buffet-items', { foodItemId: food.id, price: '2.80' });
    expect(res.statusCode).toBe(201);
    const created = ZBuffetItemSchema.parse(res.json());
    expect(created).toEqual({
      id: expect.any(Number),
      foodItemId: food.id,
      name: 'Spring Roll',
      description: 'Vegetables, sweet chili',
      price: 2.8,
      available: true,
      soldOutToday: false,
      vatClass: 'REDUCED',
      ...NO_DECLARATIONS,
      photo: null,
      optionGroupIds: [],
    });
    expect(
      z.array(ZBuffetItemSchema).parse((await admin.get('/api/admin/buffet-items')).json()),
    ).toContainEqual(created);
    expect(await publicItem('/api/buffet-items', created.id)).toEqual(created);

    const edit = await admin.put(`/api/admin/buffet-items/${created.id}`, {
      foodItemId: food.id,
      price: '',
      available: false,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ price: 0, available: false });
    expect(await publicItem('/api/buffet-items', created.id)).toEqual(publicShape(edit.json()));

    expect((await admin.delete(`/api/admin/buffet-items/${created.id}`)).statusCode).toBe(204);
    expect(await publicItem('/api/buffet-items', created.id)).toBeUndefined();
    expect((await admin.delete(`/api/admin/buffet-items/${created.id}`)).statusCode).toBe(404);
    expect(
      (await admin.put(`/api/admin/buffet-items/${created.id}`, { foodItemId: food.id })).statusCode,
    ).toBe(404);
    expect((await admin.delete('/api/admin/buffet-items/abc')).statusCode).toBe(400);
  });

  it('rejects bad payloads with 400 and field details, creating and changing nothing', async () => {
    const food = await newFood('Wonton');
    const existing = (
      await admin.post('/api/admin/buffet-items', { foodItemId: food.id, price: '3.00' })
    ).json();
    const before = await counts();
    const ok = { foodItemId: food.id, price: '3.50', available: true };
    const cases: [unknown, Record<string, string>][] = [
      [{ ...ok, price: '3.505' }, { price: PRICE_MESSAGE }],
      [{ ...ok, price: '-3' }, { price: PRICE_MESSAGE }],
      [{ ...ok, price: 3.5 }, { price: PRICE_MESSAGE }],
      [{ ...ok, foodItemId: 999999 }, { foodItemId: expect.stringMatching(/food item does not exist/) }],
      [{ ...ok, foodItemId: '1' }, { foodItemId: 'Choose a food item' }],
      // Buffet items have no category.
      [{ ...ok, category: 'SIDES' }, {}],
    ];
    for (const [body, details] of cases) {
      const created = await admin.post('/api/admin/buffet-items', body);
      expect(created.statusCode, JSON.stringify(body)).toBe(400);
      expect(created.json().details).toMatchObject(details);
      const edited = await admin.put(`/api/admin/buffet-items/${existing.id}`, body);
      expect(edited.statusCode, JSON.stringify(body)).toBe(400);
      expect(edited.json().details).toMatchObject(details);
    }
    expect(await counts()).toEqual(before);
    expect(await publicItem('/api/buffet-items', existing.id)).toEqual(publicShape(existing));
  });
});

describe('past orders', () => {
  it('deleting a menu or buffet item keeps the orders that contain it, with their names and prices', async () => {
    const food = await newFood('Dragon Roll');
    const menuItem = (
      await admin.post('/api/admin/menu-items', { foodItemId: food.id, price: '16.50' })
    ).json();
    const buffetItem = (
      await admin.post('/api/admin/buffet-items', { foodItemId: food.id, price: '4.00' })
    ).json();

    const base = {
      orderType: 'TAKEAWAY' as const,
      asap: true,
      requestedAt: new Date(),
      customerFirstName: 'Anna',
      customerLastName: 'Muster',
      customerEmail: 'anna@example.ch',
      customerPhone: '+41 62 000 00 00',
      paymentMethod: 'CASH' as const,
      paymentStatus: 'NOT_REQUIRED' as const,
      orderDate: '2024-01-15',
    };
    await ctx.db.insert(orders).values([
      {
        ...base,
        id: 'PASTMENUORDER001',
        kind: 'MENU',
        orderNumber: 901,
        subtotalRappen: 3300,
        afterDiscountRappen: 3300,
        totalRappen: 3300,
      },
      {
        ...base,
        id: 'PASTBUFFETORD001',
        kind: 'BUFFET',
        orderNumber: 902,
        subtotalRappen: 800,
        afterDiscountRappen: 800,
        totalRappen: 800,
      },
    ]);
    await ctx.db.insert(orderItems).values([
      {
        orderId: 'PASTMENUORDER001',
        position: 0,
        menuItemId: menuItem.id,
        name: 'Dragon Roll',
        unitPriceRappen: 1650,
        quantity: 2,
      },
      {
        orderId: 'PASTBUFFETORD001',
        position: 0,
        buffetItemId: buffetItem.id,
        name: 'Dragon Roll',
        unitPriceRappen: 400,
        quantity: 2,
      },
    ]);

    expect((await admin.delete(`/api/admin/menu-items/${menuItem.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/buffet-items/${buffetItem.id}`)).statusCode).toBe(204);

    const kept = await ctx.db.select().from(orders).where(eq(orders.customerEmail, 'anna@example.ch'));
    expect(kept.map((o) => [o.id, o.totalRappen]).sort()).toEqual([
      ['PASTBUFFETORD001', 800],
      ['PASTMENUORDER001', 3300],
    ]);
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.name, 'Dragon Roll'));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({ menuItemId: null, buffetItemId: null, quantity: 2 });
    }
    expect(lines.map((l) => l.unitPriceRappen).sort()).toEqual([1650, 400].sort());

    // The back office still shows the order as it was sold.
    const order = await admin.get('/api/orders/PASTMENUORDER001');
    expect(order.statusCode).toBe(200);
    expect(order.json().orderItems).toEqual([
      expect.objectContaining({
        menuItemId: null,
        menuItemName: 'Dragon Roll',
        quantity: 2,
        unitPrice: 16.5,
      }),
    ]);
  });
});

describe('revalidation of the public reads', () => {
  it.each([
    '/api/menu-items',
    '/api/buffet-items',
    '/api/food-items',
    '/api/restaurant-info/current',
    '/api/public/discounts/active',
  ])('%s answers 304 while nothing changed', async (url) => {
    const first = await ctx.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = first.headers.etag;
    expect(tag).toEqual(expect.any(String));
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(tag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a save in the back office changes the tag at once', async () => {
    const first = await ctx.app.inject({ url: '/api/menu-items' });
    const tag = String(first.headers.etag);
    const food = await newFood('Tag Test Roll');
    const created = await admin.post('/api/admin/menu-items', { foodItemId: food.id, price: '9.50' });
    expect(created.statusCode).toBe(201);
    const after = await ctx.app.inject({ url: '/api/menu-items', headers: { 'if-none-match': tag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect((after.json() as { name: string }[]).some((i) => i.name === 'Tag Test Roll')).toBe(true);
  });

  it('other answers are left alone', async () => {
    const res = await admin.get('/api/admin/orders');
    expect(res.headers.etag).toBeUndefined();
  });
});
