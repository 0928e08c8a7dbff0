import { DEMO_BUFFET, DEMO_DECLARATIONS, DEMO_MENU } from '@app/demo/data';
import { ZAdminFoodItemSchema } from '@app/shared/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foodItems } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

const ctx = await setupTestApp({ seed: true });
await createAdmin(ctx.db);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

const M = {
  allergens: 'Choose allergens from the list, each at most once.',
  overlap: 'An allergen the dish contains cannot also be listed under “may contain traces of”.',
  country: 'Choose the country of origin.',
  method: 'For fish and seafood, say whether it is wild-caught or farmed; meat has no method.',
  faoArea: 'Give the FAO fishing area for wild-caught fish only.',
  spiciness: 'Spiciness goes from 0 to 3.',
  vegan: 'A vegan dish is also vegetarian.',
  tooMany: 'At most 10 origins per food item.',
  vatClass: 'Choose the reduced or the standard VAT rate.',
};

type TListed = {
  id: number;
  foodItemId: number;
  name: string;
  vatClass: string;
  allergens: string[];
  mayContain: string[];
  allergensDeclared: boolean;
  origin: { animal: string; country: string; method?: string; faoArea?: string }[];
  vegetarian: boolean;
  vegan: boolean;
  spiciness: number;
};

const list = async (url: string, language = 'en') =>
  (await ctx.app.inject({ url, headers: { 'accept-language': language } })).json() as TListed[];

async function newFood(body: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/food-items', { name: 'Test Dish', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return ZAdminFoodItemSchema.parse(res.json());
}

const storedFood = async (id: number) =>
  (await ctx.db.select().from(foodItems).where(eq(foodItems.id, id)))[0];

describe('food item declarations in the back office', () => {
  it('saves allergens, may-contain, origin, diet and spiciness and answers them', async () => {
    const food = await newFood({
      allergens: ['SOY', 'GLUTEN'],
      mayContain: ['PEANUTS'],
      origin: [
        { animal: 'SALMON', country: 'NO', method: 'AQUACULTURE' },
        { animal: 'TUNA', country: 'PH', method: 'WILD_CATCH', faoArea: '71' },
        { animal: 'CHICKEN', country: 'CH' },
      ],
      vegetarian: false,
      vegan: false,
      spiciness: 2,
    });
    // Saving a list declares the allergens; they come back in the legal order.
    expect(food).toMatchObject({
      allergens: ['GLUTEN', 'SOY'],
      mayContain: ['PEANUTS'],
      allergensDeclared: true,
      origin: [
        { animal: 'SALMON', country: 'NO', method: 'AQUACULTURE' },
        { animal: 'TUNA', country: 'PH', method: 'WILD_CATCH', faoArea: '71' },
        { animal: 'CHICKEN', country: 'CH' },
      ],
      spiciness: 2,
    });
    const listed = (await admin.get('/api/admin/food-items')).json() as TListed[];
    expect(listed.find((f) => f.id === food.id)).toMatchObject({
      allergens: ['GLUTEN', 'SOY'],
      spiciness: 2,
    });
  });

  it('a new item without declarations is undeclared, not vegetarian, not spicy', async () => {
    const food = await newFood();
    expect(food).toMatchObject({
      allergens: [],
      mayContain: [],
      allergensDeclared: false,
      origin: [],
      vegetarian: false,
      vegan: false,
      spiciness: 0,
    });
  });

  it('keeps what an update leaves out (an older client)', async () => {
    const food = await newFood({
      allergens: ['MILK'],
      origin: [{ animal: 'BEEF', country: 'CH' }],
      vegetarian: true,
      spiciness: 1,
    });
    const res = await admin.put(`/api/admin/food-items/${food.id}`, { name: 'Renamed', description: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      allergens: ['MILK'],
      allergensDeclared: true,
      origin: [{ animal: 'BEEF', country: 'CH' }],
      vegetarian: true,
      spiciness: 1,
    });
  });

  it('declaring "not declared" clears the lists; an empty list is a declaration', async () => {
    const food = await newFood({ allergens: ['EGGS'], mayContain: ['NUTS'] });
    const cleared = await admin.put(`/api/admin/food-items/${food.id}`, {
      name: food.name,
      allergensDeclared: false,
      allergens: ['EGGS'],
    });
    expect(cleared.json()).toMatchObject({ allergensDeclared: false, allergens: [], mayContain: [] });
    const none = await admin.put(`/api/admin/food-items/${food.id}`, { name: food.name, allergens: [] });
    expect(none.json()).toMatchObject({ allergensDeclared: true, allergens: [], mayContain: [] });
  });

  it('refuses every wrong field in one 400, naming its path, and saves nothing', async () => {
    const food = await newFood({ allergens: ['FISH'] });
    const before = await storedFood(food.id);
    const body = {
      name: 'Broken',
      allergens: ['GLUTEN', 'GLUTEN'],
      mayContain: ['PEANUTS', 'CHOCOLATE'],
      origin: [
        { animal: 'SALMON', country: 'no' },
        { animal: 'TUNA', country: 'PH', method: 'AQUACULTURE', faoArea: '71' },
        { animal: 'BEEF', country: 'CH', method: 'WILD_CATCH' },
        { animal: 'TUNA', country: 'ZZ', method: 'WILD_CATCH' },
        { animal: 'DRAGON', country: 'CH' },
      ],
      vegetarian: false,
      vegan: true,
      spiciness: 4,
    };
    for (const res of [
      await admin.post('/api/admin/food-items', body),
      await admin.put(`/api/admin/food-items/${food.id}`, body),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({
        allergens: M.allergens,
        'mayContain.1': M.allergens,
        'origin.0.country': M.country,
        'origin.0.method': M.method,
        'origin.1.faoArea': M.faoArea,
        'origin.2.method': M.method,
        'origin.3.country': M.country,
        'origin.3.faoArea': M.faoArea,
        'origin.4.animal': 'Choose the animal.',
        vegan: M.vegan,
        spiciness: M.spiciness,
      });
    }
    expect(await storedFood(food.id)).toEqual(before);
  });

  it('names an allergen both contained and "may contain", and more than 10 origins', async () => {
    const res = await admin.post('/api/admin/food-items', {
      name: 'Twice',
      allergens: ['SOY'],
      mayContain: ['SOY'],
      origin: Array.from({ length: 11 }, () => ({ animal: 'PORK', country: 'CH' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ mayContain: M.overlap, origin: M.tooMany });
  });

  it('checks the rules against what is saved when a field is left out', async () => {
    const food = await newFood({ allergens: ['SOY'], vegetarian: false });
    const vegan = await admin.put(`/api/admin/food-items/${food.id}`, { name: food.name, vegan: true });
    expect(vegan.statusCode).toBe(400);
    expect(vegan.json().details).toEqual({ vegan: M.vegan });
    const overlap = await admin.put(`/api/admin/food-items/${food.id}`, {
      name: food.name,
      mayContain: ['SOY'],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().details).toEqual({ mayContain: M.overlap });
    const ok = await admin.put(`/api/admin/food-items/${food.id}`, {
      name: food.name,
      vegetarian: true,
      vegan: true,
    });
    expect(ok.json()).toMatchObject({ vegetarian: true, vegan: true, allergens: ['SOY'] });
  });

  it('says the messages in the request language', async () => {
    const res = await admin.request(
      'POST',
      '/api/admin/food-items',
      { name: 'X', spiciness: 9 },
      {
        'accept-language': 'de',
      },
    );
    expect(res.json().details).toEqual({ spiciness: 'Die Schärfe reicht von 0 bis 3.' });
  });
});

describe('VAT class of menu and buffet items', () => {
  it('is REDUCED when left out on a new item, kept when left out on an update', async () => {
    const food = await newFood();
    const created = await admin.post('/api/admin/menu-items', { foodItemId: food.id, price: '6.00' });
    expect(created.json()).toMatchObject({ vatClass: 'REDUCED' });
    const id = created.json().id as number;
    const standard = await admin.put(`/api/admin/menu-items/${id}`, {
      foodItemId: food.id,
      price: '6.00',
      vatClass: 'STANDARD',
    });
    expect(standard.json()).toMatchObject({ vatClass: 'STANDARD' });
    const kept = await admin.put(`/api/admin/menu-items/${id}`, { foodItemId: food.id, price: '6.50' });
    expect(kept.json()).toMatchObject({ vatClass: 'STANDARD', price: 6.5 });
    expect((await list('/api/menu-items')).find((i) => i.id === id)?.vatClass).toBe('STANDARD');

    const buffet = await admin.post('/api/admin/buffet-items', {
      foodItemId: food.id,
      price: '5.00',
      vatClass: 'STANDARD',
    });
    expect(buffet.json()).toMatchObject({ vatClass: 'STANDARD' });
    const buffetId = buffet.json().id as number;
    const keptBuffet = await admin.put(`/api/admin/buffet-items/${buffetId}`, {
      foodItemId: food.id,
      price: '5.00',
    });
    expect(keptBuffet.json()).toMatchObject({ vatClass: 'STANDARD' });
    expect((await list('/api/buffet-items')).find((i) => i.id === buffetId)?.vatClass).toBe('STANDARD');
  });

  it('refuses an unknown class', async () => {
    const food = await newFood();
    for (const url of ['/api/admin/menu-items', '/api/admin/buffet-items']) {
      const res = await admin.post(url, { foodItemId: food.id, price: '1.00', vatClass: 'ZERO' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ vatClass: M.vatClass });
    }
  });
});

describe('the public lists', () => {
  it('carry the declarations of each item’s food item and its VAT class', async () => {
    const food = await newFood({
      allergens: ['CRUSTACEANS'],
      origin: [{ animal: 'SHRIMP', country: 'VN', method: 'AQUACULTURE' }],
      spiciness: 3,
    });
    const menu = await admin.post('/api/admin/menu-items', { foodItemId: food.id, price: '9.00' });
    const buffet = await admin.post('/api/admin/buffet-items', { foodItemId: food.id, price: '9.00' });
    const expected = {
      allergens: ['CRUSTACEANS'],
      mayContain: [],
      allergensDeclared: true,
      origin: [{ animal: 'SHRIMP', country: 'VN', method: 'AQUACULTURE' }],
      vegetarian: false,
      vegan: false,
      spiciness: 3,
    };
    expect((await list('/api/menu-items')).find((i) => i.id === menu.json().id)).toMatchObject({
      ...expected,
      vatClass: 'REDUCED',
    });
    expect((await list('/api/buffet-items')).find((i) => i.id === buffet.json().id)).toMatchObject({
      ...expected,
      vatClass: 'REDUCED',
    });
    expect((await list('/api/food-items')).find((i) => i.id === food.id)).toMatchObject(expected);
    const adminMenu = (await admin.get('/api/admin/menu-items')).json() as TListed[];
    expect(adminMenu.find((i) => i.id === menu.json().id)).toMatchObject(expected);
  });

  it('change their ETag when a declaration changes', async () => {
    const food = await newFood({ allergens: ['MILK'] });
    await admin.post('/api/admin/menu-items', { foodItemId: food.id, price: '4.00' });
    await admin.post('/api/admin/buffet-items', { foodItemId: food.id, price: '4.00' });
    for (const url of ['/api/menu-items', '/api/buffet-items', '/api/food-items']) {
      const first = await ctx.app.inject({ url });
      const tag = String(first.headers.etag);
      const same = await ctx.app.inject({ url, headers: { 'if-none-match': tag } });
      expect(same.statusCode).toBe(304);
      const spiciness = ((await storedFood(food.id))?.spiciness ?? 0) + 1;
      const saved = await admin.put(`/api/admin/food-items/${food.id}`, { name: food.name, spiciness });
      expect(saved.statusCode).toBe(200);
      const after = await ctx.app.inject({ url, headers: { 'if-none-match': tag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(tag);
    }
  });
});

describe('the demo restaurant', () => {
  it('declares every demo item (the soup of the day says to ask), with alcoholic drinks at STANDARD', async () => {
    for (const item of [...DEMO_MENU, ...DEMO_BUFFET]) {
      expect(DEMO_DECLARATIONS, item.name).toHaveProperty([item.name]);
    }
    const menu = await list('/api/menu-items');
    const buffet = await list('/api/buffet-items');
    const demoNames = new Set([...DEMO_MENU, ...DEMO_BUFFET].map((i) => i.name));
    const demo = [...menu, ...buffet].filter((i) => demoNames.has(i.name));
    expect(demo).toHaveLength(demoNames.size);
    const undeclared = demo.filter((i) => !i.allergensDeclared).map((i) => i.name);
    expect(undeclared).toEqual([]); // every demo item declares its allergens

    const byName = new Map([...menu, ...buffet].map((i) => [i.name, i]));
    expect(byName.get('Salmon Avocado Roll (8 pcs)')?.origin).toEqual([
      { animal: 'SALMON', country: 'NO', method: 'AQUACULTURE' },
    ]);
    expect(byName.get('Tekka Maki (6 pcs)')?.origin).toEqual([
      { animal: 'TUNA', country: 'PH', method: 'WILD_CATCH', faoArea: '71' },
    ]);
    expect(byName.get('Edamame')).toMatchObject({ vegan: true, vegetarian: true, allergens: ['SOY'] });
    expect(byName.get('Green Curry Chicken')?.spiciness).toBe(3);
    const standard = demo.filter((i) => i.vatClass === 'STANDARD').map((i) => i.name);
    expect(standard.sort()).toEqual(['Glass of Chasselas', 'Hot Sake', 'Singha Beer']);
    expect(menu.every((i) => i.vatClass === 'STANDARD' || i.vatClass === 'REDUCED')).toBe(true);
  });

  it('is valid under the admin rules, so the dialog can save any demo item unchanged', async () => {
    const foods = (await admin.get('/api/admin/food-items')).json() as (TListed & { description: string })[];
    for (const food of foods) {
      const {
        id,
        name,
        description,
        allergens,
        mayContain,
        allergensDeclared,
        origin,
        vegetarian,
        vegan,
        spiciness,
      } = food;
      const res = await admin.put(`/api/admin/food-items/${id}`, {
        name,
        description,
        allergens,
        mayContain,
        allergensDeclared,
        origin,
        vegetarian,
        vegan,
        spiciness,
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  });
});
