// `npm start`: builds whatever is missing or older than its sources, then runs the server in this
// process (so Ctrl-C and SIGTERM reach it directly): the demo restaurant's entry when SEED_DEMO is on
// (the default with the embedded database), the product alone otherwise (scripts/start-entry.mjs).
// `--build-only` just builds what that start would run (used by `prepare`, `npm run admin`, ...).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEntry } from './start-entry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const entry = startEntry();
const bundler = 'scripts/bundle-node.mjs';
const targets = [
  {
    name: 'web',
    output: path.join(root, 'web/dist/index.html'),
    // The whole workspace (its Vite plugins, package.json...), less node_modules and dist.
    sources: ['web', 'shared/src'],
  },
  // Always: the admin and backup command lines live beside the product's entry.
  {
    name: 'server',
    output: path.join(root, 'server/dist/main.js'),
    sources: ['server/src', 'server/build.mjs', 'shared/src', bundler],
  },
  ...(entry.workspace === 'demo'
    ? [
        {
          name: 'demo',
          output: path.join(root, 'demo/dist/main.js'),
          sources: ['demo/src', 'demo/build.mjs', 'server/src', 'shared/src', bundler],
        },
      ]
    : []),
];

for (const target of targets) {
  const built = fs.existsSync(target.output) ? fs.statSync(target.output).mtimeMs : 0;
  const sourcesAt = Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
  if (built === 0 || sourcesAt > built) {
    console.log(`[restaurant] Building ${target.name}...`);
    execSync(`npm run build -w ${target.name}`, { cwd: root, stdio: 'inherit' });
  }
}

if (!process.argv.includes('--build-only')) {
  await import(entry.file);
}
