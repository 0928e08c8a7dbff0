// Which entry `npm start` runs (docs/decisions/017-demo-workspace.md): the demo restaurant
// (demo/dist/main.js: the product plus the demo's data) when SEED_DEMO is on, else the product alone
// (server/dist/main.js, which never seeds). Shared by scripts/start.mjs and scripts/dev.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * SEED_DEMO read as server/src/config.ts reads it (server/test/start-entry.test.ts holds them
 * together): true/1/yes/on, false/0/no/off, unset or blank meaning on for the embedded database (no
 * DATABASE_URL). Any other value picks the product alone, whose configuration check names the mistake.
 */
export function demoWanted(env = process.env) {
  const value = (env.SEED_DEMO ?? '').trim();
  if (value === '') return (env.DATABASE_URL ?? '').trim() === '';
  return ['true', '1', 'yes', 'on'].includes(value);
}

/** The workspace `npm start` runs for this environment, and its built entry. */
export function startEntry(env = process.env) {
  const workspace = demoWanted(env) ? 'demo' : 'server';
  return { workspace, file: path.join(root, workspace, 'dist', 'main.js') };
}
