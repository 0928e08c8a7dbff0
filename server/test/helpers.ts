import { createHash, randomBytes } from 'node:crypto';
import { seedDemo } from '@app/demo/seed';
import { instantToZonedLocal } from '@app/shared/opening-hours';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type TAppConfig } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, createPool, type TDb } from '../src/db/client';
import { grantDatabase, roleUrl } from '../src/db/roles';
import { dinerSignInLinks, restaurantInfo } from '../src/db/schema';
import { ensureBaseRows } from '../src/db/seed';
import { hashPassword } from '../src/lib/password';
import { usersRepository } from '../src/modules/users/repository';
import { TestClient } from './client';

export type TTestContext = {
  app: FastifyInstance;
  /** The test's own access for fixtures: the superuser (tests may do what the app may not). */
  db: TDb;
  pool: pg.Pool;
  /** What the app connects with, as in production: the app role, which can only read and write the tables. */
  databaseUrl: string;
  /** The owner's URL, which runs migrations (DATABASE_MIGRATION_URL for a spawned `main.ts`). */
  migrationUrl: string;
  config: TAppConfig;
};

/** A fresh database copied from the migrated template, for this test file only; the superuser's URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const roles = inject('databaseRoles');
  const name = `${inject('templateDatabase')}_f${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `create database ${name} template ${inject('templateDatabase')} owner ${admin.escapeIdentifier(roles.owner.name)}`,
    );
    // The copy has the template's schemas, tables and grants, but not the database's own grants.
    await grantDatabase(admin, name, roles);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The app role's and the owner's URLs of a test database (from its superuser URL). */
export function testRoleUrls(superuserUrl: string): { appUrl: string; migrationUrl: string } {
  const roles = inject('databaseRoles');
  return { appUrl: roleUrl(superuserUrl, roles.app), migrationUrl: roleUrl(superuserUrl, roles.owner) };
}

/**
 * scrypt's cost in the tests: 2^14 instead of the product's 2^17, so that the many sign-ins of the
 * lockout and access tests take a fraction of the time (PASSWORD_HASH_COST; config.test.ts holds the
 * product's default).
 */
export const TEST_PASSWORD_HASH_COST = 14;

export function testConfig(overrides: Partial<TAppConfig> & { databaseUrl: string }): TAppConfig {
  const result = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    WEB_DIST: '',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
  });
  if (!result.ok) throw new Error(result.errors.join(', '));
  // No timer sweeping unseen orders: tests call the sweep with their own clock.
  return { ...result.config, webDist: undefined, unseenSweepSeconds: 0, ...overrides };
}

/**
 * Builds the real app on its own database and closes both after the file's tests. `seed` loads the
 * demo restaurant, as a fresh installation has it.
 */
export async function setupTestApp(
  options: { seed?: boolean; config?: Partial<TAppConfig> } = {},
): Promise<TTestContext> {
  const superuserUrl = await createTestDatabase();
  const { appUrl: databaseUrl, migrationUrl } = testRoleUrls(superuserUrl);
  // Named apart from the app's own connections ('restaurant', 'restaurant-jobs', ...).
  const fixturesUrl = new URL(superuserUrl);
  fixturesUrl.searchParams.set('application_name', 'restaurant-test-fixtures');
  const pool = createPool(fixturesUrl.toString(), 4);
  const db = createDb(pool);
  await ensureBaseRows(db);
  if (options.seed) await seedDemo(db);
  const config = testConfig({ databaseUrl, ...options.config });
  const app = await buildApp(config);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await pool.end();
  });
  return { app, db, pool, databaseUrl, migrationUrl, config };
}

export const ADMIN = { username: 'chef', password: 'kitchen-secret-1' };

/** The first admin, as `main.ts` creates it at start. */
export async function createAdmin(db: TDb, username = ADMIN.username, password = ADMIN.password) {
  return usersRepository(db).insert({
    username,
    email: `${username}@example.ch`,
    role: 'ADMIN',
    passwordHash: await hashPassword(password, TEST_PASSWORD_HASH_COST),
  });
}

/** Opening hours open around the clock ('00:00-00:00' is the whole day), so tests never hit closing time. */
export const ALWAYS_OPEN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
  .map((d) => `${d}: 00:00-00:00`)
  .join('\n');

/** 'YYYY-MM-DDTHH:mm:ss' of the given ISO weekday (1 = Mon) at least `minDays` ahead, Zurich local. */
export function nextLocalWeekday(isoDay: number, time: string, minDays = 2): string {
  for (let d = minDays; d < minDays + 8; d++) {
    const candidate = new Date(Date.now() + d * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    }).formatToParts(candidate);
    const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
    const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
    if (weekday === isoDay) return `${get('year')}-${get('month')}-${get('day')}T${time}`;
  }
  throw new Error('unreachable');
}

/** A diner's details as the order form sends them (override the email to tell orders apart). */
export const DINER = {
  firstName: 'Luca',
  lastName: 'Rossi',
  email: 'luca@example.ch',
  phone: '+41 78 000 00 00',
  address: { street: 'Ringstrasse', streetNo: '3', plz: '4600', city: 'Olten' },
};

/** The id of a seeded menu item, by name (the demo restaurant's menu). */
export async function seededMenuItemId(app: FastifyInstance, name = 'Green Curry Chicken'): Promise<number> {
  const menu = (await app.inject({ url: '/api/menu-items' })).json() as { id: number; name: string }[];
  const item = menu.find((m) => m.name === name);
  if (!item) throw new Error(`no menu item ${name}`);
  return item.id;
}

/** Places an ASAP takeaway menu order through the API and returns its id (expects 201). */
export async function placeTakeaway(
  client: TestClient,
  menuItemId: number,
  options: { paymentMethod?: string; quantity?: number; customer?: Partial<typeof DINER> } = {},
): Promise<string> {
  const res = await client.post('/api/orders', {
    customerInfo: { ...DINER, ...options.customer },
    orderType: 'TAKEAWAY',
    items: [{ menuItemId, quantity: options.quantity ?? 1 }],
    paymentMethod: options.paymentMethod ?? 'CASH',
    asap: true,
  });
  if (res.statusCode !== 201)
    throw new Error(`order refused: ${res.statusCode} ${JSON.stringify(res.json())}`);
  return res.json().id;
}

/** Requests a table `daysAhead` days from now (restaurant-local time, as the form sends it); returns its code. */
export async function requestTable(
  client: TestClient,
  guest: { firstName: string; lastName: string; email: string; phone: string },
  numberOfPeople: number,
  daysAhead = 2,
): Promise<string> {
  // Tables are booked in 5-minute steps (spec; the server refuses other minutes).
  const step = 5 * 60_000;
  const when = Math.ceil((Date.now() + daysAhead * 86_400_000) / step) * step;
  const at = instantToZonedLocal(new Date(when)).slice(0, 16);
  const res = await client.post('/api/reservations', {
    customerInfo: guest,
    reservationDateTime: at,
    numberOfPeople,
    specialRequests: '',
  });
  if (res.statusCode !== 201)
    throw new Error(`reservation refused: ${res.statusCode} ${JSON.stringify(res.json())}`);
  return res.json().id;
}

/**
 * The demo restaurant open around the clock, with a signed-in admin and an anonymous diner: what the
 * order, payment and notification tests start from.
 */
export async function setupOpenRestaurant(config?: Partial<TAppConfig>) {
  const ctx = await setupTestApp({ seed: true, ...(config ? { config } : {}) });
  await ctx.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
  await createAdmin(ctx.db);
  const admin = new TestClient(ctx.app);
  await admin.login(ADMIN.username, ADMIN.password);
  return { ctx, admin, diner: new TestClient(ctx.app) };
}

/** Polls `probe` every 100 ms until it gives a value (background jobs, deliveries), or fails after `timeoutMs`. */
export async function until<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An empty database on the test server, named with the run's prefix (so it is dropped with the run's others). */
export async function emptyTestDatabase(label: string): Promise<{ name: string; url: string }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `${inject('templateDatabase')}_${label}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * A sign-in link for the email as the account module stores it (only the token's hash), without going
 * through the mailbox: for tests about what a signed-in diner may do, not about the link's email.
 */
export async function dinerSignInToken(db: TDb, email: string, expiresInMs = 15 * 60_000): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(dinerSignInLinks).values({
    tokenHash: createHash('sha256').update(token).digest('base64url'),
    email: email.trim().toLowerCase(),
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return token;
}

/** A TestClient signed in as the diner of the email (a new account at its first sign-in). */
export async function signInDiner(client: TestClient, db: TDb, email: string): Promise<void> {
  const res = await client.post('/api/account/sign-in', { token: await dinerSignInToken(db, email) });
  if (res.statusCode !== 200) throw new Error(`diner sign-in failed: ${res.statusCode} ${res.body}`);
}
