import { API } from '@app/shared/api-paths';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rateLimits } from '../src/db/schema';
import { clientKey } from '../src/lib/rate-limit';
import type { TTrustProxy } from '../src/lib/trust-proxy';
import { setupTestApp, testConfig } from './helpers';

/**
 * Which client a rate limit counts: X-Forwarded-For only as far as TRUST_PROXY allows, and IPv6
 * clients by their /64. Observed through the tracking limit (300 lookups per address in 10 minutes).
 */
const ctx = await setupTestApp();

async function appTrusting(trustProxy: TTrustProxy): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ databaseUrl: ctx.databaseUrl, trustProxy }));
  await app.ready();
  afterAll(() => app.close());
  return app;
}
const byHops = await appTrusting(1);
const byList = await appTrusting(['10.0.0.0/8']);

const track = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    url: `${API.ordersTrackOf('MENU')}?orderId=HS-NOPE&email=nobody@example.ch`,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** The addresses the tracking limit has counted so far. */
async function countedClients(): Promise<string[]> {
  const rows = await ctx.db.select().from(rateLimits).where(like(rateLimits.key, 'track-ip:%'));
  return rows.map((r) => r.key.slice('track-ip:'.length)).sort();
}

beforeEach(async () => {
  await ctx.db.delete(rateLimits);
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    await track(ctx.app, '10.0.0.5', '198.51.100.1');
    expect(await countedClients()).toEqual(['10.0.0.5']);
  });

  it('with a hop count, takes the address the last proxy saw, not one the client wrote', async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the address it saw.
    await track(byHops, '10.0.0.5', '6.6.6.6, 198.51.100.1');
    expect(await countedClients()).toEqual(['198.51.100.1']);
  });

  it('with a list, believes only the listed proxies', async () => {
    await track(byList, '10.0.0.5', '6.6.6.6, 198.51.100.2');
    // Through two listed proxies: the address before the first of them.
    await track(byList, '10.0.0.5', '6.6.6.6, 198.51.100.3, 10.9.9.9');
    // Straight from a client that is not a listed proxy: its header means nothing.
    await track(byList, '192.0.2.9', '198.51.100.4');
    expect(await countedClients()).toEqual(['192.0.2.9', '198.51.100.2', '198.51.100.3']);
  });
});

describe('IPv6 clients', () => {
  it('share one limit per /64, so rotating addresses in it gains nothing', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 300; i++)
      codes.push((await track(ctx.app, `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode);
    expect(codes).not.toContain(429);
    expect((await track(ctx.app, '2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
    // The next /64 is someone else.
    expect((await track(ctx.app, '2001:db8:1:3::1')).statusCode).not.toBe(429);
    // Behind a trusted proxy too.
    expect((await track(byHops, '10.0.0.5', '2001:db8:1:2::abcd')).statusCode).toBe(429);
  }, 60_000);

  it('count an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    await track(ctx.app, '::ffff:192.0.2.77');
    await track(ctx.app, '192.0.2.77');
    expect(await ctx.db.select().from(rateLimits)).toEqual([
      expect.objectContaining({ key: 'track-ip:192.0.2.77', count: 2 }),
    ]);
  });
});

describe('clientKey', () => {
  it('keeps IPv4, maps IPv4-mapped IPv6 back, and cuts IPv6 to its /64 however it is spelled', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:0DB8:0000:0000:ffff:1:2:3')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientKey('not-an-ip')).toBe('not-an-ip');
  });
});
