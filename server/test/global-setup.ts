import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';
import { ensureDatabaseRoles, roleUrl, type TDatabaseRoles } from '../src/db/roles';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a database on the test server with the right to CREATE DATABASE. */
    adminDatabaseUrl: string;
    /** Migrated template every test file copies its own database from. */
    templateDatabase: string;
    /** This run's owner and app roles: the app under test connects as the app role, as in production. */
    databaseRoles: TDatabaseRoles;
  }
}

/**
 * One PostgreSQL for the whole run: the machine's server when TEST_DATABASE_URL is set (CI runs
 * both), else an embedded one in a temporary directory. A migrated template is made once; each
 * test file gets a copy (CREATE DATABASE ... TEMPLATE), so files run in parallel without sharing state.
 */
export default async function setup(project: TestProject) {
  let embedded: TEmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-test-pg-'));
    fs.chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir,
      database: 'postgres',
      log: { info() {}, warn: console.warn, error: console.error },
      roles: false,
    });
    adminUrl = embedded.url;
  }
  const template = `test_template_${process.pid}`;
  // Roles are the server's, not a database's: this run's own names, so runs sharing a server never meet.
  const roles: TDatabaseRoles = {
    owner: { name: `test_owner_${process.pid}`, password: randomBytes(18).toString('base64url') },
    app: { name: `test_app_${process.pid}`, password: randomBytes(18).toString('base64url') },
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  // As `npm start` does: the roles, then the migrations as the owner.
  await ensureDatabaseRoles(templateUrl.toString(), roles);
  await runMigrations(roleUrl(templateUrl.toString(), roles.owner));

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
  project.provide('databaseRoles', roles);

  return async () => {
    // Drop what this run created on a shared server; an embedded one goes away whole.
    const rows = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`${template}_f%`, template],
    );
    for (const { datname } of rows.rows) {
      await admin
        .query(`drop database if exists ${admin.escapeIdentifier(datname)} with (force)`)
        .catch(() => {});
    }
    for (const role of [roles.app.name, roles.owner.name])
      await admin.query(`drop role if exists ${admin.escapeIdentifier(role)}`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
