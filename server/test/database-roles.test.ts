import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { seedDemo } from '@app/demo/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { createDb, createPool } from '../src/db/client';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';
import { ensureDatabaseRoles, roleUrl, type TDatabaseRoles, tablesWithoutAccess } from '../src/db/roles';
import { TestClient } from './client';
import {
  ADMIN,
  createAdmin,
  emptyTestDatabase,
  placeTakeaway,
  seededMenuItemId,
  setupOpenRestaurant,
  testConfig,
  until,
} from './helpers';
import { embeddedMain } from './main-process';

/**
 * Least privilege in the database (docs/decisions/016-least-privilege-database-role.md): requests and
 * jobs run as a role that can only read and write the app's tables; migrations run as the owner.
 */
const { ctx, diner } = await setupOpenRestaurant();
const roles = inject('databaseRoles');

/** A pool made as the app makes its own (createPool with the URL the app's config holds). */
const appPool = createPool(ctx.config.databaseUrl, 2);
const appDb = createDb(appPool);
afterAll(() => appPool.end());

async function one<T>(url: string, text: string): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as T | undefined;
  } finally {
    await client.end();
  }
}

/** The database's message for a statement that must fail (drizzle wraps it in a "Failed query" error). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (err) {
    return ((err as Error).cause as Error | undefined)?.message ?? (err as Error).message;
  }
  throw new Error('the statement succeeded');
}

/** Every table, sequence, view, type and routine of the app's schemas whose owner is not `owner`. */
const NOT_OWNED = `
  select nspname || '.' || relname as name from pg_class join pg_namespace n on n.oid = relnamespace
   where nspname in ('public', 'pgboss', 'drizzle') and relkind in ('r', 'p', 'S', 'v', 'm')
     and relowner <> (select oid from pg_roles where rolname = $1)
  union all
  select nspname || '.' || typname from pg_type join pg_namespace n on n.oid = typnamespace
   where nspname in ('public', 'pgboss', 'drizzle') and typtype = 'e'
     and typowner <> (select oid from pg_roles where rolname = $1)
  union all
  select nspname || '.' || proname from pg_proc join pg_namespace n on n.oid = pronamespace
   where nspname in ('public', 'pgboss', 'drizzle') and proowner <> (select oid from pg_roles where rolname = $1)
  union all
  select nspname from pg_namespace
   where nspname in ('public', 'pgboss', 'drizzle') and nspowner <> (select oid from pg_roles where rolname = $1)`;

async function notOwnedBy(url: string, owner: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>(NOT_OWNED, [owner])).rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

describe('the role the app serves requests with', () => {
  it('cannot create a table, a temporary table, a schema or a function', async () => {
    expect(await refusal(appDb.execute(sql`create table x (id int)`))).toMatch(/permission denied/);
    expect(await refusal(appDb.execute(sql`create temporary table x (id int)`))).toMatch(/permission denied/);
    expect(await refusal(appDb.execute(sql`create schema x`))).toMatch(/permission denied/);
    expect(
      await refusal(appDb.execute(sql`create function public.x() returns int language sql as 'select 1'`)),
    ).toMatch(/permission denied/);
  });

  it('cannot run a program or read the server’s files', async () => {
    expect(await refusal(appDb.execute(sql`copy (select 1) to program 'true'`))).toMatch(
      /permission denied|must be superuser/,
    );
    expect(await refusal(appDb.execute(sql`select pg_read_file('PG_VERSION')`))).toMatch(/permission denied/);
    expect(await refusal(appDb.execute(sql`copy (select 1) to '/tmp/least-privilege'`))).toMatch(
      /permission denied|must be superuser/,
    );
  });

  it('cannot truncate, alter or drop the app’s tables, nor read the migrations’ record', async () => {
    expect(await refusal(appDb.execute(sql`truncate orders cascade`))).toMatch(/permission denied/);
    expect(await refusal(appDb.execute(sql`alter table orders add column x int`))).toMatch(/must be owner/);
    expect(await refusal(appDb.execute(sql`drop table rate_limits`))).toMatch(/must be owner/);
    expect(await refusal(appDb.execute(sql`select * from drizzle.__drizzle_migrations`))).toMatch(
      /permission denied/,
    );
  });

  it('is not a superuser, cannot create databases or roles, and is a member of no role', async () => {
    const { rows } = await appDb.execute<{
      rolsuper: boolean;
      rolcreatedb: boolean;
      rolcreaterole: boolean;
      rolreplication: boolean;
      rolbypassrls: boolean;
      memberships: number;
    }>(
      sql`select rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls,
                 (select count(*)::int from pg_auth_members where member = r.oid) as memberships
            from pg_roles r where rolname = current_user`,
    );
    expect(rows).toEqual([
      {
        rolsuper: false,
        rolcreatedb: false,
        rolcreaterole: false,
        rolreplication: false,
        rolbypassrls: false,
        memberships: 0,
      },
    ]);
  });

  it('reads and writes the app’s tables, their sequences included', async () => {
    const user = await createAdmin(appDb, 'least-privilege', 'least-privilege-1');
    const { rows } = await appDb.execute<{ username: string }>(
      sql`select username from users where id = ${user.id}`,
    );
    expect(rows).toEqual([{ username: 'least-privilege' }]);
    await appDb.execute(sql`update users set email = 'lp@example.ch' where id = ${user.id}`);
    await appDb.execute(sql`delete from users where id = ${user.id}`);
    // An order through the API: its rows, its order number, its job in pg-boss's tables, its NOTIFY.
    const id = await placeTakeaway(diner, await seededMenuItemId(ctx.app));
    const job = await until(async () => {
      const { rows } = await ctx.pool.query<{ state: string }>(
        `select j.state from pgboss.job j join emails e on e.id = (j.data->>'emailId')::bigint
          where j.name = 'email' and e.order_id = $1`,
        [id],
      );
      return rows[0];
    });
    expect(job.state).toBeDefined();
  });

  it('is what every connection of the running app uses', async () => {
    const admin = new TestClient(ctx.app);
    await admin.login(ADMIN.username, ADMIN.password);
    expect((await admin.get('/api/admin/food-items')).statusCode).toBe(200);
    // The pool, the job queue's workers and the LISTEN connection (the jobs' pool opens in the background).
    const sessions = await until(async () => {
      const { rows } = await ctx.pool.query<{ app: string; user: string }>(
        `select distinct application_name as app, usename as user from pg_stat_activity
          where datname = current_database() and application_name like 'restaurant%'
            and application_name <> 'restaurant-test-fixtures'
          order by 1, 2`,
      );
      return rows.some((r) => r.app === 'restaurant-jobs') ? rows : undefined;
    });
    expect(sessions).toEqual([
      { app: 'restaurant', user: roles.app.name },
      { app: 'restaurant-jobs', user: roles.app.name },
      { app: 'restaurant-listen', user: roles.app.name },
    ]);
  });
});

describe('the role that runs the migrations', () => {
  it('is another role, no superuser either, and owns every table, sequence, type and routine', async () => {
    await runMigrations(ctx.migrationUrl); // nothing pending: as at every start
    const owner = await one<{ user: string; rolsuper: boolean }>(
      ctx.migrationUrl,
      'select current_user as user, rolsuper from pg_roles where rolname = current_user',
    );
    const app = await one<{ user: string }>(ctx.databaseUrl, 'select current_user as user');
    expect(owner).toEqual({ user: roles.owner.name, rolsuper: false });
    expect(app?.user).toBe(roles.app.name);
    expect(owner?.user).not.toBe(app?.user);
    expect(await notOwnedBy(ctx.migrationUrl, roles.owner.name)).toEqual([]);
    // Whatever a later migration creates, the app role can use (default privileges).
    const owned = new pg.Client({ connectionString: ctx.migrationUrl });
    await owned.connect();
    try {
      await owned.query('create table later_migration (id serial primary key, note text)');
    } finally {
      await owned.end();
    }
    await appDb.execute(sql`insert into later_migration (note) values ('seen')`);
    expect((await appDb.execute(sql`select note from later_migration`)).rows).toEqual([{ note: 'seen' }]);
    expect(await tablesWithoutAccess(ctx.databaseUrl)).toEqual([]);
  });
});

describe('a database made before the roles (an upgrade)', () => {
  it('is handed to the owner, and the app serves its data as the app role', async () => {
    const { name, url } = await emptyTestDatabase('froles');
    // Roles of its own, made here from nothing, as the first start after the update does.
    const suffix = randomBytes(3).toString('hex');
    const own: TDatabaseRoles = {
      owner: { name: `${roles.owner.name}_u${suffix}`, password: randomBytes(12).toString('hex') },
      app: { name: `${roles.app.name}_u${suffix}`, password: randomBytes(12).toString('hex') },
    };
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    onTestFinished(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      for (const role of [own.app.name, own.owner.name]) await admin.query(`drop role if exists ${role}`);
      await admin.end();
    });
    // Today's layout: the superuser migrated and wrote everything (demo data, a waiting job).
    await runMigrations(url);
    const superPool = createPool(url, 1);
    await seedDemo(createDb(superPool));
    await superPool.end();
    // An app role someone made too powerful is put right.
    await admin.query(`create role ${own.app.name} login superuser createdb`);
    await admin.query(`grant pg_read_server_files to ${own.app.name}`);
    const superuser = (await one<{ name: string }>(url, 'select current_user as name'))?.name ?? '';
    // (`public` belongs to pg_database_owner in a new database, PostgreSQL 15+.)
    expect((await notOwnedBy(url, superuser)).filter((n) => n !== 'public')).toEqual([]);

    await ensureDatabaseRoles(url, own);
    await ensureDatabaseRoles(url, own); // at every start: the second changes nothing
    const ownerUrl = roleUrl(url, own.owner);
    const appUrl = roleUrl(url, own.app);
    await runMigrations(ownerUrl);

    expect(await notOwnedBy(url, own.owner.name)).toEqual([]);
    expect(await tablesWithoutAccess(appUrl)).toEqual([]);
    const app = await one<{ rolsuper: boolean; rolcreatedb: boolean; memberships: number }>(
      appUrl,
      `select rolsuper, rolcreatedb, (select count(*)::int from pg_auth_members where member = r.oid) as memberships
         from pg_roles r where rolname = current_user`,
    );
    expect(app).toEqual({ rolsuper: false, rolcreatedb: false, memberships: 0 });

    const server = await buildApp(testConfig({ databaseUrl: appUrl }));
    try {
      await server.ready();
      const menu = await server.inject({ url: '/api/menu-items' });
      expect(menu.statusCode).toBe(200);
      expect((menu.json() as unknown[]).length).toBeGreaterThanOrEqual(45);
      const appDbOfUpgrade = createPool(appUrl, 1);
      try {
        await createAdmin(createDb(appDbOfUpgrade), 'upgraded', 'upgraded-password-1');
      } finally {
        await appDbOfUpgrade.end();
      }
      const staff = new TestClient(server);
      await staff.login('upgraded', 'upgraded-password-1');
      expect((await staff.get('/api/admin/food-items')).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);
});

// `npm start` on the embedded database: the second CI pass (TEST_DATABASE_URL) has nothing to add here.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('the embedded database of npm start', () => {
  const { dataDir, run } = embeddedMain('restaurant-roles-', { entry: 'demo' });

  /** Starts `main.ts` on dataDir; resolves with its URL once ready, and a stop (SIGTERM) that awaits the exit. */
  async function start(): Promise<{ url: string; stop: () => Promise<number | null> }> {
    const main = run();
    const url = await main.ready();
    return {
      url,
      stop: () => {
        main.child.kill('SIGTERM');
        return main.exited;
      },
    };
  }

  async function appConnections(): Promise<string[]> {
    const superuser = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir) });
    await superuser.connect();
    try {
      return await until(async () => {
        const { rows } = await superuser.query<{ app: string; user: string }>(
          `select distinct application_name as app, usename as user from pg_stat_activity
            where datname = 'restaurant' and application_name in ('restaurant', 'restaurant-jobs', 'restaurant-listen')`,
        );
        return new Set(rows.map((r) => r.app)).size === 3 ? [...new Set(rows.map((r) => r.user))] : undefined;
      });
    } finally {
      await superuser.end();
    }
  }

  it('serves with connections of the restricted role, its password kept in DATA_DIR', async () => {
    const app = await start();
    try {
      expect((await fetch(`${app.url}/api/menu-items`)).status).toBe(200);
      expect(await appConnections()).toEqual(['restaurant_app']);
      expect(await notOwnedBy(runningEmbeddedUrl(dataDir), 'restaurant_owner')).toEqual([]);
      for (const file of ['postgres-owner-password', 'postgres-app-password'])
        expect(fs.statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    } finally {
      expect(await app.stop()).toBe(0);
    }
  }, 90_000);

  it('takes over a data directory of the previous release (no roles, the superuser owning all)', async () => {
    // Back to how the previous release left it.
    const embedded = await startEmbeddedPostgres({
      dataDir,
      log: { info() {}, warn() {}, error() {} },
      roles: false,
    });
    try {
      const superuser = new pg.Client({ connectionString: embedded.url });
      await superuser.connect();
      try {
        await superuser.query('reassign owned by restaurant_owner to postgres');
        await superuser.query('drop owned by restaurant_app');
        await superuser.query('drop owned by restaurant_owner');
        await superuser.query('drop role restaurant_app');
        await superuser.query('drop role restaurant_owner');
        // The previous release's database: its owner the superuser, PUBLIC's default rights on it.
        await superuser.query('grant connect, temporary on database restaurant to public');
      } finally {
        await superuser.end();
      }
    } finally {
      await embedded.stop();
    }
    fs.rmSync(path.join(dataDir, 'postgres-owner-password'));
    fs.rmSync(path.join(dataDir, 'postgres-app-password'));

    const app = await start();
    try {
      const menu = (await (await fetch(`${app.url}/api/menu-items`)).json()) as unknown[];
      expect(menu.length).toBeGreaterThanOrEqual(45);
      expect(await appConnections()).toEqual(['restaurant_app']);
      expect(await notOwnedBy(runningEmbeddedUrl(dataDir), 'restaurant_owner')).toEqual([]);
    } finally {
      expect(await app.stop()).toBe(0);
    }
  }, 90_000);
});
