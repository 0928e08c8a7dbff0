import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  placeTakeaway,
  seededMenuItemId,
  setupOpenRestaurant,
  setupTestApp,
  testConfig,
  until,
} from './helpers';

/**
 * Prometheus metrics behind a bearer token (or on their own port), and the request id
 * on every log line of a request, taken from a safe X-Request-Id and echoed.
 */
const TOKEN = 'metrics-token-0123456789';
const lines: string[] = [];
// Mail to a closed port: every email job fails, which the failure counter must show.
const { ctx, diner } = await setupOpenRestaurant({
  metricsToken: TOKEN,
  smtpUrl: 'smtp://127.0.0.1:1',
  logLevel: 'info',
  logStream: { write: (line: string) => void lines.push(line) },
});

async function scrape(authorization = `Bearer ${TOKEN}`) {
  return ctx.app.inject({ url: '/metrics', headers: { authorization } });
}

/** The value of one sample, e.g. `restaurant_orders_placed_total{kind="MENU",...}`; undefined if absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-z_]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /metrics', () => {
  it('answers only with the bearer token, compared whole', async () => {
    for (const authorization of [
      '',
      'Bearer',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts requests per route pattern, never per raw URL', async () => {
    await diner.get('/api/menu-items');
    await diner.get('/api/menu-items?x=1');
    await diner.get('/api/orders/ZZ99ZZ99/nothing-here?secret=1');
    await diner.get('/api/no-such-route-4711');
    const text = (await scrape()).body;
    const menu = sample(text, 'http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/menu-items',
      status_code: '200',
    });
    expect(menu).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { route: '/api/menu-items', le: '+Inf' }),
    ).toBe(menu);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '(unmatched)', status_code: '404' }),
    ).toBe(2);
    expect(text).not.toMatch(/4711|ZZ99ZZ99|secret|\?x=1/);
  });

  it('counts orders by kind, failed email attempts, the job queue and the database pool', async () => {
    await placeTakeaway(diner, await seededMenuItemId(ctx.app));
    let text = (await scrape()).body;
    expect(
      sample(text, 'restaurant_orders_placed_total', {
        kind: 'MENU',
        order_type: 'TAKEAWAY',
        channel: 'online',
      }),
    ).toBe(1);
    // The diner's confirmation cannot be sent: a failed attempt, and the job waits for its retry. The
    // failure is counted as the attempt fails and the queue marks the job for its retry a moment later:
    // the scrape waits for both (on a loaded machine one came without the other).
    text = await until(async () => {
      const body = (await scrape()).body;
      const failed = (sample(body, 'restaurant_job_failures_total', { queue: 'email' }) ?? 0) >= 1;
      const waiting = (sample(body, 'restaurant_jobs', { queue: 'email', state: 'retry' }) ?? 0) >= 1;
      return failed && waiting ? body : undefined;
    });
    expect(sample(text, 'restaurant_job_failures_total', { queue: 'email' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'restaurant_jobs', { queue: 'email', state: 'retry' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'restaurant_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'restaurant_db_pool_idle')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'restaurant_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  }, 20_000);

  it('is off without METRICS_TOKEN: 404 as an unknown path', async () => {
    const other = await setupTestApp();
    const res = await other.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('is served on METRICS_PORT too, bound to HOST, with the token when one is set', async () => {
    const port = await freePort();
    const app = await buildApp(
      testConfig({ databaseUrl: ctx.databaseUrl, host: '127.0.0.1', metricsPort: port, metricsToken: TOKEN }),
    );
    afterAll(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${port}`;
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('restaurant_db_pool_connections');
    expect((await fetch(`${url}/api/menu-items`)).status).toBe(404);
    await app.close();
    await expect(fetch(`${url}/metrics`)).rejects.toThrow();
  });
});

describe('request ids', () => {
  type TRecord = { reqId?: string; msg?: string; req?: unknown; res?: unknown };
  const records = (from: number) => lines.slice(from).map((line) => JSON.parse(line) as TRecord);

  it('keep a safe X-Request-Id, echo it, and put it on every log line of the request', async () => {
    const from = lines.length;
    const res = await ctx.app.inject({
      url: '/api/menu-items',
      headers: { 'x-request-id': 'proxy-1a2b.3c:4' },
    });
    expect(res.headers['x-request-id']).toBe('proxy-1a2b.3c:4');
    const logged = records(from).filter((r) => r.req || r.res);
    expect(logged.length).toBeGreaterThanOrEqual(2);
    for (const record of logged) expect(record.reqId).toBe('proxy-1a2b.3c:4');
  });

  it('replace an unsafe or long one with a new id', async () => {
    for (const given of ['a b', 'x"y', '-leading', 'a'.repeat(65), 'é', '']) {
      const res = await ctx.app.inject({ url: '/api/menu-items', headers: { 'x-request-id': given } });
      const id = res.headers['x-request-id'];
      expect(id, given).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('are on the lines a service writes during the request (a payment that does not match its order)', async () => {
    const id = await placeTakeaway(diner, await seededMenuItemId(ctx.app), { paymentMethod: 'CARD' });
    const intent = await diner.post(`/api/payments/customer-orders/${id}/intent`, undefined, {
      'x-request-id': 'intent-req-1',
    });
    expect(intent.statusCode).toBe(200);
    // The order's total changes after the intent was made: the payment must not be applied, with a warning.
    await ctx.pool.query('update orders set total_rappen = total_rappen + 100 where id = $1', [id]);
    const from = lines.length;
    const paid = await diner.post(
      '/api/payments/simulated/confirm',
      {
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        clientSecret: intent.json().clientSecret,
      },
      { 'x-request-id': 'confirm-req-1' },
    );
    expect(paid.headers['x-request-id']).toBe('confirm-req-1');
    const warning = records(from).find(
      (r) => r.msg === 'payment amount or currency does not match the order',
    );
    expect(warning?.reqId).toBe('confirm-req-1');
  });

  it('come with every answer, errors and unknown paths included', async () => {
    const from = lines.length;
    for (const url of ['/api/no-such-route', '/api/orders/track?orderId=x']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Every request line names its request (the background email worker's lines name none).
    const logged = records(from).filter((r) => r.msg !== 'email kept in the outbox (no SMTP_URL set)');
    expect(logged.length).toBeGreaterThanOrEqual(4);
    for (const record of logged) {
      if (record.req || record.res) expect(record.reqId, JSON.stringify(record)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
