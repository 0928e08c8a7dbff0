// The app as the browser tests see it: the production build on a fresh embedded database, with the demo
// restaurant (demo/dist/main.js, what `npm start` runs with SEED_DEMO on).
import fs from 'node:fs';
import path from 'node:path';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
await import(path.resolve(import.meta.dirname, '../demo/dist/main.js'));
