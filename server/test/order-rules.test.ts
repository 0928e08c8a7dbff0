import { instantToZonedLocal } from '@app/shared/opening-hours';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuItems, orders, serviceStatusChanges } from '../src/db/schema';
import { TestClient } from './client';
import { DINER, placeTakeaway, seededMenuItemId, setupOpenRestaurant } from './helpers';

// The restaurant's ordering rules are data (issue "the restaurant sets its own rules"): the contract's
// delivery zones and order settings, who may change them, what a bad save answers, the change log, and
// that the very next order is judged and priced with them.
const { ctx, admin, diner } = await setupOpenRestaurant();
const curryId = await seededMenuItemId(ctx.app);

const ZONES = '/api/admin/delivery-zones';
const SETTINGS = '/api/admin/order-settings';

type TZone = {
  id?: number;
  name: string;
  postcodes: string[];
  deliveryFee: number;
  minimumOrder: number;
  freeDeliveryFrom: number | null;
  extraMinutes: number;
};

const OLTEN = {
  name: 'Olten',
  postcodes: ['4600', '4601', '4609', '4612', '4613', '4622', '4623', '4632'],
  deliveryFee: 5,
  minimumOrder: 30,
  freeDeliveryFrom: 100,
  extraMinutes: 0,
};
const AARBURG = {
  name: 'Aarburg',
  postcodes: ['4614'],
  deliveryFee: 7,
  minimumOrder: 40,
  freeDeliveryFrom: null,
  extraMinutes: 15,
};
const SPEC_SETTINGS = {
  cardFeePercent: 2.6,
  twintFeePercent: 0,
  asapMinutes: { DELIVERY: 45, TAKEAWAY: 45 },
  orderTypes: { DELIVERY: true, TAKEAWAY: true },
};

const zones = async () => (await admin.get(ZONES)).json() as TZone[];
const history = async (subject: 'delivery-zones' | 'order-settings') =>
  ctx.db.select().from(serviceStatusChanges).where(eq(serviceStatusChanges.subject, subject));

/** Sets the curry's price (the triggers move the versions, as an admin's save would). */
const setCurryPrice = (rappen: number) =>
  ctx.db.update(menuItems).set({ priceRappen: rappen }).where(eq(menuItems.id, curryId));

/** A diner's ASAP delivery of `quantity` curries to `plz`. */
function delivery(plz: string, quantity: number, overrides: Record<string, unknown> = {}) {
  return diner.post('/api/orders', {
    customerInfo: { ...DINER, address: { ...DINER.address, plz } },
    orderType: 'DELIVERY',
    items: [{ menuItemId: curryId, quantity }],
    paymentMethod: 'CASH',
    asap: true,
    ...overrides,
  });
}

const tracked = async (id: string) =>
  (await diner.get(`/api/orders/track?orderId=${id}&email=${encodeURIComponent(DINER.email)}`)).json() as {
    deliveryFee: number;
    cardFee: number;
    totalPrice: number;
    requestedAt: string;
    createdAt: string;
  };

/** Minutes from placing to the requested (ASAP: estimated) time of an order. */
const dueMinutes = async (id: string) => {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return (row.requestedAt.getTime() - row.createdAt.getTime()) / 60_000;
};

async function withSettings(settings: Partial<typeof SPEC_SETTINGS>, run: () => Promise<void>) {
  const res = await admin.put(SETTINGS, { ...SPEC_SETTINGS, ...settings });
  expect(res.statusCode).toBe(200);
  try {
    await run();
  } finally {
    expect((await admin.put(SETTINGS, SPEC_SETTINGS)).statusCode).toBe(200);
  }
}

describe('delivery zones (GET/PUT /api/admin/delivery-zones, GET /api/delivery-zones)', () => {
  it('start as the spec’s area, with ids for the back office and without for diners', async () => {
    const list = await zones();
    expect(list).toEqual([{ id: expect.any(Number), ...OLTEN }]);
    const pub = await diner.get('/api/delivery-zones');
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual([OLTEN]);
    expect(pub.headers.etag).toBeTruthy();
  });

  it('are for admins only', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(ZONES)).statusCode).toBe(401);
    expect((await anonymous.put(ZONES, [OLTEN])).statusCode).toBe(401);
    expect((await anonymous.get(`${ZONES}/history`)).statusCode).toBe(401);
  });

  it('are replaced as a whole: the sent id is kept, a new zone created, and the change logged', async () => {
    const [olten] = await zones();
    const publicBefore = await diner.get('/api/delivery-zones');
    const res = await admin.put(ZONES, [{ ...olten, postcodes: [...OLTEN.postcodes] }, AARBURG]);
    expect(res.statusCode).toBe(200);
    const saved = res.json() as TZone[];
    expect(saved).toEqual([
      { id: olten?.id, ...OLTEN },
      { id: expect.any(Number), ...AARBURG },
    ]);
    expect(await zones()).toEqual(saved);
    // The public read sees the save at once, under a new tag.
    const publicAfter = await diner.get('/api/delivery-zones');
    expect(publicAfter.json()).toEqual([OLTEN, AARBURG]);
    expect(publicAfter.headers.etag).not.toBe(publicBefore.headers.etag);

    const changes = (await admin.get(`${ZONES}/history`)).json() as {
      by: string;
      at: string;
      before: TZone[];
      after: TZone[];
    }[];
    expect(changes[0]).toMatchObject({ by: 'chef', before: [OLTEN], after: [OLTEN, AARBURG] });
    expect(Date.parse(changes[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // The same list again changes nothing and logs nothing.
    const count = (await history('delivery-zones')).length;
    expect((await admin.put(ZONES, saved)).statusCode).toBe(200);
    expect((await history('delivery-zones')).length).toBe(count);
  });

  it('refuse a postcode in two zones with 422 naming it, and nothing changes', async () => {
    const before = await zones();
    const logged = (await history('delivery-zones')).length;
    const res = await admin.put(ZONES, [OLTEN, { ...AARBURG, postcodes: ['4614', '4600'] }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Postcode 4600 is in more than one zone.',
      details: { '1.postcodes.1': 'Postcode 4600 is in more than one zone.' },
    });
    const german = await admin.request('PUT', ZONES, [OLTEN, { ...OLTEN, name: 'Again' }], {
      'accept-language': 'de',
    });
    expect(german.statusCode).toBe(422);
    expect(german.json().details['1.postcodes.0']).toBe('Die Postleitzahl 4600 ist in mehr als einer Zone.');
    expect(await zones()).toEqual(before);
    expect((await history('delivery-zones')).length).toBe(logged);
  });

  it.each([
    ['a postcode of 3 digits', { postcodes: ['460'] }, '0.postcodes.0'],
    ['a postcode with letters', { postcodes: ['46a0'] }, '0.postcodes.0'],
    ['an empty name', { name: '  ' }, '0.name'],
    ['a name with a control character', { name: 'Olten\u0007' }, '0.name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, '0.name'],
    ['a negative fee', { deliveryFee: -1 }, '0.deliveryFee'],
    ['a fee with 3 decimals', { deliveryFee: 5.125 }, '0.deliveryFee'],
    ['a minimum over 99999.99', { minimumOrder: 100_000 }, '0.minimumOrder'],
    ['a threshold as text', { freeDeliveryFrom: '100' }, '0.freeDeliveryFrom'],
    ['extra minutes over 240', { extraMinutes: 241 }, '0.extraMinutes'],
    ['fractional extra minutes', { extraMinutes: 2.5 }, '0.extraMinutes'],
    ['an unknown field', { colour: 'red' }, '0'],
  ])('refuse %s with 422, and nothing changes', async (_, change, field) => {
    const before = await zones();
    const res = await admin.put(ZONES, [{ ...OLTEN, ...change }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VALIDATION');
    expect(Object.keys(res.json().details ?? {})).toContain(field);
    expect(await zones()).toEqual(before);
  });

  it('refuse more than 50 zones and more than 200 postcodes in one', async () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ ...OLTEN, name: `Z${i}`, postcodes: [] }));
    expect((await admin.put(ZONES, many)).statusCode).toBe(422);
    const postcodes = Array.from({ length: 201 }, (_, i) => String(5000 + i));
    expect((await admin.put(ZONES, [{ ...OLTEN, postcodes }])).statusCode).toBe(422);
  });
});

describe('orders in a zone', () => {
  it('are priced with the zone’s fee and refused under its minimum, in the spec’s words', async () => {
    await admin.put(ZONES, [OLTEN, AARBURG]);
    await setCurryPrice(1330);
    const under = await delivery('4614', 3); // CHF 39.90
    expect(under.statusCode).toBe(400);
    expect(under.json()).toMatchObject({
      code: 'MINIMUM_ORDER',
      message: 'Minimum delivery order is CHF 40.00.',
    });
    const german = await diner.request(
      'POST',
      '/api/orders',
      {
        customerInfo: { ...DINER, address: { ...DINER.address, plz: '4614' } },
        orderType: 'DELIVERY',
        items: [{ menuItemId: curryId, quantity: 3 }],
        paymentMethod: 'CASH',
        asap: true,
      },
      { 'accept-language': 'de' },
    );
    expect(german.json().message).toBe('Der Mindestbestellwert für Lieferungen beträgt CHF 40.00.');
    // The spec's zone keeps the spec's minimum: CHF 39.90 is enough in Olten.
    expect((await delivery('4600', 3)).statusCode).toBe(201);

    await setCurryPrice(4000);
    const placed = await delivery('4614', 1);
    expect(placed.statusCode).toBe(201);
    expect(await tracked(placed.json().id)).toMatchObject({ deliveryFee: 7, totalPrice: 47 });
    // No threshold: never free, however large the order.
    const large = await delivery('4614', 10);
    expect(await tracked(large.json().id)).toMatchObject({ deliveryFee: 7, totalPrice: 407 });
    // The spec's zone is still free from CHF 100.
    const olten = await delivery('4600', 3);
    expect(await tracked(olten.json().id)).toMatchObject({ deliveryFee: 0, totalPrice: 120 });
  });

  it('are due later by the zone’s extra minutes (ASAP)', async () => {
    await setCurryPrice(4000);
    const far = await delivery('4614', 1);
    expect(await dueMinutes(far.json().id)).toBeCloseTo(45 + 15, 0);
    const near = await delivery('4600', 1);
    expect(await dueMinutes(near.json().id)).toBeCloseTo(45, 0);
    const confirmed = await admin.post(`/api/admin/menu-orders/${far.json().id}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    const readyIn = (Date.parse(confirmed.json().committedReadyAt) - Date.now()) / 60_000;
    expect(readyIn).toBeCloseTo(45 + 15, 0);
  });

  it('outside every zone are refused with the spec’s message', async () => {
    const outside = await delivery('8000', 2);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'DELIVERY_AREA',
      details: { 'customerInfo.plz': 'We currently do not deliver to this address.' },
    });
  });

  it('keep delivery reachable: the last zone goes only with delivery off, and comes back first', async () => {
    const saved = await zones();
    const last = await admin.put(ZONES, [{ ...OLTEN, postcodes: [] }]);
    expect(last.statusCode).toBe(422);
    expect(last.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Turn delivery off before removing the last delivery zone.',
    });
    expect(await zones()).toEqual(saved);
    await withSettings({ orderTypes: { DELIVERY: false, TAKEAWAY: true } }, async () => {
      expect((await admin.put(ZONES, [])).statusCode).toBe(200);
      try {
        expect((await diner.get('/api/delivery-zones')).json()).toEqual([]);
        expect((await placeTakeaway(diner, curryId)).length).toBeGreaterThan(0);
        const on = await admin.request('PUT', SETTINGS, SPEC_SETTINGS, { 'accept-language': 'de' });
        expect(on.statusCode).toBe(422);
        expect(on.json()).toMatchObject({
          code: 'VALIDATION',
          details: {
            'orderTypes.DELIVERY':
              'Fügen Sie eine Lieferzone mit einer Postleitzahl hinzu, bevor Sie die Lieferung einschalten.',
          },
        });
        expect((await admin.get(SETTINGS)).json().orderTypes).toEqual({ DELIVERY: false, TAKEAWAY: true });
      } finally {
        expect(
          (
            await admin.put(
              ZONES,
              saved.map(({ id: _, ...zone }) => zone),
            )
          ).statusCode,
        ).toBe(200);
      }
    });
  });

  it('see a save at once: the very next order uses the new fee', async () => {
    await setCurryPrice(4000);
    const before = await delivery('4614', 1);
    expect(await tracked(before.json().id)).toMatchObject({ deliveryFee: 7 });
    const list = await zones();
    await admin.put(
      ZONES,
      list.map((zone) => (zone.name === 'Aarburg' ? { ...zone, deliveryFee: 8.5 } : zone)),
    );
    const after = await delivery('4614', 1);
    expect(await tracked(after.json().id)).toMatchObject({ deliveryFee: 8.5, totalPrice: 48.5 });
  });
});

describe('order settings (GET/PUT /api/admin/order-settings, GET /api/order-settings)', () => {
  it('start as the spec’s fees and times, the same for diners', async () => {
    // The back office also reads how a takeaway diner hears "ready" (off by default); diners do not.
    expect((await admin.get(SETTINGS)).json()).toEqual({
      ...SPEC_SETTINGS,
      readyNotice: 'OFF',
      promoWithSale: false,
    });
    const pub = await diner.get('/api/order-settings');
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual(SPEC_SETTINGS);
  });

  it('are for admins only', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(SETTINGS)).statusCode).toBe(401);
    expect((await anonymous.put(SETTINGS, SPEC_SETTINGS)).statusCode).toBe(401);
    expect((await anonymous.get(`${SETTINGS}/history`)).statusCode).toBe(401);
  });

  it.each([
    ['both order types off', { orderTypes: { DELIVERY: false, TAKEAWAY: false } }, 'orderTypes'],
    ['a card fee over 20 %', { cardFeePercent: 20.1 }, 'cardFeePercent'],
    ['a fee with 2 decimals', { twintFeePercent: 1.25 }, 'twintFeePercent'],
    ['a negative fee', { cardFeePercent: -1 }, 'cardFeePercent'],
    ['ASAP minutes under 5', { asapMinutes: { DELIVERY: 4, TAKEAWAY: 45 } }, 'asapMinutes.DELIVERY'],
    ['ASAP minutes over 240', { asapMinutes: { DELIVERY: 45, TAKEAWAY: 241 } }, 'asapMinutes.TAKEAWAY'],
    ['an order type as text', { orderTypes: { DELIVERY: 'yes', TAKEAWAY: true } }, 'orderTypes.DELIVERY'],
  ])('refuse %s with 422, and nothing changes', async (_, change, field) => {
    const logged = (await history('order-settings')).length;
    const res = await admin.put(SETTINGS, { ...SPEC_SETTINGS, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('VALIDATION');
    expect(Object.keys(res.json().details ?? {})).toContain(field);
    expect((await admin.get(SETTINGS)).json()).toEqual({
      ...SPEC_SETTINGS,
      readyNotice: 'OFF',
      promoWithSale: false,
    });
    expect((await history('order-settings')).length).toBe(logged);
  });

  it('price the very next order with the TWINT fee, which the receipt names', async () => {
    await setCurryPrice(5000);
    await withSettings({ twintFeePercent: 1.5 }, async () => {
      expect((await diner.get('/api/order-settings')).json()).toMatchObject({ twintFeePercent: 1.5 });
      const id = await placeTakeaway(diner, curryId, { paymentMethod: 'TWINT' });
      expect(await tracked(id)).toMatchObject({ cardFee: 0.75, totalPrice: 50.75 });
      const receipt = (await admin.get(`/api/admin/orders/${id}/receipt`)).body;
      expect(receipt).toMatch(/TWINT fee\s+0\.75/);
      expect(receipt).not.toContain('Card fee');
    });
    const id = await placeTakeaway(diner, curryId, { paymentMethod: 'TWINT' });
    expect(await tracked(id)).toMatchObject({ cardFee: 0, totalPrice: 50 });
  });

  it('take the card fee of the settings, 0 allowed', async () => {
    await setCurryPrice(5000);
    await withSettings({ cardFeePercent: 0 }, async () => {
      const id = await placeTakeaway(diner, curryId, { paymentMethod: 'CARD' });
      expect(await tracked(id)).toMatchObject({ cardFee: 0, totalPrice: 50 });
    });
  });

  it('move the ASAP time by the order type’s minutes, and the confirmed ready time', async () => {
    await withSettings({ asapMinutes: { DELIVERY: 45, TAKEAWAY: 60 } }, async () => {
      const id = await placeTakeaway(diner, curryId);
      expect(await dueMinutes(id)).toBeCloseTo(60, 0);
      const slots = (await diner.get('/api/public/order-slots?orderType=TAKEAWAY')).json() as {
        earliest: string | null;
      };
      expect(slots.earliest).not.toBeNull();
      const confirmed = await admin.post(`/api/admin/menu-orders/${id}/confirm`, {});
      const readyIn = (Date.parse(confirmed.json().committedReadyAt) - Date.now()) / 60_000;
      expect(readyIn).toBeCloseTo(60, 0);
      // A scheduled takeaway sooner than 60 minutes is too soon now.
      const soon = instantToZonedLocal(new Date(Date.now() + 50 * 60_000)).slice(0, 16);
      const tooSoon = await diner.post('/api/orders', {
        customerInfo: DINER,
        orderType: 'TAKEAWAY',
        items: [{ menuItemId: curryId, quantity: 1 }],
        paymentMethod: 'CASH',
        asap: false,
        scheduledAt: soon,
      });
      expect(tooSoon.statusCode).toBe(400);
      expect(tooSoon.json().code).toBe('TOO_SOON');
    });
    const id = await placeTakeaway(diner, curryId);
    expect(await dueMinutes(id)).toBeCloseTo(45, 0);
  });

  it('with delivery off, refuse deliveries to diners and staff alike, and say so', async () => {
    await setCurryPrice(4000);
    await withSettings({ orderTypes: { DELIVERY: false, TAKEAWAY: true } }, async () => {
      const refused = await delivery('4600', 1);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'ORDER_TYPE_OFF',
        message: 'We are not taking delivery orders at the moment.',
      });
      const staff = await admin.post('/api/admin/orders', {
        customerInfo: { firstName: 'Marta', phone: '079 555 12 34', address: DINER.address },
        orderType: 'DELIVERY',
        items: [{ menuItemId: curryId, quantity: 1 }],
        paymentMethod: 'CASH',
        asap: true,
        override: { reason: 'Regular guest, driver passes by' },
      });
      expect(staff.statusCode).toBe(409);
      expect(staff.json().code).toBe('ORDER_TYPE_OFF');
      const status = (await diner.get('/api/public/hours/status?orderType=DELIVERY&asap=true')).json();
      expect(status).toMatchObject({
        openNow: false,
        message: 'We are not taking delivery orders at the moment.',
      });
      const slots = (await diner.get('/api/public/order-slots?orderType=DELIVERY')).json();
      expect(slots).toMatchObject({ dates: [], times: [], earliest: null });
      // Takeaway goes on.
      expect((await placeTakeaway(diner, curryId)).length).toBeGreaterThan(0);
    });
    expect((await delivery('4600', 1)).statusCode).toBe(201);
  });

  it('log every change with who, before and after', async () => {
    await withSettings({ cardFeePercent: 3 }, async () => {});
    const changes = (await admin.get(`${SETTINGS}/history`)).json() as {
      by: string;
      before: typeof SPEC_SETTINGS;
      after: typeof SPEC_SETTINGS;
    }[];
    expect(changes[0]).toMatchObject({ by: 'chef', before: { cardFeePercent: 3 }, after: SPEC_SETTINGS });
    expect(changes[1]).toMatchObject({ by: 'chef', before: SPEC_SETTINGS, after: { cardFeePercent: 3 } });
  });
});
