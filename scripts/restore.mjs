// `npm run restore -- FILE`: brings a backup made by `npm run backup` back into the stopped DATA_DIR.
import { runBackupCli } from './backup-cli.mjs';

await runBackupCli('restore', process.argv.slice(2));
