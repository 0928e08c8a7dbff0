import { createInterface } from 'node:readline/promises';
import { loadDatabaseConfig } from '../config';
import { createDb, createPool } from '../db/client';
import {
  DataDirInUseError,
  runningEmbeddedRoleUrls,
  startEmbeddedPostgres,
  type TEmbeddedPostgres,
} from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { generatePassword, hashPassword } from '../lib/password';
import { sessionRepository } from '../modules/auth';
import { usersRepository } from '../modules/users';

const USAGE = `Usage:
  npm run admin -- create <username>          create an admin (asks for a password, or generates one)
  npm run admin -- reset-password <username>  set a new password for an existing user and sign them out everywhere
Uses DATABASE_URL (and DATABASE_MIGRATION_URL) when set, else the embedded database in DATA_DIR (default ./data), even while the app runs.
Set ADMIN_PASSWORD to give the password without a prompt.`;

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return generatePassword();
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('New password (empty to generate one): ');
  rl.close();
  return answer.trim() === '' ? generatePassword() : answer;
}

async function run(): Promise<number> {
  const [command, rawUsername] = process.argv.slice(2);
  const username = rawUsername?.trim();
  if (!command || !username || !['create', 'reset-password'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  // Only where the database is: ADMIN_PASSWORD is this command's input (no ADMIN_USERNAME needed), and
  // managing admins takes no payments (no provider needs to be chosen for it).
  const result = loadDatabaseConfig();
  if (!result.ok) {
    console.error(`The configuration is not valid:\n  - ${result.errors.join('\n  - ')}`);
    return 1;
  }
  const config = result.config;
  let embedded: TEmbeddedPostgres | undefined;
  // As the app: migrations as the owner, the users' rows as the app role (DATABASE_URL alone: one role).
  let url = config.databaseUrl;
  let migrationUrl = config.databaseMigrationUrl ?? config.databaseUrl;
  if (!url) {
    try {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        log: { info() {}, warn: console.warn, error: console.error },
      });
      url = embedded.appUrl;
      migrationUrl = embedded.ownerUrl;
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err;
      // The app is running: use its server.
      ({ appUrl: url, ownerUrl: migrationUrl } = runningEmbeddedRoleUrls(config.dataDir));
    }
  }
  const pool = createPool(url, 1);
  try {
    await runMigrations(migrationUrl ?? url);
    const db = createDb(pool);
    const repo = usersRepository(db);
    const password = await askPassword();
    if (password.length < 8) {
      console.error('The password must be at least 8 characters.');
      return 1;
    }
    const existing = await repo.findByUsername(username);
    if (command === 'create') {
      if (existing) {
        console.error(`A user named '${existing.username}' already exists. Use reset-password.`);
        return 1;
      }
      await repo.insert({ username, email: '', role: 'ADMIN', passwordHash: await hashPassword(password) });
      console.log(`Created admin '${username}'.`);
    } else {
      if (!existing) {
        console.error(`There is no user named '${username}'.`);
        return 1;
      }
      await repo.setPassword(existing.id, await hashPassword(password));
      // As the users screen does on a password change: whoever holds a session of theirs is out.
      await sessionRepository(db).deleteForUser(existing.id);
      console.log(`Set a new password for '${existing.username}' and signed them out everywhere.`);
    }
    if (password !== process.env.ADMIN_PASSWORD) console.log(`Password: ${password}`);
    return 0;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

run().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
