// `npm run typecheck`: `tsc --noEmit` for every workspace that has a tsconfig.json, as many at a time as
// the machine has cores (tsc uses one; run one after another, the five took 24 s on two cores, the web's
// alone 10 s). Each project's messages are printed together once it is done; any error fails the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** How many TypeScript files a workspace has: the larger ones start first, so the lanes end together. */
function size(workspace) {
  return fs
    .readdirSync(path.join(root, workspace), { recursive: true })
    .filter((f) => !String(f).includes('node_modules') && /\.(ts|tsx|mts)$/.test(String(f))).length;
}

const projects = workspaces
  .filter((w) => fs.existsSync(path.join(root, w, 'tsconfig.json')))
  .map((w) => ({ name: w, size: size(w) }))
  .sort((a, b) => b.size - a.size)
  .map((p) => p.name);

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`tsc --noEmit -p ${project}: ${code === 0 ? 'ok' : 'errors'} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const lanes = Math.max(1, Math.min(queue.length, os.availableParallelism()));
const results = await Promise.all(
  Array.from({ length: lanes }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
if (results.includes(false)) process.exit(1);
