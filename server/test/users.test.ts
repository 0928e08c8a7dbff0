import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

const ctx = await setupTestApp();
const me = await createAdmin(ctx.db);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

const countUsers = async () => (await ctx.db.select().from(users)).length;

describe('users API', () => {
  it('creates a user with trimmed fields, default role ADMIN, and lists it without secrets', async () => {
    const res = await admin.post('/api/admin/users', {
      username: '  waiter ',
      email: ' waiter@example.ch ',
      password: ' waiter-pass-1 ',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      username: 'waiter',
      email: 'waiter@example.ch',
      role: 'ADMIN',
      firstName: '',
    });
    const list = (await admin.get('/api/admin/users')).json();
    expect(list).toContainEqual(created);
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);
    // The trimmed password is the one that works.
    const waiter = new TestClient(ctx.app);
    expect(
      (await waiter.post('/api/auth/login', { username: 'waiter', password: 'waiter-pass-1' })).statusCode,
    ).toBe(200);
  });

  it('refuses a duplicate username (any case) with 409 and changes nothing', async () => {
    const before = await countUsers();
    const res = await admin.post('/api/admin/users', {
      username: 'WAITER',
      email: 'other@example.ch',
      password: 'another-pass',
      role: 'CUSTOMER',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, message: 'A user with this username already exists.' });
    expect(await countUsers()).toBe(before);
  });

  it('rejects bad payloads with 400 and field details, creating nothing', async () => {
    const before = await countUsers();
    const cases: [unknown, Record<string, string>][] = [
      [{ username: '', email: 'a@b.ch', password: 'longenough' }, { username: 'Required' }],
      [{ username: 'x', email: 'not-an-email', password: 'longenough' }, { email: 'Valid email required' }],
      [{ username: 'x', email: 'a@b.ch' }, { password: expect.any(String) }],
      [{ username: 'x', email: 'a@b.ch', password: '   ' }, { password: 'Required' }],
      [{ username: 'x', email: 'a@b.ch', password: 'short' }, { password: 'At least 8 characters' }],
      [
        { username: 'x', email: 'a@b.ch', password: 'longenough', role: 'OWNER' },
        { role: expect.any(String) },
      ],
      [{ username: 'x', email: 'a@b.ch', password: 'longenough', isAdmin: true }, {}],
      [{ username: 42, email: 'a@b.ch', password: 'longenough' }, { username: expect.any(String) }],
    ];
    for (const [body, details] of cases) {
      const res = await admin.post('/api/admin/users', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details).toMatchObject(details);
    }
    expect(await countUsers()).toBe(before);
  });

  it('edits a user without touching the password unless one is given; a new password signs them out', async () => {
    const created = (
      await admin.post('/api/admin/users', {
        username: 'cook',
        email: 'cook@example.ch',
        password: 'cook-pass-1',
        role: 'CUSTOMER',
      })
    ).json();
    const cook = new TestClient(ctx.app);
    await cook.login('cook', 'cook-pass-1');

    const edit = await admin.put(`/api/admin/users/${created.id}`, {
      username: ' cook2 ',
      email: 'c2@example.ch',
      role: 'CUSTOMER',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({
      id: created.id,
      username: 'cook2',
      email: 'c2@example.ch',
      role: 'CUSTOMER',
      firstName: '',
    });
    expect((await cook.get('/api/auth/me')).json()).toEqual({ role: 'CUSTOMER', username: 'cook2' });

    const pw = await admin.put(`/api/admin/users/${created.id}`, {
      username: 'cook2',
      email: 'c2@example.ch',
      role: 'CUSTOMER',
      password: 'new-cook-pass',
    });
    expect(pw.statusCode).toBe(200);
    expect((await cook.get('/api/auth/me')).statusCode).toBe(401);
    const again = new TestClient(ctx.app);
    expect(
      (await again.post('/api/auth/login', { username: 'cook2', password: 'new-cook-pass' })).statusCode,
    ).toBe(200);
  });

  it('a demoted admin loses admin access at the next request', async () => {
    const created = (
      await admin.post('/api/admin/users', {
        username: 'manager',
        email: 'm@example.ch',
        password: 'manager-pass',
      })
    ).json();
    const manager = new TestClient(ctx.app);
    await manager.login('manager', 'manager-pass');
    expect((await manager.get('/api/admin/users')).statusCode).toBe(200);
    await admin.put(`/api/admin/users/${created.id}`, {
      username: 'manager',
      email: 'm@example.ch',
      role: 'CUSTOMER',
    });
    expect((await manager.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await admin.put('/api/admin/users/999999', { username: 'x', email: 'x@y.ch', role: 'ADMIN' }))
        .statusCode,
    ).toBe(404);
    expect((await admin.delete('/api/admin/users/999999')).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/users/abc')).statusCode).toBe(400);
  });

  it('an admin cannot delete themselves', async () => {
    const res = await admin.delete(`/api/admin/users/${me.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot delete your own account.');
  });

  it('the last admin can be neither deleted nor demoted', async () => {
    // Leave exactly one admin (me): demote every other admin first.
    const others = await ctx.db.select().from(users).where(eq(users.role, 'ADMIN'));
    for (const u of others)
      if (u.id !== me.id) await ctx.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, u.id));
    const demote = await admin.put(`/api/admin/users/${me.id}`, {
      username: ADMIN.username,
      email: 'x@example.ch',
      role: 'CUSTOMER',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/last administrator/);
    const [still] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(still?.role).toBe('ADMIN');

    // Another admin deleting the last *other* admin is refused the same way.
    const second = await createAdmin(ctx.db, 'second', 'second-pass-1');
    const secondClient = new TestClient(ctx.app);
    await secondClient.login('second', 'second-pass-1');
    expect((await secondClient.delete(`/api/admin/users/${me.id}`)).statusCode).toBe(204);
    const last = await secondClient.delete(`/api/admin/users/${second.id}`);
    expect(last.statusCode).toBe(409);
  });

  it('deleting a user removes them and their sessions', async () => {
    const third = await createAdmin(ctx.db, 'third', 'third-pass-1');
    const thirdClient = new TestClient(ctx.app);
    await thirdClient.login('third', 'third-pass-1');
    const second = new TestClient(ctx.app);
    await second.login('second', 'second-pass-1');
    expect((await second.delete(`/api/admin/users/${third.id}`)).statusCode).toBe(204);
    expect((await thirdClient.get('/api/auth/me')).statusCode).toBe(401);
  });
});
