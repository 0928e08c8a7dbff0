import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

/**
 * The kitchen's wall tablet signs in with an account of its own (role KITCHEN), created by an admin on
 * the users screen: it opens the kitchen display's routes and nothing of the back office, and it never
 * counts as the administrator the back office must keep.
 */
const ctx = await setupTestApp();
const me = await createAdmin(ctx.db);
const admin = new TestClient(ctx.app);
await admin.login(ADMIN.username, ADMIN.password);

describe('a kitchen account', () => {
  it('is created by an admin, signs in, and is KITCHEN to the session', async () => {
    const created = await admin.post('/api/admin/users', {
      username: 'sushi-wall',
      email: 'kitchen@example.ch',
      role: 'KITCHEN',
      password: 'wall-tablet-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      username: 'sushi-wall',
      email: 'kitchen@example.ch',
      role: 'KITCHEN',
      firstName: '',
    });
    expect((await admin.get('/api/admin/users')).json()).toContainEqual(created.json());

    const tablet = new TestClient(ctx.app);
    const login = await tablet.post('/api/auth/login', { username: 'sushi-wall', password: 'wall-tablet-1' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ role: 'KITCHEN', username: 'sushi-wall' });
    const whoAmI = await tablet.get('/api/auth/me');
    expect(whoAmI.statusCode).toBe(200);
    expect(whoAmI.json()).toEqual({ role: 'KITCHEN', username: 'sushi-wall' });

    // The kitchen display's routes, and nothing of the back office.
    expect((await tablet.get('/api/kitchen/stations')).statusCode).toBe(200);
    expect((await tablet.get('/api/admin/users')).statusCode).toBe(403);
    expect((await tablet.get('/api/admin/orders/new')).statusCode).toBe(403);
  });

  it('can be made of an admin by an edit, but never of the last admin', async () => {
    const demote = await admin.put(`/api/admin/users/${me.id}`, {
      username: ADMIN.username,
      email: 'chef@example.ch',
      role: 'KITCHEN',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/last administrator/);
    const [still] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(still?.role).toBe('ADMIN');

    const second = await admin.post('/api/admin/users', {
      username: 'sous-chef',
      email: 'sous-chef@example.ch',
      role: 'ADMIN',
      password: 'sous-chef-pass-1',
    });
    expect(second.statusCode, second.body).toBe(201);
    const edited = await admin.put(`/api/admin/users/${second.json().id}`, {
      username: 'sous-chef',
      email: 'sous-chef@example.ch',
      role: 'KITCHEN',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().role).toBe('KITCHEN');
    const tablet = new TestClient(ctx.app);
    await tablet.login('sous-chef', 'sous-chef-pass-1');
    expect((await tablet.get('/api/auth/me')).json().role).toBe('KITCHEN');
  });
});
