import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema';
import { placeTakeaway, requestTable, seededMenuItemId, setupOpenRestaurant, until } from './helpers';
import { retryNow } from './jobs';

/**
 * A local push service (RFC 8030) with browser-like subscribers: each device has its own P-256 key pair
 * and auth secret; the service records what it receives, answers with a chosen status, and the test
 * decrypts payloads (RFC 8291, aes128gcm) as the device would.
 */
const fixtures = path.join(import.meta.dirname, 'fixtures');
const tls = {
  key: fs.readFileSync(path.join(fixtures, 'push-service.key')),
  cert: fs.readFileSync(path.join(fixtures, 'push-service.crt')),
};
// Push services speak https; the app's sender trusts this test service's self-signed certificate.
https.globalAgent.options.ca = tls.cert;

async function startPushService() {
  const received: { device: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const answers = new Map<string, number[]>();
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = (req.url ?? '/').slice('/push/'.length);
      received.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
      const queue = answers.get(device) ?? [];
      const status = queue.length > 1 ? (queue.shift() ?? 201) : (queue[0] ?? 201);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}/push/`;
  return {
    received,
    /** A browser's subscription: endpoint plus its public key and auth secret; keeps the private key. */
    device(name: string, statuses: number[] = [201]) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      answers.set(name, [...statuses]);
      return {
        name,
        subscription: {
          endpoint: `${base}${name}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        decrypt(body: Buffer): unknown {
          const plain = ece.decrypt(body, {
            version: 'aes128gcm',
            privateKey: ecdh,
            authSecret: auth.toString('base64url'),
          });
          return JSON.parse(plain.toString('utf8'));
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const push = await startPushService();
afterAll(() => push.close());

// The local push service is on 127.0.0.1: let it in, as only tests and drills do (TEST_ONLY_PUSH_HOSTS).
const { ctx, admin, diner } = await setupOpenRestaurant({ testOnlyPushHosts: ['127.0.0.1'] });
const curryId = await seededMenuItemId(ctx.app);

function placeOrder() {
  return placeTakeaway(diner, curryId, {
    customer: { firstName: 'Ivo', lastName: 'Graf', email: 'ivo@example.ch' },
  });
}

describe('web push', () => {
  it('hands out one VAPID public key, the same every time', async () => {
    const first = await ctx.app.inject({ url: '/api/public/webpush/vapid-key' });
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    const again = await ctx.app.inject({ url: '/api/public/webpush/vapid-key' });
    expect(again.json().publicKey).toBe(first.json().publicKey);
  });

  it('takes subscriptions from admins only, and refuses malformed ones', async () => {
    const device = push.device('stranger');
    expect(
      (await diner.post('/api/public/webpush/subscribe', { ...device.subscription, tag: 'orders' }))
        .statusCode,
    ).toBe(401);
    const bad = await admin.post('/api/public/webpush/subscribe', {
      endpoint: 'http://push.example.com/x',
      tag: 'orders',
      keys: device.subscription.keys,
    });
    expect(bad.statusCode).toBe(400);
    const noKeys = await admin.post('/api/public/webpush/subscribe', {
      endpoint: device.subscription.endpoint,
      tag: 'orders',
    });
    expect(noKeys.statusCode).toBe(400);
    expect(await ctx.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('a new order reaches a subscribed device, encrypted for it and signed with the VAPID key', async () => {
    const device = push.device('tablet');
    const res = await admin.post('/api/public/webpush/subscribe', { ...device.subscription, tag: 'orders' });
    expect(res.statusCode).toBe(201);
    await placeOrder();
    const message = await until(() => push.received.find((r) => r.device === 'tablet'));
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const { publicKey } = (await ctx.app.inject({ url: '/api/public/webpush/vapid-key' })).json();
    expect(message.headers.authorization).toContain(`k=${publicKey}`);
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    const payload = device.decrypt(message.body) as { title: string; body: string; url: string };
    expect(payload.title).toMatch(/^New order #\d+$/);
    expect(payload.body).toContain('Takeaway');
    expect(payload.url).toBe('/admin/incoming');
    // No customer data goes through the push service.
    expect(JSON.stringify(payload)).not.toMatch(/Ivo|Graf|ivo@example/);
  });

  it('a reservation reaches devices subscribed for reservations, not those for buffet orders', async () => {
    const hostess = push.device('hostess');
    const buffet = push.device('buffet-only');
    await admin.post('/api/public/webpush/subscribe', { ...hostess.subscription, tag: 'reservations' });
    await admin.post('/api/public/webpush/subscribe', { ...buffet.subscription, tag: 'buffet' });
    await requestTable(
      diner,
      { firstName: 'Eva', lastName: 'Huber', email: 'eva@example.ch', phone: '+41 79 000 00 02' },
      6,
    );
    const message = await until(() => push.received.find((r) => r.device === 'hostess'));
    expect(hostess.decrypt(message.body)).toMatchObject({ title: 'New reservation request' });
    await placeOrder();
    await until(() => push.received.filter((r) => r.device === 'tablet').length >= 2 || undefined);
    expect(push.received.some((r) => r.device === 'buffet-only')).toBe(false);
  });

  it('speaks the language the device’s back office had when it subscribed', async () => {
    const kitchen = push.device('kueche');
    const host = push.device('accueil');
    const de = { 'accept-language': 'de-CH' };
    const fr = { 'accept-language': 'fr-CH,fr;q=0.9' };
    await admin.post('/api/public/webpush/subscribe', { ...kitchen.subscription, tag: 'orders' }, de);
    await admin.post('/api/public/webpush/subscribe', { ...host.subscription, tag: 'reservations' }, fr);
    await placeOrder();
    const order = await until(() => push.received.find((r) => r.device === 'kueche'));
    const german = kitchen.decrypt(order.body) as { title: string; body: string };
    expect(german.title).toMatch(/^Neue Bestellung #\d+$/);
    expect(german.body).toMatch(/^Abholung · CHF \d+\.\d\d · Sofort$/);
    await requestTable(
      diner,
      { firstName: 'Léa', lastName: 'Roux', email: 'lea@example.ch', phone: '+41 79 000 00 03' },
      4,
    );
    const request = await until(() => push.received.find((r) => r.device === 'accueil'));
    const french = host.decrypt(request.body) as { title: string; body: string };
    expect(french.title).toBe('Nouvelle demande de réservation');
    expect(french.body).toMatch(/^4 personnes · \d\d\.\d\d\.\d{4}/);
    // Subscribing again from a back office in another language renews it.
    await admin.post('/api/public/webpush/subscribe', { ...kitchen.subscription, tag: 'orders' });
    await placeOrder();
    const again = await until(() => push.received.filter((r) => r.device === 'kueche')[1]);
    expect((kitchen.decrypt(again.body) as { title: string }).title).toMatch(/^New order #\d+$/);
  });

  it('a subscription the push service calls gone (410) is removed', async () => {
    const old = push.device('old-phone', [410]);
    await admin.post('/api/public/webpush/subscribe', { ...old.subscription, tag: 'admin' });
    await placeOrder();
    await until(async () => {
      const rows = await ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, old.subscription.endpoint));
      return rows.length === 0 || undefined;
    });
  });

  it('a busy push service (429, then 503) is tried again until it takes the message', async () => {
    const flaky = push.device('flaky', [429, 503, 201]);
    await admin.post('/api/public/webpush/subscribe', { ...flaky.subscription, tag: 'admin' });
    const [row] = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, flaky.subscription.endpoint));
    if (!row) throw new Error('not subscribed');
    await placeOrder();
    // pg-boss tries again after a back-off from 5 s that grows: each retry is due later, not at once.
    // The test makes it due now rather than waiting it out.
    for (const retry of [0, 1]) {
      const waiting = await retryNow(ctx.pool, 'push', 'subscriptionId', row.id, retry);
      expect(waiting.startAfter.getTime()).toBeGreaterThan(Date.now());
    }
    await until(() => (push.received.filter((r) => r.device === 'flaky').length >= 3 ? true : undefined));
    // The app records the success a moment after the push service has answered.
    await until(async () => {
      const [row] = await ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, flaky.subscription.endpoint));
      return row?.lastSuccessAt ?? undefined;
    });
  });

  it('refuses endpoints that are not on a public address, and stores none of them', async () => {
    const { keys } = push.device('probe').subscription;
    const inside = [
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:169.254.169.254]/x',
      'https://localhost/push/x',
      'https://127.0.0.2/x',
      'https://2130706434/x', // 127.0.0.2, spelled as one number
      'https://0.0.0.0/x',
      'https://10.1.2.3/x',
      'https://172.16.0.1/x',
      'https://192.168.1.10/x',
      'https://100.64.0.1/x',
      'https://[::1]/x',
      'https://[::]/x',
      'https://[fe80::1]/x',
      'https://[fd00:ec2::254]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://user:secret@93.184.215.14/x',
    ];
    for (const endpoint of inside) {
      const res = await admin.post('/api/public/webpush/subscribe', { endpoint, tag: 'buffet', keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        message: 'The push endpoint must be an https URL whose host has a public internet address.',
        details: {
          endpoint: 'The push endpoint must be an https URL whose host has a public internet address.',
        },
      });
    }
    const stored = await ctx.db.select().from(pushSubscriptions);
    expect(stored.filter((s) => inside.includes(s.endpoint))).toEqual([]);
    // A public address is taken (and removed again at once: nothing is ever pushed to it here).
    const endpoint = 'https://93.184.215.14/push/public-device';
    expect(
      (await admin.post('/api/public/webpush/subscribe', { endpoint, tag: 'buffet', keys })).statusCode,
    ).toBe(201);
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  });

  it('never connects to a stored endpoint whose host now resolves inside, and removes it', async () => {
    // A host that was public when the device subscribed and whose DNS now answers with loopback.
    const connections: string[] = [];
    const trap = net.createServer((socket) => {
      connections.push(`${socket.remoteAddress}`);
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const endpoint = `https://localhost:${(trap.address() as AddressInfo).port}/push/rebound`;
    const { keys } = push.device('rebound').subscription;
    await ctx.db
      .insert(pushSubscriptions)
      .values({ endpoint, tag: 'orders', p256dh: keys.p256dh, auth: keys.auth });
    try {
      await placeOrder();
      await until(async () => {
        const rows = await ctx.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, endpoint));
        return rows.length === 0 || undefined;
      });
      expect(connections).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => trap.close(() => resolve()));
    }
  });
});
