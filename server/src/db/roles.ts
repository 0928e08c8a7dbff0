import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { JOBS_SCHEMA } from '../jobs/queue';

/**
 * Least privilege in the database (docs/decisions/016-least-privilege-database-role.md): an owner role
 * owns the schemas and tables and runs the migrations (ours and pg-boss's); the app role that serves
 * requests and runs jobs can only read and write the tables. Neither is a superuser.
 */

export type TRoleLogin = { name: string; password: string };
export type TDatabaseRoles = { owner: TRoleLogin; app: TRoleLogin };

/** The embedded database's roles; their passwords are kept in DATA_DIR beside the superuser's. */
const EMBEDDED_ROLES = {
  owner: { name: 'restaurant_owner', file: 'postgres-owner-password' },
  app: { name: 'restaurant_app', file: 'postgres-app-password' },
} as const;

/** Where the app role reads and writes: our tables and pg-boss's. */
const APP_SCHEMAS = ['public', JOBS_SCHEMA];
/** What the owner owns: the above and drizzle's record of applied migrations (the app role has no access). */
const OWNED_SCHEMAS = [...APP_SCHEMAS, 'drizzle'];
const TABLE_PRIVILEGES = 'select, insert, update, delete';
const SEQUENCE_PRIVILEGES = 'usage, select, update';
/** Not a superuser, cannot create databases or roles, no replication, no bypassing row security. */
const ROLE_OPTIONS = 'login nosuperuser nocreatedb nocreaterole noreplication nobypassrls';

/** `url` with another user and password (same server and database). */
export function roleUrl(url: string, login: TRoleLogin): string {
  const next = new URL(url);
  next.username = encodeURIComponent(login.name);
  next.password = encodeURIComponent(login.password);
  return next.toString();
}

/**
 * A SCRAM-SHA-256 secret as PostgreSQL stores it (RFC 5803), so the clear password never appears in a
 * statement (nor in the server's log if the statement fails). Our passwords are ASCII, which SASLprep
 * leaves as it is.
 */
function scramSecret(password: string, iterations = 4096): string {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** The password kept in `file` (mode 0600), generated on first use. */
function keptPassword(file: string): string {
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept) {
      fs.chmodSync(file, 0o600);
      return kept;
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const password = randomBytes(24).toString('base64url');
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, password, { mode: 0o600 });
  fs.renameSync(partial, file);
  return password;
}

/** The embedded database's role logins, their passwords generated on first use. */
export function embeddedRoleLogins(dataDir: string): TDatabaseRoles {
  return {
    owner: {
      name: EMBEDDED_ROLES.owner.name,
      password: keptPassword(path.join(dataDir, EMBEDDED_ROLES.owner.file)),
    },
    app: {
      name: EMBEDDED_ROLES.app.name,
      password: keptPassword(path.join(dataDir, EMBEDDED_ROLES.app.file)),
    },
  };
}

/** The logins of a running app's embedded roles, or undefined when it has not made them (an older release). */
export function existingEmbeddedRoleLogins(dataDir: string): TDatabaseRoles | undefined {
  const read = (file: string) => {
    try {
      return fs.readFileSync(path.join(dataDir, file), 'utf8').trim() || undefined;
    } catch {
      return undefined;
    }
  };
  const owner = read(EMBEDDED_ROLES.owner.file);
  const app = read(EMBEDDED_ROLES.app.file);
  if (!owner || !app) return undefined;
  return {
    owner: { name: EMBEDDED_ROLES.owner.name, password: owner },
    app: { name: EMBEDDED_ROLES.app.name, password: app },
  };
}

/**
 * The database's own grants, as a superuser: the owner owns it (and may create schemas: pg-boss and
 * drizzle make theirs), nobody else but the app role may connect, nobody may create temporary tables.
 * Database-level grants are not copied by CREATE DATABASE ... TEMPLATE, so the tests' copies need it too.
 */
export async function grantDatabase(client: pg.ClientBase, database: string, roles: TDatabaseRoles) {
  const db = client.escapeIdentifier(database);
  const owner = client.escapeIdentifier(roles.owner.name);
  const app = client.escapeIdentifier(roles.app.name);
  await client.query(`alter database ${db} owner to ${owner}`);
  await client.query(`revoke all on database ${db} from public`);
  await client.query(`revoke all on database ${db} from ${app}`);
  await client.query(`grant connect on database ${db} to ${app}`);
}

/**
 * The statements that make every object in the schemas ($1) the owner's ($2): for a database made before
 * the roles, where the superuser owned all. Each query runs after the statements of the one before.
 */
const OWNER_ID = '(select oid from pg_roles where rolname = $2::text)';
const TRANSFER_OWNERSHIP = [
  `select format('alter schema %I owner to %I', nspname, $2::text) as statement from pg_namespace
    where nspname = any($1::text[]) and nspowner <> ${OWNER_ID}`,
  // Tables first: their indexes, triggers and column sequences (serial, identity) follow them.
  `select format('alter %s %I.%I owner to %I',
                 case c.relkind when 'v' then 'view' when 'm' then 'materialized view' else 'table' end,
                 n.nspname, c.relname, $2::text) as statement
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm') and c.relowner <> ${OWNER_ID}`,
  `select format('alter sequence %I.%I owner to %I', n.nspname, c.relname, $2::text) as statement
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any($1::text[]) and c.relkind = 'S' and c.relowner <> ${OWNER_ID}`,
  // Enums, domains, ranges and free-standing composite types (a table's row type follows the table).
  `select format('alter %s %I.%I owner to %I', case t.typtype when 'd' then 'domain' else 'type' end,
                 n.nspname, t.typname, $2::text) as statement
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = any($1::text[]) and t.typowner <> ${OWNER_ID}
      and (t.typtype in ('e', 'd', 'r')
           or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))`,
  `select format('alter routine %s owner to %I', p.oid::regprocedure, $2::text) as statement
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = any($1::text[]) and p.proowner <> ${OWNER_ID}`,
];

async function transferOwnership(client: pg.ClientBase, schemas: string[], owner: string) {
  for (const query of TRANSFER_OWNERSHIP) {
    const { rows } = await client.query<{ statement: string }>(query, [schemas, owner]);
    for (const { statement } of rows) await client.query(statement);
  }
}

/**
 * Creates or corrects the owner and app roles and their rights on the app's database, as a superuser
 * connected to that database (`superuserUrl`). Safe at every start; a database made before the roles
 * (everything owned by the superuser) is handed to the owner, and the app role gets its grants.
 */
export async function ensureDatabaseRoles(superuserUrl: string, roles: TDatabaseRoles): Promise<void> {
  const client = new pg.Client({ connectionString: superuserUrl, application_name: 'restaurant-setup' });
  await client.connect();
  try {
    await client.query('begin');
    const database =
      (await client.query<{ db: string }>('select current_database() as db')).rows[0]?.db ?? '';
    for (const login of [roles.owner, roles.app]) {
      const role = client.escapeIdentifier(login.name);
      const secret = client.escapeLiteral(scramSecret(login.password));
      const exists = await client.query('select 1 from pg_roles where rolname = $1', [login.name]);
      await client.query(
        `${exists.rowCount ? 'alter' : 'create'} role ${role} with ${ROLE_OPTIONS} password ${secret}`,
      );
      // A member of pg_read_server_files, pg_execute_server_program, ... would have their rights.
      const memberships = await client.query<{ role: string; grantor: string }>(
        `select roleid::regrole::text as role, grantor::regrole::text as grantor from pg_auth_members
          where member = (select oid from pg_roles where rolname = $1)`,
        [login.name],
      );
      for (const m of memberships.rows)
        await client.query(`revoke ${m.role} from ${role} granted by ${m.grantor}`);
    }
    await grantDatabase(client, database, roles);
    const owner = client.escapeIdentifier(roles.owner.name);
    const app = client.escapeIdentifier(roles.app.name);
    // pg-boss's schema exists before its tables, so the default privileges below can name it.
    await client.query(
      `create schema if not exists ${client.escapeIdentifier(JOBS_SCHEMA)} authorization ${owner}`,
    );
    await transferOwnership(client, OWNED_SCHEMAS, roles.owner.name);
    // Only the owner creates in them (PostgreSQL 15+ no longer lets PUBLIC create in `public`; older databases did).
    await client.query('revoke create on schema public from public');
    const schemas = APP_SCHEMAS.map((s) => client.escapeIdentifier(s)).join(', ');
    await client.query(`grant usage on schema ${schemas} to ${app}`);
    // Exactly these rights on what exists now (no TRUNCATE, REFERENCES or TRIGGER)...
    await client.query(`revoke all on all tables in schema ${schemas} from ${app}`);
    await client.query(`grant ${TABLE_PRIVILEGES} on all tables in schema ${schemas} to ${app}`);
    await client.query(`revoke all on all sequences in schema ${schemas} from ${app}`);
    await client.query(`grant ${SEQUENCE_PRIVILEGES} on all sequences in schema ${schemas} to ${app}`);
    // ...and on what later migrations create (as the owner).
    await client.query(
      `alter default privileges for role ${owner} in schema ${schemas} grant ${TABLE_PRIVILEGES} on tables to ${app}`,
    );
    await client.query(
      `alter default privileges for role ${owner} in schema ${schemas} grant ${SEQUENCE_PRIVILEGES} on sequences to ${app}`,
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * The tables the role at `url` cannot read and write, for a clear refusal at start instead of errors on
 * the first order (with DATABASE_MIGRATION_URL, when the default privileges were not set up).
 */
export async function tablesWithoutAccess(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, application_name: 'restaurant-setup' });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1) and c.relkind in ('r', 'p')
          and not (has_schema_privilege(n.oid, 'usage') and has_table_privilege(c.oid, 'select')
                   and has_table_privilege(c.oid, 'insert') and has_table_privilege(c.oid, 'update')
                   and has_table_privilege(c.oid, 'delete'))
        order by 1`,
      [APP_SCHEMAS],
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}
