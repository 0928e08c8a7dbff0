// Shared by scripts/backup.mjs and scripts/restore.mjs: build the server if needed, then run its CLI.
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** File names are the caller's: npm runs scripts in the project folder, INIT_CWD is where it was typed. */
function callersPath(file) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export async function runBackupCli(command, args) {
  const resolved = args.map((arg, i) =>
    !arg.startsWith('--') && (command === 'restore' || args[i - 1] === '--out') ? callersPath(arg) : arg,
  );
  execFileSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    stdio: 'inherit',
  });
  const cli = path.join(root, 'server/dist/cli/backup.js');
  if (!fs.existsSync(cli)) execSync('npm run build -w server', { cwd: root, stdio: 'inherit' });
  process.argv = [process.argv[0], cli, command, ...resolved];
  await import(cli);
}
