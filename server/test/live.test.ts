import type { AddressInfo } from 'node:net';
import type { TLiveEvent } from '@app/shared/live';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { TestClient } from './client';
import { placeTakeaway, requestTable, seededMenuItemId, setupOpenRestaurant, testConfig } from './helpers';

const { ctx, admin, diner } = await setupOpenRestaurant();

const curryId = await seededMenuItemId(ctx.app);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
const base = await listen(ctx.app);

/** Opens the admin stream over real HTTP and collects its events. */
async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/admin/events`, { headers: { cookie }, signal: controller.signal });
  const events: { name: string; data: TLiveEvent }[] = [];
  let raw = '';
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  const pump = (async () => {
    if (!reader) return;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        raw += decoder.decode(value, { stream: true });
        let end = raw.indexOf('\n\n');
        while (end >= 0) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name && data) events.push({ name, data: JSON.parse(data) as TLiveEvent });
          end = raw.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    events,
    async next(match: (e: TLiveEvent) => boolean, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => match(e.data));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

function placeOrder(client: TestClient) {
  return placeTakeaway(client, curryId, {
    customer: { firstName: 'Noah', lastName: 'Frei', email: 'noah@example.ch' },
  });
}

describe('live stream for the back office', () => {
  it('needs an admin session', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/events' })).statusCode).toBe(401);
  });

  it('announces a new order, then its confirmation, without customer data', async () => {
    const stream = await openStream(base, admin.cookieHeader());
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    const id = await placeOrder(diner);
    const created = await stream.next((e) => e.id === id && e.type === 'order.created');
    expect(created.name).toBe('order.created');
    expect(created.data).toMatchObject({ subject: 'MENU', status: 'NEW', paymentStatus: 'NOT_REQUIRED' });
    expect(JSON.stringify(created.data)).not.toContain('noah');

    await admin.post(`/api/admin/menu-orders/${id}/confirm`, { print: true });
    await stream.next((e) => e.id === id && e.type === 'order.status' && e.status === 'CONFIRMED');
    await stream.close();
  });

  it('announces reservations too', async () => {
    const stream = await openStream(base, admin.cookieHeader());
    const code = await requestTable(
      diner,
      { firstName: 'Ana', lastName: 'Rossi', email: 'ana@example.ch', phone: '+41 79 000 00 01' },
      2,
    );
    await stream.next((e) => e.type === 'reservation.created' && e.id === code);
    await stream.close();
  });

  it('reaches the stream of another app instance on the same database', async () => {
    const other = await buildApp(testConfig({ databaseUrl: ctx.databaseUrl }));
    try {
      const otherBase = await listen(other);
      const stream = await openStream(otherBase, admin.cookieHeader());
      expect(stream.res.status).toBe(200);
      // The new instance starts listening in the background: an order placed before its LISTEN is in
      // place is not announced to it. Orders follow until one arrives (behaviour, not timing).
      let arrived = false;
      for (let attempt = 0; attempt < 15 && !arrived; attempt++) {
        const id = await placeOrder(diner);
        arrived = await stream
          .next((e) => e.id === id && e.type === 'order.created', 1_000)
          .then(
            () => true,
            () => false,
          );
      }
      expect(arrived).toBe(true);
      await stream.close();
    } finally {
      await other.close();
    }
  });

  it('closing the app ends open streams (a graceful shutdown does not hang)', async () => {
    const other = await buildApp(testConfig({ databaseUrl: ctx.databaseUrl }));
    const otherBase = await listen(other);
    const stream = await openStream(otherBase, admin.cookieHeader());
    await other.close();
    await stream.close();
    expect(other.server.listening).toBe(false);
  });
});
