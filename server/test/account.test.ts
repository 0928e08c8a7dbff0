import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { dinerAccounts, dinerSignInLinks, emails, orders, reservations } from '../src/db/schema';
import { TestClient } from './client';
import {
  dinerSignInToken,
  placeTakeaway,
  requestTable,
  seededMenuItemId,
  setupOpenRestaurant,
  signInDiner,
  until,
} from './helpers';
import { startSmtp } from './smtp';

const smtp = await startSmtp();
afterAll(() => smtp.close());

const PUBLIC_URL = 'https://hana.example';
const { ctx, admin } = await setupOpenRestaurant({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
const curryId = await seededMenuItemId(ctx.app);

let serial = 0;
/** A fresh address per test, so tests do not see each other's orders. */
const freshEmail = (name = 'mia') => `${name}.${++serial}.${Date.now()}@example.ch`;
/** Each test asks from an address of its own: the per-connection limits are tested on their own. */
const fromAddress = () => `198.51.100.${(serial % 250) + 1}`;

async function askLink(email: string, remoteAddress = fromAddress()) {
  const client = new TestClient(ctx.app);
  const token = await client.csrf();
  return ctx.app.inject({
    method: 'POST',
    url: '/api/account/sign-in-link',
    remoteAddress,
    headers: { cookie: client.cookieHeader(), 'x-xsrf-token': token, 'accept-language': 'de-CH' },
    payload: { email },
  });
}

/** The sign-in link of the newest mail to the address, as the diner's mail program shows it. */
async function linkFromMail(to: string): Promise<string> {
  const mail = await until(async () =>
    smtp.received.findLast(
      (m: ParsedMail) =>
        m.to && !Array.isArray(m.to) && m.to.text === to && /Anmeldelink/.test(m.subject ?? ''),
    ),
  );
  const link = /https:\/\/hana\.example\/account\/sign-in\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('no link in the mail');
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('the sign-in link', () => {
  it('answers 202 alike for a known and an unknown email, and mails a link that works once', async () => {
    const known = freshEmail();
    const anon = new TestClient(ctx.app);
    await placeTakeaway(anon, curryId, { customer: { email: known } });
    const unknown = freshEmail('nobody');
    const a = await askLink(known);
    const b = await askLink(unknown);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    // Both get a link (an account is made at its first use), so the answer tells nothing.
    const link = await linkFromMail(known);
    await linkFromMail(unknown);
    // Only the token's hash is stored, and the delivered mail's copy in the outbox no longer holds it.
    const token = tokenOf(link);
    const stored = await ctx.db.select().from(dinerSignInLinks).where(eq(dinerSignInLinks.email, known));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    const outbox = await until(async () => {
      const [row] = await ctx.db.select().from(emails).where(eq(emails.toAddress, known));
      return row?.status === 'SENT' ? row : undefined;
    });
    expect(outbox.textBody).not.toContain(token);
    expect(outbox.htmlBody).not.toContain(token);

    const diner = new TestClient(ctx.app);
    const signIn = await diner.post('/api/account/sign-in', { token });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ email: known, role: 'CUSTOMER', firstName: 'Luca' });
    expect(diner.cookies.get('dsid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(diner.cookies.get('diner')).toBe('1');
    expect((await diner.get('/api/account/me')).statusCode).toBe(200);

    // The same link a second time: used.
    const again = await new TestClient(ctx.app).post('/api/account/sign-in', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('LINK_USED');
  });

  it('says a link expired, and an unknown one is not valid', async () => {
    const email = freshEmail();
    const token = await dinerSignInToken(ctx.db, email, -1_000);
    const expired = await new TestClient(ctx.app).post('/api/account/sign-in', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('LINK_EXPIRED');
    const unknown = await new TestClient(ctx.app).post('/api/account/sign-in', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('LINK_INVALID');
    // Neither made an account.
    expect(await ctx.db.select().from(dinerAccounts).where(eq(dinerAccounts.email, email))).toEqual([]);
  });

  it('refuses an email that is none, and a token with a control character, changing nothing', async () => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(dinerSignInLinks);
    for (const email of ['not-an-email', 'a@b.ch\u0007', '']) {
      const res = await askLink(email);
      expect(res.statusCode, email).toBe(422);
    }
    const bad = await new TestClient(ctx.app).post('/api/account/sign-in', { token: 'abc\u0000def' });
    expect(bad.statusCode).toBe(422);
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(dinerSignInLinks);
    expect(after).toEqual(before);
  });

  it('sends a mailbox at most five links an hour, still answering 202; a connection gets ten tries', async () => {
    const email = freshEmail('flood');
    for (let i = 0; i < 7; i++) expect((await askLink(email, `203.0.113.${i + 1}`)).statusCode).toBe(202);
    const links = await ctx.db.select().from(dinerSignInLinks).where(eq(dinerSignInLinks.email, email));
    expect(links).toHaveLength(5);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await askLink(freshEmail('many'), '192.0.2.77')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
  });
});

describe('a signed-in diner', () => {
  it('sees every order and booking made with the email, newest first, and only those', async () => {
    const email = freshEmail('anna');
    const anon = new TestClient(ctx.app);
    const first = await placeTakeaway(anon, curryId, { customer: { email } });
    // Typed in capitals: the same diner.
    const second = await placeTakeaway(anon, curryId, {
      customer: { email: email.toUpperCase() },
      quantity: 2,
    });
    // A "+tag" address is another mailbox, and someone else's order is not theirs.
    await placeTakeaway(anon, curryId, { customer: { email: email.replace('@', '+x@') } });
    await placeTakeaway(anon, curryId, { customer: { email: freshEmail('other') } });
    await requestTable(anon, { firstName: 'Anna', lastName: 'Meier', email, phone: '079 123 45 67' }, 2);

    const diner = new TestClient(ctx.app);
    await signInDiner(diner, ctx.db, email);
    const list = (await diner.get('/api/account/orders')).json();
    expect(list.map((o: { id: string }) => o.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      status: 'NEW',
      kind: 'MENU',
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
    });
    expect(list[0].total).toBe(2 * list[1].total);
    expect(list[0].items).toEqual([{ name: 'Green Curry Chicken', quantity: 2 }]);
    const bookings = (await diner.get('/api/account/reservations')).json();
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ partySize: 2, status: expect.any(String) });
    expect(bookings[0].managePath).toMatch(/^\/reservation\/manage\/[a-f0-9]+$/);
  });

  it('starts with the details of the newest order, and saves changes field by field', async () => {
    const email = freshEmail('ben');
    const anon = new TestClient(ctx.app);
    await placeTakeaway(anon, curryId, {
      customer: { email, firstName: 'Ben', lastName: 'Keller', phone: '079 555 66 77' },
    });
    const diner = new TestClient(ctx.app);
    await signInDiner(diner, ctx.db, email);
    const profile = (await diner.get('/api/account/profile')).json();
    expect(profile).toEqual({ firstName: 'Ben', lastName: 'Keller', phone: '079 555 66 77', addresses: [] });

    const home = { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' };
    const saved = await diner.put('/api/account/profile', { ...profile, addresses: [home] });
    expect(saved.statusCode).toBe(200);
    expect((await diner.get('/api/account/profile')).json().addresses).toEqual([home]);

    for (const bad of [
      { ...profile, firstName: 'Ben\u0000' },
      { ...profile, phone: '12' },
      { ...profile, addresses: Array(6).fill(home) },
      { ...profile, addresses: [{ ...home, plz: '' }] },
      { ...profile, addresses: [home], admin: true },
    ]) {
      const res = await diner.put('/api/account/profile', bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(422);
    }
    expect((await diner.get('/api/account/profile')).json().addresses).toEqual([home]);
  });

  it('downloads everything kept about them as JSON', async () => {
    const email = freshEmail('cleo');
    const anon = new TestClient(ctx.app);
    const id = await placeTakeaway(anon, curryId, { customer: { email } });
    const diner = new TestClient(ctx.app);
    await signInDiner(diner, ctx.db, email);
    const res = await diner.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account.email).toBe(email);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ id, email, firstName: 'Luca', phone: '+41 78 000 00 00' });
    expect(data.orders[0].items[0]).toMatchObject({ name: 'Green Curry Chicken', quantity: 1 });
  });

  it('has a session of its own: no staff route, and a staff session is no diner', async () => {
    const diner = new TestClient(ctx.app);
    await signInDiner(diner, ctx.db, freshEmail());
    expect((await diner.get('/api/auth/me')).statusCode).toBe(401);
    expect((await diner.get('/api/admin/orders')).statusCode).toBe(401);
    expect((await admin.get('/api/account/me')).statusCode).toBe(401);
  });

  it('signs out', async () => {
    const diner = new TestClient(ctx.app);
    await signInDiner(diner, ctx.db, freshEmail());
    const res = await diner.post('/api/account/sign-out', {});
    expect(res.statusCode).toBe(204);
    expect(diner.cookies.has('dsid')).toBe(false);
    expect(diner.cookies.has('diner')).toBe(false);
    expect((await diner.get('/api/account/me')).statusCode).toBe(401);
  });

  it('forgets the hint cookie when the session has ended elsewhere', async () => {
    const diner = new TestClient(ctx.app);
    await signInDiner(diner, ctx.db, freshEmail());
    await ctx.db.execute(sql`delete from diner_sessions`);
    expect(diner.cookies.get('diner')).toBe('1');
    expect((await diner.get('/api/account/me')).statusCode).toBe(401);
    expect(diner.cookies.has('diner')).toBe(false);
  });
});

describe('deleting the account', () => {
  it('waits for an order under way, then anonymises the orders and keeps their figures', async () => {
    const email = freshEmail('dora');
    const anon = new TestClient(ctx.app);
    const id = await placeTakeaway(anon, curryId, { customer: { email } });
    const diner = new TestClient(ctx.app);
    await signInDiner(diner, ctx.db, email);

    const busy = await diner.delete('/api/account');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('ACCOUNT_BUSY');
    expect((await diner.get('/api/account/me')).statusCode).toBe(200);

    await ctx.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, id));
    const [before] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    const res = await diner.delete('/api/account');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ anonymisedOrders: 1, anonymisedReservations: 0 });
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(after).toMatchObject({
      customerFirstName: '',
      customerLastName: '',
      customerEmail: '',
      customerPhone: '',
      customerStreet: '',
      totalRappen: before?.totalRappen,
      vatRappen: before?.vatRappen,
      status: 'DELIVERED',
    });
    expect(await ctx.db.select().from(emails).where(eq(emails.toAddress, email))).toEqual([]);
    expect(await ctx.db.select().from(dinerAccounts).where(eq(dinerAccounts.email, email))).toEqual([]);
    // Signed out, and the old tracking link finds nothing.
    expect((await diner.get('/api/account/me')).statusCode).toBe(401);
    const track = await anon.get(`/api/orders/track?orderId=${id}&email=${encodeURIComponent(email)}`);
    expect(track.statusCode).toBe(404);
  });

  it('waits for a booking ahead', async () => {
    const email = freshEmail('eva');
    const anon = new TestClient(ctx.app);
    const code = await requestTable(
      anon,
      { firstName: 'Eva', lastName: 'Huber', email, phone: '079 123 45 67' },
      2,
    );
    const diner = new TestClient(ctx.app);
    await signInDiner(diner, ctx.db, email);
    const res = await diner.delete('/api/account');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/table booking/);
    await ctx.db.update(reservations).set({ status: 'CANCELLED' }).where(eq(reservations.id, code));
    const done = await diner.delete('/api/account');
    expect(done.statusCode).toBe(200);
    expect(done.json().anonymisedReservations).toBe(1);
  });
});
