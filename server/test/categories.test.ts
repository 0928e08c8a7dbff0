import { DEFAULT_CATEGORY_CODES, ZCategorySchema } from '@app/shared/categories';
import { ZPublicCategorySchema } from '@app/shared/public-categories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categories, menuItems, serviceStatusChanges } from '../src/db/schema';
import { TestClient } from './client';
import { DINER, seededMenuItemId, setupOpenRestaurant } from './helpers';

const { ctx, admin, diner } = await setupOpenRestaurant();

const poke = {
  code: 'POKE',
  names: { de: 'Poke-Bowls', fr: 'Bols poké', it: 'Poke bowl', en: 'Poke Bowls' },
};

const publicList = async (language: string) => {
  const res = await ctx.app.inject({ url: '/api/categories', headers: { 'accept-language': language } });
  expect(res.statusCode).toBe(200);
  return z.array(ZPublicCategorySchema).parse(res.json());
};
const adminList = async () =>
  z.array(ZCategorySchema).parse((await admin.get('/api/admin/categories')).json());
const snapshot = async () => ({
  categories: await ctx.db.select().from(categories).orderBy(categories.position),
  changes: (
    await ctx.db.select().from(serviceStatusChanges).where(eq(serviceStatusChanges.subject, 'categories'))
  ).length,
});

describe('GET /api/categories', () => {
  it('lists the spec’s 17 categories in order, named in the request’s language', async () => {
    const de = await publicList('de-CH');
    expect(de.map((c) => c.code)).toEqual([...DEFAULT_CATEGORY_CODES]);
    expect(de.map((c) => c.position)).toEqual(DEFAULT_CATEGORY_CODES.map((_, i) => i + 1));
    expect(de.find((c) => c.code === 'DRINK')).toEqual({ code: 'DRINK', name: 'Getränke', position: 17 });
    const fr = await publicList('fr');
    expect(fr.find((c) => c.code === 'THAI_CURRY')?.name).toBe('Currys thaïs');
    const en = await publicList('en');
    expect(en.find((c) => c.code === 'SUSHI_PLATTEN')?.name).toBe('Sushi Platters');
  });
});

describe('the back office’s categories', () => {
  it('are for admins only', async () => {
    const stranger = new TestClient(ctx.app);
    expect((await stranger.get('/api/admin/categories')).statusCode).toBe(401);
    expect((await stranger.post('/api/admin/categories', poke)).statusCode).toBe(401);
    expect((await stranger.put('/api/admin/categories/DRINK', { visible: false })).statusCode).toBe(401);
    expect((await stranger.delete('/api/admin/categories/DRINK')).statusCode).toBe(401);
    expect((await stranger.get('/api/admin/categories/history')).statusCode).toBe(401);
  });

  it('answers the contract’s shape: { code, names: { de, fr, it, en }, position, visible, stationId }', async () => {
    const list = await adminList();
    expect(list).toHaveLength(17);
    expect(list[0]).toEqual({
      code: 'SUSHI_STARTER',
      names: { de: 'Sushi-Vorspeisen', fr: 'Entrées sushi', it: 'Antipasti sushi', en: 'Sushi Starters' },
      position: 1,
      visible: true,
      // The demo routes its sushi categories to its first station.
      stationId: expect.any(Number),
    });
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [{ ...poke, code: 'poke' }, 'code'],
      [{ ...poke, code: '1POKE' }, 'code'],
      [{ ...poke, code: 'A'.repeat(41) }, 'code'],
      [{ ...poke, names: { ...poke.names, fr: 'x'.repeat(61) } }, 'names.fr'],
      [{ ...poke, names: { ...poke.names, it: 'Poke\u0007' } }, 'names.it'],
      [{ ...poke, names: { ...poke.names, de: '' } }, 'names.de'],
      [{ ...poke, position: 0 }, 'position'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post('/api/admin/categories', body);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().code).toBe('VALIDATION');
      expect(Object.keys(res.json().details), field).toEqual([field]);
    }
    const rename = await admin.put('/api/admin/categories/DRINK', { names: { ...poke.names, de: '  ' } });
    expect(rename.statusCode).toBe(422);
    expect(Object.keys(rename.json().details)).toEqual(['names.de']);
    expect(await snapshot()).toEqual(before);
  });

  it('adds a category at the end, in every answer, and refuses its code twice (409)', async () => {
    const res = await admin.post('/api/admin/categories', poke);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ...poke, position: 18, visible: true, stationId: null });
    expect((await publicList('fr')).at(-1)).toEqual({ code: 'POKE', name: 'Bols poké', position: 18 });
    const again = await admin.post('/api/admin/categories', {
      ...poke,
      names: { ...poke.names, de: 'Nochmal' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', details: { code: expect.any(String) } });
    expect((await adminList()).find((c) => c.code === 'POKE')?.names.de).toBe('Poke-Bowls');
  });

  it('names a category without a French name in the default language', async () => {
    const res = await admin.post('/api/admin/categories', {
      code: 'SPECIALS',
      names: { de: 'Spezialitäten' },
      position: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ position: 1, names: { de: 'Spezialitäten', fr: '' } });
    const fr = await publicList('fr');
    expect(fr[0]).toEqual({ code: 'SPECIALS', name: 'Spezialitäten', position: 1 });
    // The others closed up behind it: positions stay 1…n.
    expect(fr.map((c) => c.position)).toEqual(fr.map((_, i) => i + 1));
    expect(fr[1]?.code).toBe('SUSHI_STARTER');
  });

  it('moves a category to another position, the others closing up', async () => {
    const res = await admin.put('/api/admin/categories/DRINK', { position: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'DRINK', position: 2 });
    const codes = (await adminList()).map((c) => c.code);
    expect(codes.slice(0, 3)).toEqual(['SPECIALS', 'DRINK', 'SUSHI_STARTER']);
    expect((await adminList()).map((c) => c.position)).toEqual(codes.map((_, i) => i + 1));
    // The menu follows: drinks right after the (empty) specials.
    const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as { category: string }[];
    expect(menu[0]?.category).toBe('DRINK');
  });

  it('renames in four languages and the menu’s page data carries the names', async () => {
    const names = {
      de: 'Getränke & Säfte',
      fr: 'Boissons et jus',
      it: 'Bevande e succhi',
      en: 'Drinks & Juices',
    };
    const res = await admin.put('/api/admin/categories/DRINK', { code: 'DRINK', names });
    expect(res.statusCode).toBe(200);
    expect(res.json().names).toEqual(names);
    const page = await ctx.app.inject({ url: '/menu', headers: { 'accept-language': 'fr' } });
    if (page.statusCode === 200) expect(page.body).toContain('Boissons et jus');
    expect((await publicList('it')).find((c) => c.code === 'DRINK')?.name).toBe('Bevande e succhi');
  });

  it('hides a category: it and its items leave the menu, and its items cannot be ordered', async () => {
    const curry = await seededMenuItemId(ctx.app, 'Green Curry Chicken');
    const res = await admin.put('/api/admin/categories/THAI_CURRY', { visible: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'THAI_CURRY', visible: false });
    expect((await publicList('de')).map((c) => c.code)).not.toContain('THAI_CURRY');
    const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as {
      id: number;
      category: string;
    }[];
    expect(menu.some((i) => i.category === 'THAI_CURRY')).toBe(false);
    expect(menu.length).toBeGreaterThan(0);
    // Still listed for the back office.
    const adminItems = (await admin.get('/api/admin/menu-items')).json() as { id: number }[];
    expect(adminItems.some((i) => i.id === curry)).toBe(true);
    const order = await diner.post('/api/orders', {
      customerInfo: DINER,
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curry, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().code).toBe('ITEMS_UNAVAILABLE');

    await admin.put('/api/admin/categories/THAI_CURRY', { visible: true });
    const back = (await ctx.app.inject({ url: '/api/menu-items' })).json() as { id: number }[];
    expect(back.some((i) => i.id === curry)).toBe(true);
  });

  it('refuses to delete a category menu items use (409) and deletes an unused one', async () => {
    const before = await snapshot();
    const used = await admin.delete('/api/admin/categories/THAI_WOK');
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('CONFLICT');
    expect(used.json().message).toMatch(/^"Thai Wok" is still used by \d+ menu items\./);
    const french = await admin.request('DELETE', '/api/admin/categories/THAI_WOK', undefined, {
      'accept-language': 'fr',
    });
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toMatch(/^« Wok thaï » est encore utilisée par \d+ articles du menu\./);
    expect(await snapshot()).toEqual(before);

    const gone = await admin.delete('/api/admin/categories/SPECIALS');
    expect(gone.statusCode).toBe(204);
    const list = await adminList();
    expect(list.map((c) => c.code)).not.toContain('SPECIALS');
    expect(list.map((c) => c.position)).toEqual(list.map((_, i) => i + 1));
    expect((await admin.delete('/api/admin/categories/SPECIALS')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/categories/NOPE', { visible: false })).statusCode).toBe(404);
  });

  it('lists every change with who, before and after, newest first', async () => {
    const res = await admin.get('/api/admin/categories/history');
    expect(res.statusCode).toBe(200);
    const history = res.json() as { by: string; code: string; before: unknown; after: unknown }[];
    expect(history[0]).toMatchObject({
      by: 'chef',
      code: 'SPECIALS',
      after: null,
      before: { code: 'SPECIALS' },
    });
    expect(history.find((h) => h.code === 'POKE')).toMatchObject({ before: null, after: { code: 'POKE' } });
    expect(
      history.find((h) => h.code === 'THAI_CURRY' && (h.after as { visible: boolean }).visible === false),
    ).toMatchObject({ before: { visible: true } });
  });
});

describe('a menu item’s category', () => {
  it('may be any existing code; an unknown one is refused on the category field and changes nothing', async () => {
    const [food] = (await admin.get('/api/admin/food-items')).json() as { id: number }[];
    if (!food) throw new Error('no food item');
    const created = await admin.post('/api/admin/menu-items', {
      foodItemId: food.id,
      price: '9.50',
      category: 'POKE',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().category).toBe('POKE');
    const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as {
      id: number;
      category: string;
    }[];
    expect(menu.find((i) => i.id === created.json().id)?.category).toBe('POKE');

    const count = (await ctx.db.select().from(menuItems)).length;
    const unknown = await admin.post('/api/admin/menu-items', {
      foodItemId: food.id,
      price: '9.50',
      category: 'PIZZA',
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().details)).toEqual(['category']);
    const malformed = await admin.post('/api/admin/menu-items', { foodItemId: food.id, category: 'pizza' });
    expect(Object.keys(malformed.json().details)).toEqual(['category']);
    expect((await ctx.db.select().from(menuItems)).length).toBe(count);

    // Now POKE is in use.
    expect((await admin.delete('/api/admin/categories/POKE')).statusCode).toBe(409);
    // Left out on an update: the item keeps its category.
    const kept = await admin.put(`/api/admin/menu-items/${created.json().id}`, {
      foodItemId: food.id,
      price: '9.50',
    });
    expect(kept.json().category).toBe('POKE');
  });
});
