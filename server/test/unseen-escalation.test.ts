import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DEFAULT_UNSEEN_SETTINGS } from '@app/shared/unseen';
import { and, eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, describe, expect, it } from 'vitest';
import { emails, escalations, orders, reservations, restaurantInfo } from '../src/db/schema';
import { startFakeSms } from './fake-sms';
import { placeTakeaway, requestTable, seededMenuItemId, setupOpenRestaurant, until } from './helpers';
import { startSmtp } from './smtp';

/**
 * Unseen orders, the escalation: an order or reservation nobody has seen is pushed again to every admin
 * device, then emailed to the restaurant, then sent by SMS; each step once, in order, recorded and shown on
 * the incoming card and the admin order. The sweep is called with the test's clock (minutes after the order).
 */

// A local push service (as push.test.ts has it): records what it receives, decrypts as the device would.
const fixtures = path.join(import.meta.dirname, 'fixtures');
const tls = {
  key: fs.readFileSync(path.join(fixtures, 'push-service.key')),
  cert: fs.readFileSync(path.join(fixtures, 'push-service.crt')),
};
https.globalAgent.options.ca = tls.cert;
const pushed: { device: string; body: Buffer }[] = [];
const pushServer = https.createServer(tls, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    pushed.push({ device: (req.url ?? '/').slice('/push/'.length), body: Buffer.concat(chunks) });
    res.writeHead(201).end();
  });
});
await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => pushServer.close(() => resolve())));
function device(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: {
      endpoint: `https://127.0.0.1:${(pushServer.address() as AddressInfo).port}/push/${name}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt: (body: Buffer) =>
      JSON.parse(
        ece
          .decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') })
          .toString('utf8'),
      ) as { title: string; body: string; url: string },
  };
}

const smtp = await startSmtp();
afterAll(() => smtp.close());
const sms = await startFakeSms();
afterAll(() => sms.close());

const { ctx, admin, diner } = await setupOpenRestaurant({
  unseenSweepSeconds: 0,
  testOnlyPushHosts: ['127.0.0.1'],
  smtpUrl: smtp.url,
  sms: { url: sms.url, token: 'sms-secret-token' },
});
const curryId = await seededMenuItemId(ctx.app);
const info = (await ctx.db.select().from(restaurantInfo))[0];
if (!info) throw new Error('no restaurant info');
const infoPath = `/api/admin/restaurant-info/${info.id}`;
const infoBody = {
  name: info.name,
  aboutText: info.aboutText,
  phone: info.phone,
  address: info.address,
  openingHours: info.openingHours,
};

const MINUTE = 60_000;
/** `minutes` after `from` (an order's creation), plus a second. */
const after = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE + 1_000);
const sweep = (now: Date) => ctx.app.unseen.sweepUnseen(now);

async function order(email: string) {
  const id = await placeTakeaway(diner, curryId, { customer: { email } });
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
}
const steps = async (id: string) =>
  (await ctx.db.select().from(escalations).where(eq(escalations.subjectId, id))).map((e) => e.step);
const card = async (id: string) =>
  ((await admin.get('/api/admin/orders/new')).json() as { id: string; escalations: unknown[] }[]).find(
    (c) => c.id === id,
  );
const smsFor = (orderNumber: number) =>
  sms.received.filter((r) => (r.body as { text: string }).text.includes(`order #${orderNumber} `));

describe('the unseen-order settings in restaurant info', () => {
  it('checks the email, the phone and the minutes, naming each field', async () => {
    const res = await admin.put(infoPath, {
      ...infoBody,
      unseen: { ...DEFAULT_UNSEEN_SETTINGS, notifyEmail: 'not an email', smsTo: '12ab' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(['unseen.notifyEmail', 'unseen.smsTo']);
    const minutes = await admin.put(infoPath, {
      ...infoBody,
      unseen: { ...DEFAULT_UNSEEN_SETTINGS, escalateAfterMinutes: 0 },
    });
    expect(minutes.statusCode).toBe(400);
    expect(minutes.json().details).toHaveProperty('unseen.escalateAfterMinutes');
    const control = await admin.put(infoPath, {
      ...infoBody,
      unseen: { ...DEFAULT_UNSEEN_SETTINGS, notifyEmail: 'kitchen@example.ch\u0007' },
    });
    expect(control.statusCode).toBe(400);
  });

  it('saves them (the phone in international form), keeps them when left out, never shows them publicly', async () => {
    const saved = await admin.put(infoPath, {
      ...infoBody,
      unseen: { ...DEFAULT_UNSEEN_SETTINGS, notifyEmail: ' kitchen@hana.example ', smsTo: '079 123 45 67' },
    });
    expect(saved.statusCode).toBe(200);
    const unseen = { ...DEFAULT_UNSEEN_SETTINGS, notifyEmail: 'kitchen@hana.example', smsTo: '+41791234567' };
    expect(saved.json().unseen).toEqual(unseen);
    expect((await admin.put(infoPath, infoBody)).json().unseen).toEqual(unseen);
    expect((await admin.get('/api/admin/restaurant-info')).json().unseen).toEqual(unseen);
    const publicInfo = await ctx.app.inject({ url: '/api/restaurant-info/current' });
    expect(publicInfo.json()).not.toHaveProperty('unseen');
    expect(publicInfo.body).not.toContain('kitchen@hana.example');
    expect(publicInfo.body).not.toContain('+41791234567');
  });
});

describe('escalation of an order nobody has seen', () => {
  it('pushes again, then emails, then sends an SMS: each step once, in order', async () => {
    const tablet = device('escalation-tablet');
    expect(
      (await admin.post('/api/public/webpush/subscribe', { ...tablet.subscription, tag: 'orders' }))
        .statusCode,
    ).toBe(201);
    const o = await order('anna@example.ch');
    const placed = o.createdAt;

    await sweep(after(placed, 1));
    expect(await steps(o.id)).toEqual([]);

    await sweep(after(placed, 2));
    await sweep(after(placed, 2));
    expect(await steps(o.id)).toEqual(['PUSH']);
    // The tablet got the order's own "New order" push too; the reminder is another one.
    const reminder = await until(() =>
      pushed
        .filter((p) => p.device === 'escalation-tablet')
        .map((p) => tablet.decrypt(p.body) as { title?: string })
        .find((message) => message.title?.startsWith('Not seen yet')),
    );
    expect(reminder).toMatchObject({
      title: `Not seen yet: order #${o.orderNumber}`,
      url: '/admin/incoming',
    });

    await sweep(after(placed, 4));
    expect(await steps(o.id)).toEqual(['PUSH', 'EMAIL']);
    const [mail] = await ctx.db
      .select()
      .from(emails)
      .where(and(eq(emails.orderId, o.id), eq(emails.kind, 'UNSEEN_ESCALATION')));
    expect(mail).toMatchObject({ toAddress: 'kitchen@hana.example' });
    // In the restaurant's default language (de), delivered through SMTP.
    const delivered = await until(() =>
      smtp.received.find((m) => m.subject === `Noch nicht gesehen: Bestellung #${o.orderNumber}`),
    );
    expect(delivered.text).toContain('/admin/incoming');
    expect(smsFor(o.orderNumber)).toHaveLength(0);

    // Two sweeps at once (two instances): the SMS goes out once.
    await Promise.all([sweep(after(placed, 6)), sweep(after(placed, 6))]);
    await sweep(after(placed, 7));
    expect(await steps(o.id)).toEqual(['PUSH', 'EMAIL', 'SMS']);
    const texts = smsFor(o.orderNumber);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      authorization: 'Bearer sms-secret-token',
      contentType: 'application/json',
      body: { to: '+41791234567', text: expect.stringContaining(`Not seen yet: order #${o.orderNumber}`) },
    });

    // The incoming card shows the steps, and when the timeout will cancel the order.
    const shown = await card(o.id);
    expect(shown).toMatchObject({
      escalations: [
        { step: 'PUSH', ok: true },
        { step: 'EMAIL', ok: true },
        { step: 'SMS', ok: true },
      ],
      autoCancelAt: new Date(placed.getTime() + 15 * MINUTE).toISOString(),
    });
    // Confirmed now, its admin order keeps the steps.
    await admin.post(`/api/admin/menu-orders/${o.id}/confirm`, {});
    expect((await admin.get(`/api/orders/${o.id}`)).json()).toMatchObject({
      status: 'CONFIRMED',
      autoCancelled: false,
      escalations: [{ step: 'PUSH' }, { step: 'EMAIL' }, { step: 'SMS' }],
    });
  });

  it('nothing fires for an order confirmed in time, or one seen on the screen', async () => {
    const confirmed = await order('bruno@example.ch');
    const seen = await order('carla@example.ch');
    expect((await admin.post(`/api/admin/menu-orders/${confirmed.id}/confirm`, {})).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/menu-orders/${seen.id}/seen`)).statusCode).toBe(204);
    await sweep(after(confirmed.createdAt, 7));
    await sweep(after(confirmed.createdAt, 30));
    expect(await steps(confirmed.id)).toEqual([]);
    expect(await steps(seen.id)).not.toContain('PUSH');
    expect(smsFor(confirmed.orderNumber)).toHaveLength(0);
    expect(smsFor(seen.orderNumber)).toHaveLength(0);
    const [stillConfirmed] = await ctx.db.select().from(orders).where(eq(orders.id, confirmed.id));
    expect(stillConfirmed?.status).toBe('CONFIRMED');
  });

  it('records a failed SMS with why, and does not try again', async () => {
    sms.answer(503);
    const o = await order('dario@example.ch');
    await sweep(after(o.createdAt, 6));
    await sweep(after(o.createdAt, 8));
    sms.answer(201);
    expect(smsFor(o.orderNumber)).toHaveLength(1);
    const [row] = await ctx.db
      .select()
      .from(escalations)
      .where(and(eq(escalations.subjectId, o.id), eq(escalations.step, 'SMS')));
    expect(row).toMatchObject({ ok: false, detail: 'the SMS provider answered 503' });
    expect((await card(o.id))?.escalations).toContainEqual(
      expect.objectContaining({ step: 'SMS', ok: false, detail: 'the SMS provider answered 503' }),
    );
    await admin.post(`/api/admin/menu-orders/${o.id}/confirm`, {});
  });

  it('a missing address or a null setting turns its step off', async () => {
    await ctx.db
      .update(restaurantInfo)
      .set({ unseen: { ...DEFAULT_UNSEEN_SETTINGS, notifyEmail: null, smsTo: null } });
    const o = await order('elena@example.ch');
    await sweep(after(o.createdAt, 7));
    expect(await steps(o.id)).toEqual(['PUSH']);
    await admin.post(`/api/admin/menu-orders/${o.id}/confirm`, {});

    await ctx.db
      .update(restaurantInfo)
      .set({ unseen: { ...DEFAULT_UNSEEN_SETTINGS, escalateAfterMinutes: null } });
    const quiet = await order('fabio@example.ch');
    await sweep(after(quiet.createdAt, 7));
    expect(await steps(quiet.id)).toEqual([]);
    await admin.post(`/api/admin/menu-orders/${quiet.id}/confirm`, {});
  });
});

describe('escalation of a reservation request', () => {
  it('is escalated like an order, shown on its card, and never rejected by the timeout', async () => {
    await ctx.db.update(restaurantInfo).set({
      unseen: { ...DEFAULT_UNSEEN_SETTINGS, notifyEmail: 'kitchen@hana.example', smsTo: '+41791234567' },
    });
    const code = await requestTable(
      diner,
      { firstName: 'Gina', lastName: 'Huber', email: 'gina@example.ch', phone: '+41 79 000 00 09' },
      4,
    );
    const [r] = await ctx.db.select().from(reservations).where(eq(reservations.id, code));
    if (!r) throw new Error('no reservation');
    await sweep(after(r.createdAt, 2));
    await sweep(after(r.createdAt, 4));
    expect(await steps(code)).toEqual(['PUSH', 'EMAIL']);
    const [mail] = await ctx.db
      .select()
      .from(emails)
      .where(and(eq(emails.reservationId, code), eq(emails.kind, 'UNSEEN_ESCALATION')));
    expect(mail?.subject).toBe('Noch nicht gesehen: Reservierungsanfrage');
    const cards = (await admin.get('/api/admin/orders/new')).json() as {
      id: string;
      escalations: { step: string }[];
      autoCancelAt: string | null;
    }[];
    expect(cards.find((c) => c.id === code)).toMatchObject({
      escalations: [{ step: 'PUSH' }, { step: 'EMAIL' }],
      autoCancelAt: null,
    });
    await sweep(after(r.createdAt, 120));
    const [still] = await ctx.db.select().from(reservations).where(eq(reservations.id, code));
    expect(still?.status).toBe('REQUESTED');
    expect(await steps(code)).toEqual(['PUSH', 'EMAIL', 'SMS']);
  });
});
