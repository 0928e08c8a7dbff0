import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadDatabaseConfig } from '../config';
import { DataDirInUseError, startEmbeddedPostgres, type TEmbeddedPostgres } from '../db/embedded-postgres';
import {
  backupEmbedded,
  backupFileName,
  formatSize,
  prepareBackupDir,
  restoreEmbedded,
} from '../modules/backups';

const USAGE = `Usage:
  npm run backup [-- --out FILE]   a consistent, compressed backup of the embedded database, while the app runs
  npm run restore -- FILE          brings a backup back into the stopped data directory DATA_DIR
Both use the embedded database in DATA_DIR (default ./data). With DATABASE_URL, use PostgreSQL's own
pg_dump and pg_restore (README, "Backups").`;

const EXTERNAL = `DATABASE_URL is set: back up and restore an external PostgreSQL with its own tools, pg_dump -Fc and pg_restore (README, "Backups").`;

async function backup(args: string[]): Promise<number> {
  const config = loadDatabaseConfig();
  if (!config.ok) {
    console.error(`The configuration is not valid:\n  - ${config.errors.join('\n  - ')}`);
    return 1;
  }
  if (config.config.databaseUrl) {
    console.error(EXTERNAL);
    return 1;
  }
  const outIndex = args.indexOf('--out');
  if (outIndex >= 0 && !args[outIndex + 1]) {
    console.error(USAGE);
    return 2;
  }
  const backupDir = process.env.BACKUP_DIR?.trim();
  const dir = path.resolve(backupDir || path.join(config.config.dataDir, 'backups'));
  const file = outIndex >= 0 ? (args[outIndex + 1] as string) : path.join(dir, backupFileName(new Date()));
  const { dataDir } = config.config;
  if (!fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) {
    console.error(`There is no embedded database in ${dataDir} (set DATA_DIR as for npm start).`);
    return 1;
  }
  // The nightly folder must be private (as at the app's boot); a folder given with --out is created
  // 0700 when missing, and the backup is written there exclusively, 0600, whatever else is in it.
  if (outIndex < 0) prepareBackupDir(dir, backupDir ? 'BACKUP_DIR' : undefined);
  const started = Date.now();
  // While the app runs, its PostgreSQL is backed up as it serves; otherwise it is started for the backup.
  let embedded: TEmbeddedPostgres | undefined;
  try {
    embedded = await startEmbeddedPostgres({
      dataDir,
      log: { info() {}, warn: console.warn, error: console.error },
    });
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
  }
  let result: Awaited<ReturnType<typeof backupEmbedded>>;
  try {
    result = await backupEmbedded({ dataDir, file, ...(embedded ? { url: embedded.url } : {}) });
  } finally {
    await embedded?.stop();
  }
  console.log(
    `Backed up the database to ${result.file} (${formatSize(result.sizeBytes)}, ${((Date.now() - started) / 1000).toFixed(1)} s). Keep a copy on another machine.`,
  );
  return 0;
}

async function restore(args: string[]): Promise<number> {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  const config = loadDatabaseConfig();
  if (!config.ok) {
    console.error(`The configuration is not valid:\n  - ${config.errors.join('\n  - ')}`);
    return 1;
  }
  if (config.config.databaseUrl) {
    console.error(EXTERNAL);
    return 1;
  }
  const { dataDir } = config.config;
  const { manifest, keptAside } = await restoreEmbedded({ dataDir, file });
  if (keptAside) console.log(`The database that was in ${dataDir} is kept in ${keptAside}.`);
  // Replays the backup's WAL now, so a damaged backup shows here rather than at the next start.
  const embedded = await startEmbeddedPostgres({
    dataDir,
    log: { info() {}, warn: console.warn, error: console.error },
  });
  try {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    const orders = await client.query<{ n: string }>('select count(*)::text as n from orders');
    await client.end();
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${dataDir} (${orders.rows[0]?.n ?? 0} orders). Start the app with npm start.`,
    );
  } finally {
    await embedded.stop();
  }
  return 0;
}

const [command, ...rest] = process.argv.slice(2);
const run = command === 'backup' ? backup : command === 'restore' ? restore : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
run(rest).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
