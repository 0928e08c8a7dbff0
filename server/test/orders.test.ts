import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuItems, orderItems, orders, restaurantInfo, saleSettings, statusHistory } from '../src/db/schema';
import { TestClient } from './client';
import { ALWAYS_OPEN, nextLocalWeekday, setupTestApp } from './helpers';

const ctx = await setupTestApp({ seed: true });
await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });

const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as {
  id: number;
  name: string;
  price: number;
}[];
const buffet = (await ctx.app.inject({ url: '/api/buffet-items' })).json() as {
  id: number;
  name: string;
  price: number;
}[];
const item = (name: string) => {
  const found = menu.find((m) => m.name === name);
  if (!found) throw new Error(name);
  return found;
};
const curry = item('Green Curry Chicken'); // 24.50
const rice = item('Jasmine Rice'); // 4.00

const customer = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'Anna.Muster@example.ch',
  phone: '+41 79 123 45 67',
  address: { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' },
};

function menuOrder(overrides: Record<string, unknown> = {}) {
  return {
    customerInfo: customer,
    orderType: 'TAKEAWAY',
    items: [{ menuItemId: curry.id, quantity: 2 }],
    paymentMethod: 'CASH',
    asap: true,
    ...overrides,
  };
}

const diner = new TestClient(ctx.app);
const count = async () => (await ctx.db.select().from(orders)).length;

describe('placing a menu order', () => {
  it('creates a NEW order priced from the database with an unguessable id and a daily number', async () => {
    const res = await diner.post(
      '/api/orders',
      menuOrder({
        items: [
          { menuItemId: curry.id, quantity: 2 },
          { menuItemId: rice.id, quantity: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(/^[a-z2-7]{16}$/);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      kind: 'MENU',
      status: 'NEW',
      paymentStatus: 'NOT_REQUIRED',
      subtotalRappen: 5300,
      discountRappen: 0,
      deliveryFeeRappen: 0,
      cardFeeRappen: 0,
      totalRappen: 5300,
      customerEmail: 'Anna.Muster@example.ch',
      customerPlz: '4600',
    });
    expect(row?.orderNumber).toBeGreaterThanOrEqual(1);
    expect(Math.abs((row?.requestedAt.getTime() ?? 0) - (Date.now() + 45 * 60_000))).toBeLessThan(60_000);
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(lines.map((l) => [l.name, l.unitPriceRappen, l.quantity])).toEqual([
      ['Green Curry Chicken', 2450, 2],
      ['Jasmine Rice', 400, 1],
    ]);
    const history = await ctx.db.select().from(statusHistory).where(eq(statusHistory.subjectId, id));
    expect(history).toMatchObject([{ toStatus: 'NEW', changedBy: 'customer' }]);
  });

  it('never trusts prices or totals sent by the client', async () => {
    const lying = await diner.post('/api/orders', { ...menuOrder(), totalPrice: 0.01 });
    expect(lying.statusCode).toBe(400);
    const lyingItem = await diner.post(
      '/api/orders',
      menuOrder({ items: [{ menuItemId: curry.id, quantity: 1, price: 0.01 }] }),
    );
    expect(lyingItem.statusCode).toBe(400);
  });

  it('prices delivery, card fee and the active sale on the server', async () => {
    await ctx.db.update(saleSettings).set({ enabled: true, percentMenuTenths: 100, percentBuffetTenths: 0 });
    const res = await diner.post(
      '/api/orders',
      menuOrder({
        orderType: 'DELIVERY',
        paymentMethod: 'CARD',
        items: [{ menuItemId: curry.id, quantity: 2 }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, res.json().id));
    // 49.00 - 10 % = 44.10; fee 5.00; card 2.6 % of 44.10 = 1.1466 -> 1.15; total 50.25
    expect(row).toMatchObject({
      subtotalRappen: 4900,
      discountPercentTenths: 100,
      discountRappen: 490,
      afterDiscountRappen: 4410,
      deliveryFeeRappen: 500,
      cardFeeRappen: 115,
      totalRappen: 5025,
      paymentStatus: 'PENDING',
    });
    await ctx.db.update(saleSettings).set({ enabled: false, percentMenuTenths: 0 });
  });

  it('rejects each bad input with its message and field, creating nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, Record<string, string>?][] = [
      [menuOrder({ items: [] }), 'Your cart is empty.', { items: 'Your cart is empty.' }],
      [
        menuOrder({
          items: [
            { menuItemId: curry.id, quantity: 1 },
            { buffetItemId: buffet[0]?.id, quantity: 1 },
          ],
        }),
        'Mixed cart (menu + buffet) is not supported yet. Please order them separately.',
      ],
      [
        menuOrder({ items: [{ menuItemId: curry.id, quantity: 0 }] }),
        'Please correct the highlighted fields.',
        { 'items.0.quantity': 'Quantity must be a whole number from 1 to 99.' },
      ],
      [
        menuOrder({ items: [{ menuItemId: curry.id, quantity: 1.5 }] }),
        'Please correct the highlighted fields.',
        { 'items.0.quantity': 'Quantity must be a whole number from 1 to 99.' },
      ],
      [
        menuOrder({ items: [{ menuItemId: curry.id, quantity: 100 }] }),
        'Please correct the highlighted fields.',
        { 'items.0.quantity': 'Quantity must be a whole number from 1 to 99.' },
      ],
      [
        menuOrder({ items: [{ menuItemId: 999999, quantity: 1 }] }),
        'Some items in your cart can no longer be ordered. Please review your cart.',
        { 'items.0.menuItemId': 'This item is no longer on the menu.' },
      ],
      [
        menuOrder({
          customerInfo: {
            ...customer,
            firstName: ' ',
            email: 'nope',
            address: { ...customer.address, plz: '' },
          },
        }),
        'Please correct the highlighted fields.',
        {
          'customerInfo.firstName': 'Required',
          'customerInfo.email': 'Valid email required',
          'customerInfo.plz': 'Required',
        },
      ],
      [
        menuOrder({
          orderType: 'DELIVERY',
          customerInfo: { ...customer, address: { ...customer.address, plz: '8000' } },
        }),
        'We currently do not deliver to this address.',
        { 'customerInfo.plz': 'We currently do not deliver to this address.' },
      ],
      [
        menuOrder({ orderType: 'DELIVERY', items: [{ menuItemId: rice.id, quantity: 7 }] }),
        'Minimum delivery order is CHF 30.00.',
      ],
      [
        menuOrder({ asap: false, scheduledAt: '2020-01-01T12:00:00' }),
        'Choose a future time',
        { scheduledAt: 'Choose a future time' },
      ],
      [
        menuOrder({ asap: false }),
        'Choose a valid date & time',
        { scheduledAt: 'Choose a valid date & time' },
      ],
      [
        menuOrder({ asap: false, scheduledAt: 'tomorrow noon' }),
        'Please correct the highlighted fields.',
        { scheduledAt: 'Choose a valid date & time' },
      ],
      [menuOrder({ paymentMethod: 'BITCOIN' }), 'Please correct the highlighted fields.'],
      [menuOrder({ orderType: 'DINE_IN' }), 'Please correct the highlighted fields.'],
    ];
    for (const [body, message, details] of cases) {
      const res = await diner.post('/api/orders', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
      if (details) expect(res.json().details).toMatchObject(details);
    }
    expect(await count()).toBe(before);
  });

  it('names each refusal with a stable code the client can branch on', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [menuOrder({ customerInfo: { ...customer, email: 'nope' } }), 'VALIDATION'],
      [menuOrder({ items: [{ menuItemId: 999999, quantity: 1 }] }), 'ITEMS_UNAVAILABLE'],
      [
        menuOrder({
          items: [
            { menuItemId: curry.id, quantity: 1 },
            { buffetItemId: buffet[0]?.id, quantity: 1 },
          ],
        }),
        'MIXED_CART',
      ],
      [
        menuOrder({
          orderType: 'DELIVERY',
          customerInfo: { ...customer, address: { ...customer.address, plz: '8000' } },
        }),
        'DELIVERY_AREA',
      ],
      [menuOrder({ orderType: 'DELIVERY', items: [{ menuItemId: rice.id, quantity: 7 }] }), 'MINIMUM_ORDER'],
    ];
    for (const [body, code] of cases) {
      const res = await diner.post('/api/orders', body);
      expect(res.json(), code).toMatchObject({ status: 400, code });
    }
  });

  it('refuses an unavailable item by name', async () => {
    await ctx.db.update(menuItems).set({ available: false }).where(eq(menuItems.id, rice.id));
    const res = await diner.post('/api/orders', menuOrder({ items: [{ menuItemId: rice.id, quantity: 1 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ 'items.0.menuItemId': 'Jasmine Rice is currently unavailable.' });
    await ctx.db.update(menuItems).set({ available: true }).where(eq(menuItems.id, rice.id));
  });

  it('refuses an order when the restaurant is closed, naming the next opening', async () => {
    await ctx.db.update(restaurantInfo).set({
      openingHours: [
        'Mon: (closed)',
        'Tue: (closed)',
        'Wed: (closed)',
        'Thu: (closed)',
        'Fri: (closed)',
        'Sat: (closed)',
        'Sun: (closed)',
      ].join('\n'),
    });
    const before = await count();
    const asap = await diner.post('/api/orders', menuOrder());
    expect(asap.statusCode).toBe(400);
    expect(asap.json().message).toMatch(/closed/i);
    expect(asap.json().code).toBe('CLOSED');

    // Open only on Sundays 12:00-13:00: a scheduled time on a Monday names the next Sunday noon.
    await ctx.db.update(restaurantInfo).set({ openingHours: 'Sun: 12:00-13:00' });
    const monday = nextLocalWeekday(1, '12:00:00');
    const scheduled = await diner.post('/api/orders', menuOrder({ asap: false, scheduledAt: monday }));
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.json().message).toMatch(
      /^We’re closed at that time\. Next open: Sun, \d\d\.\d\d\.\d{4}, 12:00$/,
    );
    expect(scheduled.json().details.scheduledAt).toBe(scheduled.json().message);
    expect(await count()).toBe(before);

    const sunday = nextLocalWeekday(7, '12:30:00');
    const ok = await diner.post('/api/orders', menuOrder({ asap: false, scheduledAt: sunday }));
    expect(ok.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, ok.json().id));
    expect(row?.asap).toBe(false);
    await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
  });
});

describe('idempotent and concurrent submissions', () => {
  it('a retried submission with the same Idempotency-Key returns the same order', async () => {
    const before = await count();
    const key = `retry-${Date.now()}`;
    const first = await diner.post('/api/orders', menuOrder(), { 'idempotency-key': key });
    const second = await diner.post('/api/orders', menuOrder(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await count()).toBe(before + 1);
  });

  it('concurrent submissions get distinct daily numbers; concurrent retries of one key make one order', async () => {
    const before = await count();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => diner.post('/api/orders', menuOrder())),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const ids = results.map((r) => r.json().id as string);
    const rows = await ctx.db.select().from(orders);
    const numbers = rows.filter((r) => ids.includes(r.id)).map((r) => r.orderNumber);
    expect(new Set(numbers).size).toBe(8);

    const key = `burst-${Date.now()}`;
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => diner.post('/api/orders', menuOrder(), { 'idempotency-key': key })),
    );
    expect(new Set(burst.map((r) => r.json().id)).size).toBe(1);
    expect(await count()).toBe(before + 9);
  });

  it('the same Idempotency-Key with another payload is refused with 422 and changes nothing', async () => {
    const key = `changed-${Date.now()}`;
    const first = await diner.post('/api/orders', menuOrder(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const before = await count();
    const changed = await diner.post(
      '/api/orders',
      menuOrder({ items: [{ menuItemId: curry.id, quantity: 3 }] }),
      { 'idempotency-key': key },
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      status: 422,
      error: 'Unprocessable Entity',
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for another order. Use a new key for a changed order.',
    });
    expect(await count()).toBe(before);
    // The same payload, its fields in another order, is still the retry it was.
    const { items, ...rest } = menuOrder();
    const retry = await diner.post('/api/orders', { items, ...rest }, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    expect(await count()).toBe(before);
  });

  it('an Idempotency-Key used for a menu order is refused with 422 for a buffet order', async () => {
    const box = buffet[0];
    if (!box) throw new Error('no buffet');
    const key = `kind-${Date.now()}`;
    const menuFirst = await diner.post('/api/orders', menuOrder(), { 'idempotency-key': key });
    expect(menuFirst.statusCode).toBe(201);
    const before = await count();
    const buffetOrder = { ...menuOrder(), items: [{ buffetItemId: box.id, quantity: 1 }] };
    const res = await diner.post('/api/buffet-orders', buffetOrder, { 'idempotency-key': key });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 422,
      message: 'This Idempotency-Key was already used for a menu order. Use a new key for this buffet order.',
    });
    expect(await count()).toBe(before);
  });

  it('concurrent submissions of one key with two payloads make one order; the other payload gets 422', async () => {
    const before = await count();
    const key = `race-${Date.now()}`;
    const other = menuOrder({ items: [{ menuItemId: rice.id, quantity: 1 }] });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        diner.post('/api/orders', i % 2 === 0 ? menuOrder() : other, { 'idempotency-key': key }),
      ),
    );
    expect(await count()).toBe(before + 1);
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 422);
    expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
    expect(created.length).toBe(3);
    expect(refused.length).toBe(3);
  });
});

describe('buffet orders', () => {
  it('creates a buffet order and refuses menu lines in it', async () => {
    const box = buffet[0];
    if (!box) throw new Error('no buffet');
    const ok = await diner.post('/api/buffet-orders', {
      ...menuOrder(),
      items: [{ buffetItemId: box.id, quantity: 3 }],
    });
    expect(ok.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, ok.json().id), eq(orders.kind, 'BUFFET')));
    expect(row?.subtotalRappen).toBe(Math.round(box.price * 100) * 3);
    const mixed = await diner.post('/api/buffet-orders', {
      ...menuOrder(),
      items: [{ menuItemId: curry.id, quantity: 1 }],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(
      'Mixed cart (menu + buffet) is not supported yet. Please order them separately.',
    );
  });
});

describe('tracking', () => {
  it('shows the order for its id and email (any case), and one identical 404 otherwise', async () => {
    const { id } = (
      await diner.post('/api/orders', menuOrder({ specialInstructions: 'Extra spicy' }))
    ).json();
    const res = await ctx.app.inject({ url: `/api/orders/track?orderId=${id}&email=ANNA.muster@EXAMPLE.ch` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'NEW',
      orderType: 'TAKEAWAY',
      asap: true,
      totalPrice: 49,
      paymentMethod: 'CASH',
      paymentStatus: 'NOT_REQUIRED',
      customerInfo: { firstName: 'Anna', lastName: 'Muster' },
      orderItems: [{ name: 'Green Curry Chicken', quantity: 2, unitPrice: 24.5 }],
      specialInstructions: 'Extra spicy',
    });
    expect(JSON.stringify(res.json())).not.toMatch(/Hauptgasse|\+41 79/); // no address or phone leaks
    const wrongEmail = await ctx.app.inject({
      url: `/api/orders/track?orderId=${id}&email=someone@example.ch`,
    });
    const unknownId = await ctx.app.inject({
      url: '/api/orders/track?orderId=aaaaaaaaaaaaaaaa&email=anna.muster@example.ch',
    });
    const wrongKind = await ctx.app.inject({
      url: `/api/buffet-orders/track?orderId=${id}&email=anna.muster@example.ch`,
    });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.body).toBe(unknownId.body);
    expect(wrongEmail.json().message).toBe('Could not find your order.');
    expect(wrongKind.json().message).toBe('Could not find your buffet order.');
    expect((await ctx.app.inject({ url: '/api/orders/track?orderId=x' })).statusCode).toBe(400);
  });
});

describe('opening hours status', () => {
  it('answers open or closed with the next opening', async () => {
    const open = await ctx.app.inject({ url: '/api/public/hours/status?orderType=TAKEAWAY' });
    expect(open.json()).toEqual({ openNow: true, message: 'We’re open.', windowOpensAt: null });
    await ctx.db.update(restaurantInfo).set({ openingHours: 'Sun: 12:00-13:00' });
    const monday = nextLocalWeekday(1, '12:00:00');
    const closed = await ctx.app.inject({ url: `/api/public/hours/status?orderType=DELIVERY&at=${monday}` });
    expect(closed.json()).toMatchObject({ openNow: false, message: 'We’re closed at that time.' });
    const opensAt = new Date(closed.json().windowOpensAt);
    expect(
      new Intl.DateTimeFormat('en-CH', {
        timeZone: 'Europe/Zurich',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(opensAt),
    ).toBe('Sun 12:00');
    expect((await ctx.app.inject({ url: '/api/public/hours/status?at=garbage' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/public/hours/status?orderType=PIGEON' })).statusCode).toBe(400);
    await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
  });
});
