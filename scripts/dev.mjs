// `npm run dev`: the API with reload on :8080 (embedded PostgreSQL in ./data) and Vite on :5173. The API
// is the entry `npm start` would run: the demo restaurant's unless SEED_DEMO is off.
import { spawn } from 'node:child_process';
import { startEntry } from './start-entry.mjs';

const env = {
  ...process.env,
  TRUSTED_ORIGINS: 'http://localhost:5173',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
};
const children = [
  spawn('npx', ['tsx', 'watch', 'src/main.ts'], { cwd: startEntry().workspace, stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { cwd: 'web', stdio: 'inherit', env }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
