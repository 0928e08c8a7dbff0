import { API } from '@app/shared/api-paths';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

/**
 * Failed sign-ins block the address that sends them; the account stays open to its owner elsewhere
 * (so an attacker cannot lock the owner out). Addresses are set with inject's remoteAddress, as the socket
 * would give them.
 */
const ctx = await setupTestApp();
await createAdmin(ctx.db);

async function signIn(from: string, password: string, client = new TestClient(ctx.app)) {
  const token = client.cookies.get('XSRF-TOKEN') ?? (await client.csrf());
  return client.raw('POST', API.authLogin, {
    remoteAddress: from,
    headers: { 'x-xsrf-token': token },
    payload: { username: ADMIN.username, password },
  });
}

beforeEach(async () => {
  await ctx.db.delete(rateLimits);
});

describe('sign-in under attack', () => {
  it('40 failed attempts from one address do not keep the owner out from another', async () => {
    const attacker = new TestClient(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push((await signIn('198.51.100.66', `guess-${i}`, attacker)).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5).every((c) => c === 429)).toBe(true);
    // Even the right password does not help the address that guessed.
    const blocked = await signIn('198.51.100.66', ADMIN.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });

    const owner = await signIn('203.0.113.10', ADMIN.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ role: 'ADMIN', username: ADMIN.username });
  }, 60_000);

  it('counts an IPv6 attacker by its /64, not by each address it picks', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await signIn(`2001:db8:66:1::${i}`, `guess-${i}`)).statusCode).toBe(401);
    }
    expect((await signIn('2001:db8:66:1::99', ADMIN.password)).statusCode).toBe(429);
    expect((await signIn('2001:db8:66:2::1', ADMIN.password)).statusCode).toBe(200);
  }, 60_000);

  it('a correct sign-in clears its own address, so a typo or two never add up', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn('192.0.2.20', 'typo-typo')).statusCode).toBe(401);
      expect((await signIn('192.0.2.20', ADMIN.password)).statusCode).toBe(200);
    }
  }, 60_000);

  it('a distributed attack reaches the per-account ceiling of 100 failures, which stops every address', async () => {
    // 99 failures from many addresses so far (written straight into the counter: 99 real ones would
    // cost 99 scrypt checks); the ceiling's key is the account's lower-case name.
    await ctx.db
      .insert(rateLimits)
      .values({ key: `login-account:${ADMIN.username}`, windowStart: new Date(), count: 99 });
    expect((await signIn('203.0.113.30', ADMIN.password)).statusCode).toBe(200);
    expect((await signIn('198.51.100.200', 'guess-100')).statusCode).toBe(401);
    const late = await signIn('203.0.113.31', ADMIN.password);
    expect(late.statusCode).toBe(429);
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);
});
