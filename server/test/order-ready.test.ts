import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emails, menuItems, orderItems, restaurantInfo, stations } from '../src/db/schema';
import { gsmSeptets } from '../src/lib/sms-text';
import { orderReadySms } from '../src/modules/emails/ready-notice';
import { TestClient } from './client';
import { startFakeSms } from './fake-sms';
import { DINER, placeTakeaway, seededMenuItemId, setupOpenRestaurant, until } from './helpers';
import { jobsOf } from './jobs';
import { startSmtp } from './smtp';

/**
 * "Ready" for the diner: when the kitchen display has bumped every routed line of an order, its tracking
 * answers `readyAt` and shows the pickup as ready (a delivery: ready, on its way soon), a recall takes it
 * back; and, as the owner chose in the order settings, a takeaway diner gets "Your order is ready" by
 * email and/or SMS, once per order whatever the kitchen recalls.
 */
const smtp = await startSmtp();
const sms = await startFakeSms();
afterAll(() => Promise.all([smtp.close(), sms.close()]));
const { ctx, admin, diner } = await setupOpenRestaurant({
  smtpUrl: smtp.url,
  sms: { url: sms.url, token: 'sms-token' },
  logLevel: 'error',
});
const ADDRESS = 'Bahnhofstrasse 12, 4600 Olten';
await ctx.db.update(restaurantInfo).set({ name: 'Hana Sushi & Thai', address: ADDRESS });

// One station of the test's own; the curry is routed to it whatever the demo's routing is.
const curryId = await seededMenuItemId(ctx.app);
const [wok] = await ctx.db.insert(stations).values({ name: 'Wok', targetMinutes: 20 }).returning();
if (!wok) throw new Error('no station');
await ctx.db.update(menuItems).set({ stationId: wok.id }).where(eq(menuItems.id, curryId));

const SETTINGS = '/api/admin/order-settings';
const FEES = {
  cardFeePercent: 2.6,
  twintFeePercent: 0,
  asapMinutes: { DELIVERY: 45, TAKEAWAY: 45 },
  orderTypes: { DELIVERY: true, TAKEAWAY: true },
};

async function setReadyNotice(readyNotice: string) {
  const res = await admin.put(SETTINGS, { ...FEES, readyNotice });
  expect(res.statusCode, res.body).toBe(200);
}

const track = async (id: string, email = DINER.email) =>
  (await diner.get(`/api/orders/track?orderId=${id}&email=${encodeURIComponent(email)}`)).json();

/** The order's routed lines (the curry's, on the test's station). */
const lineIds = async (orderId: string) =>
  (
    await ctx.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.stationId, wok.id)))
      .orderBy(asc(orderItems.id))
  ).map((line) => line.id);

async function confirm(orderId: string) {
  const res = await admin.post(`/api/admin/menu-orders/${orderId}/confirm`, {});
  expect(res.statusCode, res.body).toBe(200);
}

async function bump(lineId: number, done = true) {
  const res = await admin.post(`/api/kitchen/lines/${lineId}/${done ? 'done' : 'undone'}`, {});
  expect(res.statusCode, res.body).toBe(200);
}

/** A confirmed takeaway of curries whose every line the wok has bumped: it is ready. */
async function readyTakeaway(customer: Partial<typeof DINER> = {}, headers: Record<string, string> = {}) {
  const res = await diner.post(
    '/api/orders',
    {
      customerInfo: { ...DINER, ...customer },
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curryId, quantity: 2 }],
      paymentMethod: 'CASH',
      asap: true,
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await confirm(id);
  const [line] = await lineIds(id);
  if (line === undefined) throw new Error('the curry was not routed');
  await bump(line);
  return { id, line };
}

const readyMails = (orderId: string) =>
  ctx.db
    .select()
    .from(emails)
    .where(and(eq(emails.orderId, orderId), eq(emails.kind, 'ORDER_READY')));
const smsTo = (to: string) => sms.received.filter((r) => (r.body as { to: string }).to === to);

describe('tracking a ready order', () => {
  it('answers readyAt and shows a pickup "ready" from then on; a recall takes it back', async () => {
    const id = await placeTakeaway(diner, curryId);
    expect(await track(id)).toMatchObject({ readyAt: null });
    await confirm(id);
    const [line] = await lineIds(id);
    if (line === undefined) throw new Error('the curry was not routed');
    await bump(line);

    const ready = await track(id);
    expect(ready.status).toBe('PREPARING');
    expect(typeof ready.readyAt).toBe('string');
    expect(ready.steps.map((s: { key: string }) => s.key)).toEqual([
      'RECEIVED',
      'CONFIRMED',
      'PREPARING',
      'READY',
      'DELIVERED',
    ]);
    expect(ready.steps[3]).toEqual({ key: 'READY', at: ready.readyAt });
    expect(ready.steps[2].at).not.toBeNull();
    expect(ready.steps[4].at).toBeNull();

    await bump(line, false);
    const recalled = await track(id);
    expect(recalled.readyAt).toBeNull();
    expect(recalled.steps[3]).toEqual({ key: 'READY', at: null });
  });

  it('shows a delivery "ready" before it leaves, and on the way once handed to the driver', async () => {
    const res = await diner.post('/api/orders', {
      customerInfo: { ...DINER, email: 'ida@example.ch' },
      orderType: 'DELIVERY',
      items: [{ menuItemId: curryId, quantity: 3 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    await confirm(id);
    const keys = (order: { steps: { key: string }[] }) => order.steps.map((s) => s.key);
    expect(keys(await track(id, 'ida@example.ch'))).toEqual([
      'RECEIVED',
      'CONFIRMED',
      'PREPARING',
      'ON_THE_WAY',
      'DELIVERED',
    ]);
    const [line] = await lineIds(id);
    if (line === undefined) throw new Error('the curry was not routed');
    await bump(line);
    const ready = await track(id, 'ida@example.ch');
    expect(keys(ready)).toEqual(['RECEIVED', 'CONFIRMED', 'PREPARING', 'READY', 'ON_THE_WAY', 'DELIVERED']);
    expect(ready.steps[3]).toEqual({ key: 'READY', at: ready.readyAt });
    expect(ready.steps[4].at).toBeNull();

    const handedOut = await admin.post(`/api/kitchen/orders/${id}/hand-out`, {});
    expect(handedOut.statusCode, handedOut.body).toBe(200);
    const onTheWay = await track(id, 'ida@example.ch');
    expect(onTheWay.status).toBe('ON_THE_WAY');
    expect(keys(onTheWay)).toEqual(['RECEIVED', 'CONFIRMED', 'PREPARING', 'ON_THE_WAY', 'DELIVERED']);
    expect(onTheWay.steps[3].at).not.toBeNull();
  });
});

describe('the ready notice setting (GET/PUT /api/admin/order-settings)', () => {
  it('is off by default, kept when a save leaves it out, and not shown to diners', async () => {
    expect((await admin.get(SETTINGS)).json()).toEqual({ ...FEES, readyNotice: 'OFF', promoWithSale: false });
    await setReadyNotice('SMS');
    const kept = await admin.put(SETTINGS, FEES);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ ...FEES, readyNotice: 'SMS', promoWithSale: false });
    expect((await diner.get('/api/order-settings')).json()).toEqual(FEES);
    await setReadyNotice('OFF');
  });

  it('refuses an unknown way with 422 naming the field', async () => {
    const res = await admin.put(SETTINGS, { ...FEES, readyNotice: 'PIGEON' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().details ?? {})).toContain('readyNotice');
    expect((await admin.get(SETTINGS)).json().readyNotice).toBe('OFF');
  });

  it('is for admins only', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.put(SETTINGS, { ...FEES, readyNotice: 'EMAIL' })).statusCode).toBe(401);
  });
});

describe('"Your order is ready" for the takeaway diner', () => {
  it('is not sent while the setting is off', async () => {
    await setReadyNotice('OFF');
    const { id } = await readyTakeaway({ email: 'quiet@example.ch', phone: '079 555 01 01' });
    expect(await readyMails(id)).toHaveLength(0);
    expect(await jobsOf(ctx.pool, 'sms', 'to', '+41795550101')).toHaveLength(0);
  });

  it('goes by email and SMS in the order’s language, once, whatever the kitchen recalls', async () => {
    await setReadyNotice('EMAIL_AND_SMS');
    const email = 'chloe@example.ch';
    const { id, line } = await readyTakeaway(
      { firstName: 'Chloé', email, phone: '+41 79 555 02 02' },
      { 'accept-language': 'fr-CH' },
    );
    const { orderNumber } = await track(id, email);

    const mail = await until(() =>
      smtp.received.find(
        (m) => m.to && !Array.isArray(m.to) && m.to.text === email && /prête/.test(m.subject ?? ''),
      ),
    );
    expect(mail.subject).toBe(`Votre commande n° ${orderNumber} est prête à retirer`);
    expect(mail.text).toContain('Bonjour Chloé');
    expect(mail.text).toContain(ADDRESS);
    expect(mail.text).toContain(`/track?orderId=${id}&email=chloe%40example.ch`);

    const text = await until(() => smsTo('+41795550202')[0]?.body as { text: string } | undefined);
    expect(text.text).toBe(
      `Hana Sushi & Thai : votre commande ${orderNumber} vous attend, à retirer dès maintenant. ${ADDRESS}`,
    );

    // A recall and a second "ready": the diner already knows.
    await bump(line, false);
    await bump(line);
    expect((await track(id, email)).readyAt).not.toBeNull();
    expect(await readyMails(id)).toHaveLength(1);
    expect(await jobsOf(ctx.pool, 'sms', 'to', '+41795550202')).toHaveLength(1);
  });

  it('goes by email only when so chosen, and never for a delivery', async () => {
    await setReadyNotice('EMAIL');
    const { id } = await readyTakeaway({ email: 'only-mail@example.ch', phone: '079 555 03 03' });
    await until(async () => ((await readyMails(id)).length === 1 ? true : undefined));
    expect(await jobsOf(ctx.pool, 'sms', 'to', '+41795550303')).toHaveLength(0);

    const res = await diner.post('/api/orders', {
      customerInfo: { ...DINER, email: 'at-home@example.ch' },
      orderType: 'DELIVERY',
      items: [{ menuItemId: curryId, quantity: 3 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const delivery = res.json().id as string;
    await confirm(delivery);
    const [line] = await lineIds(delivery);
    if (line === undefined) throw new Error('the curry was not routed');
    await bump(line);
    expect((await track(delivery, 'at-home@example.ch')).readyAt).not.toBeNull();
    expect(await readyMails(delivery)).toHaveLength(0);
  });
});

describe('the ready SMS', () => {
  it('is one GSM-7 message in each language, leaving out what does not fit', () => {
    const long = {
      name: 'Restaurant “Hana” — Sushi & Thai Küche',
      address: `${'Lange Strasse '.repeat(8)}1`,
    };
    for (const language of ['de', 'fr', 'it', 'en'] as const) {
      const text = orderReadySms({ language, orderNumber: 123 }, long);
      const septets = gsmSeptets(text);
      expect(septets, text).not.toBeNull();
      expect(septets).toBeLessThanOrEqual(160);
      expect(text).toContain('123');
      expect(text).not.toContain('Lange Strasse');
    }
    expect(orderReadySms({ language: 'de', orderNumber: 7 }, { name: 'Hana', address: '' })).toBe(
      'Hana: Ihre Bestellung 7 ist abholbereit.',
    );
    expect(orderReadySms({ language: 'en', orderNumber: 7 }, { name: '', address: 'Ringstrasse 3' })).toBe(
      'Your order 7 is ready for pickup.',
    );
  });
});
