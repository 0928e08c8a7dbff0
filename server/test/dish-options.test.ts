import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../src/db/schema';
import { TestClient } from './client';
import { setupOpenRestaurant } from './helpers';

// Dish options (docs/decisions/026): option groups in the back office, on the menu's lists, decided and priced by
// the server when an order is placed, and kept on the order as they were.
const { ctx, admin } = await setupOpenRestaurant();
const diner = new TestClient(ctx.app);

type TPublicItem = {
  id: number;
  name: string;
  price: number;
  optionGroups: {
    id: number;
    name: string;
    minChoices: number;
    maxChoices: number;
    options: { id: number; name: string; priceDelta: number; available: boolean }[];
  }[];
};
const menu = (await diner.get('/api/menu-items')).json() as TPublicItem[];
const item = (name: string) => {
  const found = menu.find((m) => m.name === name);
  if (!found) throw new Error(name);
  return found;
};
const curry = item('Green Curry Chicken'); // 24.50
const rice = item('Jasmine Rice'); // 4.00

const names = (de: string, fr = '', it = '', en = '') => ({ de, fr, it, en });

const customer = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  phone: '+41 79 123 45 67',
  address: { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' },
};
const order = (items: unknown[]) => ({
  customerInfo: customer,
  orderType: 'TAKEAWAY',
  items,
  paymentMethod: 'CASH',
  asap: true,
});

type TGroup = {
  id: number;
  names: Record<string, string>;
  minChoices: number;
  maxChoices: number;
  options: { id: number; names: Record<string, string>; priceDelta: number; soldOutToday: boolean }[];
};

const protein = (
  await admin.post('/api/admin/option-groups', {
    names: names('Protein', 'Protéine', 'Proteina', 'Protein'),
    minChoices: 1,
    maxChoices: 1,
    options: [
      { names: names('Poulet', 'Poulet', 'Pollo', 'Chicken'), priceDelta: 0 },
      { names: names('Rind', 'Bœuf', 'Manzo', 'Beef'), priceDelta: '3.00' },
      { names: names('Crevetten', 'Crevettes', 'Gamberi', 'Prawns'), priceDelta: 4 },
      { names: names('Tofu', 'Tofu', 'Tofu', 'Tofu'), priceDelta: '-1.00' },
    ],
  })
).json() as TGroup;
const spice = (
  await admin.post('/api/admin/option-groups', {
    names: names('Schärfe', 'Piquant', 'Piccante', 'Spice level'),
    minChoices: 1,
    maxChoices: 1,
    options: ['Mild', 'Mittel', 'Scharf', 'Thai-scharf'].map((de, i) => ({
      names: names(de, '', '', ['Mild', 'Medium', 'Hot', 'Thai hot'][i]),
      priceDelta: 0,
    })),
  })
).json() as TGroup;
const extras = (
  await admin.post('/api/admin/option-groups', {
    names: names('Extras'),
    minChoices: 0,
    maxChoices: 2,
    options: [
      { names: names('Ei', 'Œuf', 'Uovo', 'Egg'), priceDelta: '2.00' },
      { names: names('Extra Nudeln'), priceDelta: '3.00' },
      { names: names('Koriander'), priceDelta: 0 },
    ],
  })
).json() as TGroup;
const [chicken, beef, prawns, tofu] = protein.options.map((o) => o.id) as [number, number, number, number];
const [mild, , hot] = spice.options.map((o) => o.id) as [number, number, number, number];
const [egg, noodles, coriander] = extras.options.map((o) => o.id) as [number, number, number];

const adminItems = (await admin.get('/api/admin/menu-items')).json() as Record<string, unknown>[];
const adminCurry = adminItems.find((i) => i.id === curry.id) as Record<string, unknown>;
const saved = await admin.put(`/api/admin/menu-items/${curry.id}`, {
  foodItemId: adminCurry.foodItemId,
  price: '24.50',
  available: true,
  optionGroupIds: [protein.id, spice.id, extras.id],
});

describe('option groups in the back office', () => {
  it('are created with their options in order, prices in CHF, and assigned to an item in order', () => {
    expect(protein.options.map((o) => [o.names.en, o.priceDelta])).toEqual([
      ['Chicken', 0],
      ['Beef', 3],
      ['Prawns', 4],
      ['Tofu', -1],
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().optionGroupIds).toEqual([protein.id, spice.id, extras.id]);
  });

  it('keep an item’s groups when its payload leaves them out, and list them on every item', async () => {
    const again = await admin.put(`/api/admin/menu-items/${curry.id}`, {
      foodItemId: adminCurry.foodItemId,
      price: '24.50',
      available: true,
    });
    expect(again.json().optionGroupIds).toEqual([protein.id, spice.id, extras.id]);
    const list = (await admin.get('/api/admin/menu-items')).json() as {
      id: number;
      optionGroupIds: number[];
    }[];
    expect(list.find((i) => i.id === rice.id)?.optionGroupIds).toEqual([]);
  });

  it('refuse bad input field by field and change nothing', async () => {
    const groupCount = async () => ((await admin.get('/api/admin/option-groups')).json() as TGroup[]).length;
    const groupsBefore = await groupCount();
    const bad = await admin.post('/api/admin/option-groups', {
      names: names('', '', '', 'Size'),
      minChoices: 2,
      maxChoices: 1,
      options: [{ names: names('Gross'), priceDelta: '1.234' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['maxChoices', 'options.0.priceDelta']);
    const noGerman = await admin.post('/api/admin/option-groups', {
      names: names('', '', '', 'Size'),
      minChoices: 0,
      maxChoices: 1,
      options: [{ names: names('', 'Grand'), priceDelta: 1 }],
    });
    expect(noGerman.statusCode).toBe(400);
    expect(Object.keys(noGerman.json().details).sort()).toEqual(['names.de', 'options.0.names.de']);
    const control = await admin.post('/api/admin/option-groups', {
      names: names('Gr\u0007sse'),
      minChoices: 0,
      maxChoices: 1,
      options: [{ names: names('Gross'), priceDelta: 1 }],
    });
    expect(control.statusCode).toBe(400);
    const unknownGroup = await admin.put(`/api/admin/menu-items/${rice.id}`, {
      foodItemId: (adminItems.find((i) => i.id === rice.id) as Record<string, unknown>).foodItemId,
      price: '4.00',
      available: true,
      optionGroupIds: [999_999],
    });
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json().details).toHaveProperty('optionGroupIds');
    expect(await groupCount()).toBe(groupsBefore);
  });

  it('are for admins only', async () => {
    expect((await diner.get('/api/admin/option-groups')).statusCode).toBe(401);
    expect((await diner.post('/api/admin/option-groups', {})).statusCode).toBe(401);
  });
});

describe('the menu’s lists', () => {
  it('carry each item’s groups in order, named in the request’s language', async () => {
    const fr = (
      await diner.request('GET', '/api/menu-items', undefined, { 'accept-language': 'fr-CH' })
    ).json() as TPublicItem[];
    const frCurry = fr.find((i) => i.id === curry.id);
    expect(frCurry?.optionGroups.map((g) => g.name)).toEqual(['Protéine', 'Piquant', 'Extras']);
    // No French name: the restaurant's default language's.
    expect(frCurry?.optionGroups[1]?.options.map((o) => o.name)).toEqual([
      'Mild',
      'Mittel',
      'Scharf',
      'Thai-scharf',
    ]);
    expect(frCurry?.optionGroups[0]?.options[1]).toMatchObject({
      name: 'Bœuf',
      priceDelta: 3,
      available: true,
    });
    expect(fr.find((i) => i.id === rice.id)?.optionGroups).toEqual([]);
  });
});

describe('an order with options', () => {
  it('is priced (item + options) × quantity and keeps the options as they were', async () => {
    const placed = await diner.post(
      '/api/orders',
      order([
        { menuItemId: curry.id, quantity: 2, options: [prawns, hot, egg] },
        { menuItemId: curry.id, quantity: 1, options: [tofu, mild] },
        { menuItemId: rice.id, quantity: 1 },
      ]),
    );
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json() as { id: string };
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    // 2 × (24.50 + 4.00 + 2.00) + 1 × (24.50 − 1.00) + 4.00
    expect(row?.subtotalRappen).toBe(2 * 3050 + 2350 + 400);
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const prawnLine = lines.find((l) => l.options.length === 3);
    expect(prawnLine?.unitPriceRappen).toBe(3050);
    expect(prawnLine?.options.map((o) => [o.names.en, o.groupNames.en, o.priceDeltaRappen])).toEqual([
      ['Prawns', 'Protein', 400],
      ['Hot', 'Spice level', 0],
      // A language without its own name keeps the default language's.
      ['Egg', 'Extras', 200],
    ]);

    // The option's price changes afterwards: the order stays as it was.
    const edited = await admin.put(`/api/admin/option-groups/${protein.id}`, {
      names: names('Protein', 'Protéine', 'Proteina', 'Protein'),
      minChoices: 1,
      maxChoices: 1,
      options: protein.options.map((o) => ({
        id: o.id,
        names: o.names,
        priceDelta: o.id === prawns ? 6 : o.priceDelta,
      })),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().options.map((o: { id: number }) => o.id)).toEqual([chicken, beef, prawns, tofu]);
    const tracked = await diner.get(
      `/api/orders/track?orderId=${id}&email=${encodeURIComponent(customer.email)}`,
    );
    const trackedLines = tracked.json().orderItems as {
      unitPrice: number;
      options?: { name: string; priceDelta: number }[];
    }[];
    expect(trackedLines.find((l) => l.options?.length === 3)).toMatchObject({
      unitPrice: 30.5,
      options: [
        { name: 'Prawns', priceDelta: 4 },
        { name: 'Hot', priceDelta: 0 },
        { name: 'Egg', priceDelta: 2 },
      ],
    });
    expect(trackedLines.find((l) => l.unitPrice === 4)?.options).toBeUndefined();
    const adminOrder = (await admin.get(`/api/orders/${id}`)).json();
    expect(adminOrder.orderItems.find((l: { unitPrice: number }) => l.unitPrice === 23.5).options).toEqual([
      { name: 'Tofu', priceDelta: -1, optionId: tofu },
      { name: 'Mild', priceDelta: 0, optionId: mild },
    ]);
  });

  it('come back with their ids in a returning guest’s last orders (the phone order’s re-order)', async () => {
    const found = (await admin.get('/api/admin/guests?q=anna@example')).json() as {
      guests: {
        lastOrders: { items: { name: string; options?: { name: string; optionId?: number }[] }[] }[];
      }[];
    };
    const lines = found.guests[0]?.lastOrders.flatMap((order) => order.items) ?? [];
    expect(lines.find((line) => line.options?.length === 3)?.options).toEqual([
      { name: 'Prawns', priceDelta: 4, optionId: prawns },
      { name: 'Hot', priceDelta: 0, optionId: hot },
      { name: 'Egg', priceDelta: 2, optionId: egg },
    ]);
    expect(lines.find((line) => line.name === rice.name)).not.toHaveProperty('options');
  });

  it('merges lines of the same item and the same options, in any order', async () => {
    const placed = await diner.post(
      '/api/orders',
      order([
        { menuItemId: curry.id, quantity: 1, options: [hot, chicken] },
        { menuItemId: curry.id, quantity: 2, options: [chicken, hot] },
        { menuItemId: curry.id, quantity: 1, options: [beef, hot] },
      ]),
    );
    expect(placed.statusCode).toBe(201);
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, placed.json().id));
    expect(lines.map((l) => l.quantity).sort()).toEqual([1, 3]);
  });

  it('answers 422 with a code for a missing, a surplus, a foreign or a sold-out choice, storing nothing', async () => {
    const before = (await ctx.db.select().from(orders)).length;
    const cases: [unknown[], string][] = [
      [[{ menuItemId: curry.id, quantity: 1, options: [hot] }], 'OPTION_REQUIRED'],
      [[{ menuItemId: curry.id, quantity: 1 }], 'OPTION_REQUIRED'],
      [[{ menuItemId: curry.id, quantity: 1, options: [beef, tofu, hot] }], 'OPTION_TOO_MANY'],
      [
        [{ menuItemId: curry.id, quantity: 1, options: [chicken, hot, egg, noodles, coriander] }],
        'OPTION_TOO_MANY',
      ],
      [[{ menuItemId: rice.id, quantity: 1, options: [egg] }], 'OPTION_NOT_ALLOWED'],
      [[{ menuItemId: curry.id, quantity: 1, options: [chicken, hot, 999_999] }], 'OPTION_NOT_ALLOWED'],
    ];
    for (const [items, code] of cases) {
      const res = await diner.post('/api/orders', order(items));
      expect(res.statusCode, JSON.stringify(items)).toBe(422);
      expect(res.json().code).toBe(code);
      expect(res.json().details).toHaveProperty('items.0.options');
    }
    const missing = await diner.post(
      '/api/orders',
      order([{ menuItemId: curry.id, quantity: 1, options: [hot] }]),
      { 'accept-language': 'de-CH' },
    );
    expect(missing.json().details['items.0.options']).toBe('Bitte wählen Sie: Protein.');

    const sold = await admin.put(`/api/admin/options/${tofu}/sold-out-today`, { soldOut: true });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().options.find((o: { id: number }) => o.id === tofu).soldOutToday).toBe(true);
    const refused = await diner.post(
      '/api/orders',
      order([{ menuItemId: curry.id, quantity: 1, options: [tofu, hot] }]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'OPTION_SOLD_OUT' });
    expect(refused.json().details['items.0.options']).toBe(
      'Tofu is sold out today. Please choose another option.',
    );
    const listed = (await diner.get('/api/menu-items')).json() as TPublicItem[];
    const tofuListed = listed
      .find((i) => i.id === curry.id)
      ?.optionGroups[0]?.options.find((o) => o.id === tofu);
    expect(tofuListed?.available).toBe(false);
    const history = (await admin.get('/api/admin/sold-out-today/history')).json() as {
      kind: string;
      name: string;
    }[];
    expect(history[0]).toMatchObject({ kind: 'OPTION', name: 'Tofu', soldOut: true });

    // Every protein sold out: the curry cannot be chosen today, and the menu says it is sold out.
    const soldOut = async (id: number, on: boolean) =>
      (await admin.put(`/api/admin/options/${id}/sold-out-today`, { soldOut: on })).statusCode;
    for (const id of [chicken, beef, prawns]) expect(await soldOut(id, true)).toBe(200);
    type TListed = TPublicItem & { soldOutToday: boolean };
    const noProtein = (await diner.get('/api/menu-items')).json() as TListed[];
    expect(noProtein.find((i) => i.id === curry.id)?.soldOutToday).toBe(true);
    expect(noProtein.find((i) => i.id === rice.id)?.soldOutToday).toBe(false);
    for (const id of [chicken, beef, prawns, tofu]) expect(await soldOut(id, false)).toBe(200);
    const back = (await diner.get('/api/menu-items')).json() as TListed[];
    expect(back.find((i) => i.id === curry.id)?.soldOutToday).toBe(false);

    expect((await ctx.db.select().from(orders)).length).toBe(before);
  });

  it('prices a staff quote with the options, as the order is placed', async () => {
    const quote = await admin.post('/api/admin/orders/quote', {
      items: [{ menuItemId: curry.id, quantity: 2, options: [beef, hot] }],
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      plz: '',
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().subtotal).toBe(55);
  });

  it('a deleted group leaves its items and the orders that used it as they were', async () => {
    const removed = await admin.delete(`/api/admin/option-groups/${extras.id}`);
    expect(removed.statusCode).toBe(204);
    const listed = (await diner.get('/api/menu-items')).json() as TPublicItem[];
    expect(listed.find((i) => i.id === curry.id)?.optionGroups.map((g) => g.id)).toEqual([
      protein.id,
      spice.id,
    ]);
    const withEgg = (await ctx.db.select().from(orderItems)).filter((l) =>
      l.options.some((o) => o.optionId === egg),
    );
    expect(withEgg.length).toBeGreaterThan(0);
    expect((await admin.delete(`/api/admin/option-groups/${extras.id}`)).statusCode).toBe(404);
  });
});
