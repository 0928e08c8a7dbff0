import { DEFAULT_CATEGORY_CODES, type TDefaultCategoryCode } from '@app/shared/categories';
import { NO_DECLARATIONS } from '@app/shared/food-labels';
import { instantToZonedLocal } from '@app/shared/opening-hours';
import { describe, expect, it } from 'vitest';
import { orders, restaurantInfo } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, ALWAYS_OPEN, createAdmin, setupTestApp } from './helpers';

/**
 * The wire contract of menu and buffet as the spec's client uses it (spec sections 3, 5, 7 and 8):
 * the server registers both kinds from one table, so this file pins, for each kind, the exact paths
 * and payloads written out by hand, the whole answers' keys, the status codes and the refusals' codes.
 * Nothing here is derived from the kind table: a mistake in it shows up as a failure here.
 */

const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
await createAdmin(ctx.db);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);
const diner = new TestClient(ctx.app);

const firstId = async (url: string) => {
  const [first] = (await ctx.app.inject({ url })).json() as { id: number }[];
  if (!first) throw new Error(`${url} is empty`);
  return first.id;
};
const menuItemId = await firstId('/api/menu-items');
const buffetItemId = await firstId('/api/buffet-items');

const name = { firstName: 'Lea', lastName: 'Meier' };
const address = { street: 'Kirchgasse', streetNo: '3', plz: '4600', city: 'Olten' };
const customerInfo = { ...name, email: 'Lea.Meier@example.ch', phone: '079 555 01 02', address };

const MIXED_CART = 'Mixed cart (menu + buffet) is not supported yet. Please order them separately.';

/** What a diner sees of an order (spec sections 2 and 3), key by key. */
const TRACKED_KEYS = [
  // What is left to pay after a gift voucher (the total without one).
  'amountDue',
  'asap',
  'autoCancelled',
  'cardFee',
  'committedReadyAt',
  // By when the restaurant confirms (while it has not), the progress steps, the phone.
  'confirmBy',
  // While one of the restaurant's couriers has it: their first name and the arrival (null otherwise).
  'courierFirstName',
  'createdAt',
  'customerInfo',
  'deliveryFee',
  'discountAmount',
  'discountPercent',
  'estimatedArrival',
  'id',
  'itemsSubtotalBeforeDiscount',
  'orderItems',
  'orderNumber',
  'orderType',
  'paymentMethod',
  'paymentStatus',
  // The promo code the order was placed with, and what it took off (null and 0 without one).
  'promoCode',
  'promoDiscount',
  // When every kitchen station had finished it; null until then.
  'readyAt',
  'requestedAt',
  'restaurantPhone',
  'specialInstructions',
  'status',
  'steps',
  'totalPrice',
  'vatAmount',
  'vatBreakdown',
  'vatPercent',
  // What a gift voucher paid of the total (0 without one).
  'voucherAmount',
];

/** Each kind's paths as the spec's client calls them, and the key its lines name their item by. */
const KINDS = [
  { kind: 'menu', place: '/api/orders', track: '/api/orders/track', itemKey: 'menuItemId' },
  { kind: 'buffet', place: '/api/buffet-orders', track: '/api/buffet-orders/track', itemKey: 'buffetItemId' },
] as const;
const ITEM_IDS = { menuItemId, buffetItemId };
/** Where staff enter an order of the kind by phone, and the tracking page's refusal (spec section 8). */
const STAFF = { menu: '/api/admin/orders', buffet: '/api/admin/buffet-orders' };
const NOT_FOUND = { menu: 'Could not find your order.', buffet: 'Could not find your buffet order.' };

const orderCount = async () => (await ctx.db.select({ id: orders.id }).from(orders)).length;

describe.each(KINDS)('a $kind order', (spec) => {
  const other = KINDS.find((k) => k !== spec) ?? spec;
  const line = { [spec.itemKey]: ITEM_IDS[spec.itemKey], quantity: 2 };
  const otherLine = { [other.itemKey]: ITEM_IDS[other.itemKey], quantity: 1 };
  /** The spec's payload: userId and specialInstructions unset, asap true (or false with scheduledAt). */
  const payload = (items: unknown[], timing: object = { asap: true }) => ({
    userId: null,
    customerInfo,
    orderType: 'TAKEAWAY',
    specialInstructions: null,
    items,
    paymentMethod: 'CASH',
    ...timing,
  });
  const track = (orderId: string, email: string) =>
    ctx.app.inject({ method: 'GET', url: spec.track, query: { orderId, email } });

  it(`is placed at POST ${spec.place} (ASAP or scheduled), answering 201 with its id only`, async () => {
    const asap = await diner.post(spec.place, payload([line]));
    expect(asap.statusCode).toBe(201);
    expect(Object.keys(asap.json())).toEqual(['id']);
    const inThreeHours = instantToZonedLocal(new Date(Date.now() + 3 * 3_600_000), 'Europe/Zurich');
    const scheduled = await diner.post(
      spec.place,
      payload([line], { asap: false, scheduledAt: inThreeHours.slice(0, 19) }),
    );
    expect(scheduled.statusCode).toBe(201);
    expect(Object.keys(scheduled.json())).toEqual(['id']);
  });

  it(`is tracked at GET ${spec.track}?orderId=…&email=… without a session, whole answer`, async () => {
    const { id } = (await diner.post(spec.place, payload([line]))).json() as { id: string };
    // The diner's link may carry the email in other letters' case.
    const res = await track(id, customerInfo.email.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const tracked = res.json();
    expect(Object.keys(tracked).sort()).toEqual(TRACKED_KEYS);
    expect(tracked).toMatchObject({
      id,
      status: 'NEW',
      asap: true,
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      paymentStatus: 'NOT_REQUIRED',
      customerInfo: name,
      specialInstructions: null,
    });
    expect(tracked.orderItems).toHaveLength(1);
    expect(Object.keys(tracked.orderItems[0]).sort()).toEqual([
      'itemId',
      'name',
      'quantity',
      'total',
      'unitPrice',
    ]);
    expect(tracked.orderItems[0]).toMatchObject({ itemId: ITEM_IDS[spec.itemKey], quantity: 2 });
  });

  it(`answers a wrong email, an unknown id and the other kind's order with the same 404`, async () => {
    const { id } = (await diner.post(spec.place, payload([line]))).json() as { id: string };
    const { id: otherId } = (await diner.post(other.place, payload([otherLine]))).json() as { id: string };
    const notFound = { status: 404, error: 'Not Found', message: NOT_FOUND[spec.kind], code: 'NOT_FOUND' };
    for (const res of [
      await track(id, 'someone.else@example.ch'),
      await track('aaaaaaaaaaaaaaaa', customerInfo.email),
      await track(otherId, customerInfo.email),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });

  it(`refuses a mixed cart with 400 MIXED_CART at ${spec.place} and at ${STAFF[spec.kind]}, storing nothing`, async () => {
    const before = await orderCount();
    const refusal = {
      status: 400,
      error: 'Bad Request',
      message: MIXED_CART,
      details: { items: MIXED_CART },
      code: 'MIXED_CART',
    };
    const diners = await diner.post(spec.place, payload([line, otherLine]));
    expect(diners.statusCode).toBe(400);
    expect(diners.json()).toEqual(refusal);
    // Only the other kind's lines: still a mixed cart, not an unknown field.
    expect((await diner.post(spec.place, payload([otherLine]))).json()).toEqual(refusal);
    const staff = await admin.post(STAFF[spec.kind], payload([line, otherLine]));
    expect(staff.statusCode).toBe(400);
    expect(staff.json()).toEqual(refusal);
    expect(await orderCount()).toBe(before);
  });

  it('names a line whose item is gone by its kind’s key (ITEMS_UNAVAILABLE)', async () => {
    const res = await diner.post(spec.place, payload([{ ...line, [spec.itemKey]: 999_999 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ITEMS_UNAVAILABLE',
      details: { [`items.0.${spec.itemKey}`]: 'This item is no longer on the menu.' },
    });
  });
});

const foodText = { name: 'Contract Roll', description: 'Salmon, rice' };
const food = (await admin.post('/api/admin/food-items', foodText)).json() as { id: number };

/** Each kind's admin paths, its public list and its refusal when an item is gone (spec sections 7, 8). */
const CATALOGUE = [
  { kind: 'MENU', list: '/api/admin/menu-items', publicList: '/api/menu-items', missing: 'menu item' },
  {
    kind: 'BUFFET',
    list: '/api/admin/buffet-items',
    publicList: '/api/buffet-items',
    missing: 'buffet item',
  },
] as const;

describe.each(CATALOGUE)('the back office’s $kind items', (spec) => {
  // Menu items have a category (spec section 3); buffet items have none.
  const category = (value: string) => (spec.kind === 'MENU' ? { category: value } : {});
  const body = { foodItemId: food.id, price: '12.50', available: true, ...category('NIGIRI') };
  const changedBody = { foodItemId: food.id, price: '13.00', available: false, ...category('DESSERT') };
  it(`are created, listed, edited, switched sold out and deleted at ${spec.list}`, async () => {
    const created = await admin.post(spec.list, body);
    expect(created.statusCode).toBe(201);
    const item = created.json() as { id: number };
    // The whole answer: the food item's texts and declarations, the kind's own fields, the price in CHF.
    const onSale = { price: 12.5, available: true, soldOutToday: false, vatClass: 'REDUCED' };
    expect(item).toEqual({
      id: expect.any(Number),
      foodItemId: food.id,
      ...foodText,
      ...category('NIGIRI'),
      ...onSale,
      ...NO_DECLARATIONS,
      photo: null,
      optionGroupIds: [],
      // The kitchen station: its own, none here (a menu item then follows its category's).
      stationId: null,
    });
    const listed = await admin.get(spec.list);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { id: number }[]).find((i) => i.id === item.id)).toEqual(item);

    const changed = await admin.put(`${spec.list}/${item.id}`, changedBody);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...item, ...category('DESSERT'), price: 13, available: false });

    const soldOut = await admin.put(`${spec.list}/${item.id}/sold-out-today`, { soldOut: true });
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.json()).toEqual({ ...changed.json(), soldOutToday: true });
    const history = (await admin.get('/api/admin/sold-out-today/history')).json() as unknown[];
    expect(history[0]).toMatchObject({
      by: ADMIN.username,
      itemId: item.id,
      kind: spec.kind,
      name: 'Contract Roll',
      soldOut: true,
    });

    const deleted = await admin.delete(`${spec.list}/${item.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const publicIds = ((await ctx.app.inject({ url: spec.publicList })).json() as { id: number }[]).map(
      (i) => i.id,
    );
    expect(publicIds).not.toContain(item.id);
  });

  it('answers 404 with the kind’s message for an item that is gone, and 400 for an unknown food item', async () => {
    const gone = {
      status: 404,
      error: 'Not Found',
      message: `This ${spec.missing} no longer exists.`,
      code: 'NOT_FOUND',
    };
    for (const res of [
      await admin.put(`${spec.list}/999999`, body),
      await admin.delete(`${spec.list}/999999`),
      await admin.put(`${spec.list}/999999/sold-out-today`, { soldOut: true }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(gone);
    }
    const unknownFood = await admin.post(spec.list, { ...body, foodItemId: 999_999 });
    expect(unknownFood.statusCode).toBe(400);
    expect(Object.keys(unknownFood.json().details)).toEqual(['foodItemId']);
  });
});

describe('the menu items’ list', () => {
  it('is in the order diners see the menu: by category, then by name', async () => {
    const list = (await admin.get('/api/admin/menu-items')).json() as {
      category: TDefaultCategoryCode;
      name: string;
    }[];
    const rank = (category: TDefaultCategoryCode) => DEFAULT_CATEGORY_CODES.indexOf(category);
    const sorted = [...list].sort(
      (a, b) => rank(a.category) - rank(b.category) || a.name.localeCompare(b.name, 'de-CH'),
    );
    expect(list.map((i) => i.name)).toEqual(sorted.map((i) => i.name));
    expect(new Set(list.map((i) => i.category)).size).toBeGreaterThan(1);
  });
});
