import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDb, createPool } from '../src/db/client';
import { migrationsFolder, runMigrations } from '../src/db/migrate';
import { TestClient } from './client';
import { createAdmin, emptyTestDatabase, testConfig } from './helpers';

/**
 * An upgrade keeps every row. A database as the previous release made it (its
 * migrations, up to 0014, and rows in every table as its code wrote them: fixtures/release-0014.sql)
 * gets today's migrations, as `npm start` applies them; every row stays with the same values in
 * every column it had, and the new columns hold their defaults.
 */
const PREVIOUS_RELEASE_LAST_MIGRATION = 14;
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'release-0014.sql');

/** The migrations folder as the previous release shipped it: the journal cut after its last one. */
function previousReleaseMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0014-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= PREVIOUS_RELEASE_LAST_MIGRATION);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

type TColumn = {
  table: string;
  column: string;
  default: string | null;
  nullable: boolean;
  generated: boolean;
};

async function columns(client: pg.Client): Promise<TColumn[]> {
  const { rows } = await client.query<TColumn>(
    `select table_name as "table", column_name as "column", column_default as "default",
            is_nullable = 'YES' as nullable, is_generated = 'ALWAYS' as generated
       from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  return rows;
}

/** Every row of every table, as JSON of the given columns only, in a stable order. */
async function contents(client: pg.Client, of: TColumn[]): Promise<Record<string, string[]>> {
  const tables = [...new Set(of.map((c) => c.table))];
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const list = of.filter((c) => c.table === table).map((c) => client.escapeIdentifier(c.column));
    const { rows } = await client.query<{ row: string }>(
      `select row_to_json(t)::text as row from (select ${list.join(', ')} from ${client.escapeIdentifier(table)}) t
        order by 1`,
    );
    result[table] = rows.map((r) => r.row);
  }
  return result;
}

const { url } = await emptyTestDatabase('fupgrade');
const client = new pg.Client({ connectionString: url });
await client.connect();
const pool = createPool(url, 1);
afterAll(async () => {
  await client.end();
  await pool.end();
});

describe('upgrading a database of the previous release', () => {
  let before: TColumn[] = [];
  let beforeRows: Record<string, string[]> = {};

  it('has the previous release’s schema with rows in every table', async () => {
    await migrate(drizzle(client), { migrationsFolder: previousReleaseMigrations() });
    await client.query(fs.readFileSync(FIXTURE, 'utf8'));
    before = await columns(client);
    beforeRows = await contents(client, before);
    const empty = Object.entries(beforeRows).filter(([, rows]) => rows.length === 0);
    expect(empty.map(([table]) => table)).toEqual([]);
    expect(Object.keys(beforeRows).length).toBeGreaterThanOrEqual(20);
    // The release before printing (0016) had no print status.
    expect(before.some((c) => c.table === 'orders' && c.column === 'print_status')).toBe(false);
  });

  it('keeps every row and every old column’s value through today’s migrations', async () => {
    await runMigrations(url);
    const after = await columns(client);
    // No column of the old release went missing...
    const missing = before.filter((b) => !after.some((a) => a.table === b.table && a.column === b.column));
    expect(missing).toEqual([]);
    // ...and each holds what it held, row for row.
    expect(await contents(client, before)).toEqual(beforeRows);
  });

  it('gives the old rows the new columns’ defaults', async () => {
    const after = await columns(client);
    const oldTables = new Set(before.map((c) => c.table));
    const added = after.filter(
      (a) => oldTables.has(a.table) && !before.some((b) => b.table === a.table && b.column === a.column),
    );
    expect(added.length).toBeGreaterThan(0);
    for (const column of added) {
      const name = client.escapeIdentifier(column.column);
      const table = client.escapeIdentifier(column.table);
      // Defaults that are a value (not now(), a sequence, ...) must be in every old row; no default: null.
      if (column.generated) continue;
      const constant = column.default !== null && !/\(/.test(column.default);
      if (column.default !== null && !constant) continue;
      const expected = constant ? column.default : 'null';
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from ${table} where ${name} is distinct from ${expected}`,
      );
      expect(rows[0]?.n, `${column.table}.${column.column} = ${expected}`).toBe(0);
    }
    // The one computed column: the phone number for staff's search, filled in for the old orders.
    const phones = await client.query<{ id: string; key: string }>(
      'select id, customer_phone_key as key from orders order by id',
    );
    expect(Object.fromEntries(phones.rows.map((r) => [r.id, r.key]))).toEqual({
      H3N6B1VD: '0795556677',
      K7M2P9QX: '0780000000',
      R4T8W2ZC: '0791234567',
      Z9Y8X7W6: '0620001122',
    });
    const status = await client.query('select distinct print_status from orders');
    expect(status.rows).toEqual([{ print_status: 'NONE' }]);
  });

  it('serves the old data with today’s code', async () => {
    const app = await buildApp(testConfig({ databaseUrl: url }));
    try {
      await app.ready();
      const menu = await app.inject({ url: '/api/menu-items' });
      expect(menu.statusCode).toBe(200);
      expect((menu.json() as { name: string }[]).map((m) => m.name)).toEqual(
        expect.arrayContaining(['Green Curry Chicken', 'Tofu Pad Thai']),
      );
      const info = await app.inject({ url: '/api/restaurant-info/current' });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toMatchObject({ name: 'Bangkok Olten' });
      // A diner tracks an order placed before the upgrade: its lines and times as they were.
      const tracked = await app.inject({ url: '/api/orders/track?orderId=K7M2P9QX&email=luca@example.ch' });
      expect(tracked.statusCode).toBe(200);
      expect(tracked.json()).toMatchObject({ id: 'K7M2P9QX', status: 'CONFIRMED' });
      // The back office reads every old order, and the reservations, in its lists.
      await createAdmin(createDb(pool), 'upgrade-admin', 'upgrade-password-1');
      const admin = new TestClient(app);
      await admin.login('upgrade-admin', 'upgrade-password-1');
      const order = await admin.get('/api/orders/K7M2P9QX');
      expect(order.statusCode).toBe(200);
      expect(order.json()).toMatchObject({
        id: 'K7M2P9QX',
        totalPrice: 50.38,
        status: 'CONFIRMED',
        specialInstructions: 'Bitte klingeln bei «Rossi»\n2. Stock',
        orderItems: [{ name: 'Green Curry Chicken', quantity: 2, unitPrice: 24.5 }],
        enteredBy: null,
        printStatus: 'NONE',
      });
      for (const list of ['/api/admin/orders', '/api/admin/buffet-orders', '/api/admin/reservations']) {
        const res = await admin.get(list);
        expect(res.statusCode, list).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
