import { ZBuffetItemSchema, ZFoodItemSchema, ZMenuItemSchema } from '@app/shared/catalog';
import { DEFAULT_CATEGORY_CODES, type TDefaultCategoryCode } from '@app/shared/categories';
import { ZRestaurantInfoSchema } from '@app/shared/restaurant-info';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { menuItems } from '../src/db/schema';
import { setupTestApp } from './helpers';

const ctx = await setupTestApp({ seed: true });

describe('public catalogue reads', () => {
  it('lists the demo menu in menu order, covering every category, with CHF prices', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/menu-items' });
    expect(res.statusCode).toBe(200);
    const items = z.array(ZMenuItemSchema).parse(res.json());
    expect(items.length).toBeGreaterThanOrEqual(45);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(DEFAULT_CATEGORY_CODES));
    const ranks = items.map((i) => DEFAULT_CATEGORY_CODES.indexOf(i.category as TDefaultCategoryCode));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const padThai = items.find((i) => i.name === 'Pad Thai Chicken');
    expect(padThai).toMatchObject({ price: 23.5, category: 'THAI_NOODLES', available: true });
    expect(padThai?.description).toMatch(/rice noodles/i);
    for (const item of items) expect(Math.round(item.price * 100)).toBe(item.price * 100);
  });

  it('shows a change in the database at once (no stale cache)', async () => {
    const [first] = await ctx.db.select().from(menuItems).limit(1);
    if (!first) throw new Error('no menu item');
    await ctx.db
      .update(menuItems)
      .set({ available: false, priceRappen: 1295 })
      .where(eq(menuItems.id, first.id));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/menu-items' });
    const changed = res.json().find((i: { id: number }) => i.id === first.id);
    expect(changed).toMatchObject({ available: false, price: 12.95 });
  });

  it('lists food items and at least 8 buffet items', async () => {
    const food = z.array(ZFoodItemSchema).parse((await ctx.app.inject({ url: '/api/food-items' })).json());
    const buffet = z
      .array(ZBuffetItemSchema)
      .parse((await ctx.app.inject({ url: '/api/buffet-items' })).json());
    expect(buffet.length).toBeGreaterThanOrEqual(8);
    expect(food.length).toBeGreaterThanOrEqual(buffet.length + 45);
    for (const item of buffet)
      expect(food.some((f) => f.id === item.foodItemId && f.name === item.name)).toBe(true);
  });

  it('serves the restaurant info with opening hours in the text format', async () => {
    const res = await ctx.app.inject({ url: '/api/restaurant-info/current' });
    expect(res.statusCode).toBe(200);
    const info = ZRestaurantInfoSchema.parse(res.json());
    expect(info.name).toBe('Hana Sushi & Thai');
    expect(info.address).toMatch(/Olten/);
    const lines = info.openingHours.split('\n');
    expect(lines).toHaveLength(7);
    expect(lines).toContain('Mon: (closed)');
    expect(lines.some((l) => /\d\d:\d\d-\d\d:\d\d, \d\d:\d\d-\d\d:\d\d/.test(l))).toBe(true);
  });
});

describe('an empty installation', async () => {
  const empty = await setupTestApp();
  it('answers 404 in the error shape when no restaurant info exists, and empty lists', async () => {
    const res = await empty.app.inject({ url: '/api/restaurant-info/current' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, error: 'Not Found', message: expect.any(String) });
    expect((await empty.app.inject({ url: '/api/menu-items' })).json()).toEqual([]);
  });
});
