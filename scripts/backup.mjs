// `npm run backup [-- --out FILE]`: a consistent, compressed backup of the embedded database in
// DATA_DIR while the app runs (server/src/cli/backup.ts). Builds the server first when needed.
import { runBackupCli } from './backup-cli.mjs';

await runBackupCli('backup', process.argv.slice(2));
