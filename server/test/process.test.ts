import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real `main.ts` as a process on an embedded PostgreSQL: one owner per data directory, recovery
 * after SIGKILL, and a clean stop on SIGTERM. Uses tsx so it needs no build.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-proc-'));
fs.chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  // A postgres left behind by a failed assertion must not outlive the test.
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    try {
      process.kill(pid, 'SIGQUIT');
    } catch {}
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type TRun = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function run(): TRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'correct horse battery',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function readyUrl(r: TRun): Promise<string> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const match = /Ready: (http:\/\/localhost:\d+)/.exec(r.output());
    if (match?.[1]) return match[1];
    if (r.child.exitCode !== null) throw new Error(`exited early:\n${r.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready:\n${r.output()}`);
}

function postgresRunningFor(dir: string): boolean {
  const out = execFileSync('ps', ['-eo', 'args']).toString();
  return out.split('\n').some((line) => line.includes('/postgres -D') && line.includes(dir));
}

describe('the app process on the embedded database', () => {
  let menuCount = 0;

  it('starts, seeds the demo restaurant and refuses a second process on the same DATA_DIR', async () => {
    const first = run();
    const url = await readyUrl(first);
    const menu = (await (await fetch(`${url}/api/menu-items`)).json()) as unknown[];
    menuCount = menu.length;
    expect(menuCount).toBeGreaterThanOrEqual(45);

    const second = run();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another app process/);
    // The first one is unharmed.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
  }, 90_000);

  it('recovers after SIGKILL with the data intact, and stops cleanly on SIGTERM', async () => {
    expect(postgresRunningFor(dataDir)).toBe(true); // the killed app's server is still there
    const again = run();
    const url = await readyUrl(again);
    expect(again.output()).toMatch(/left by an earlier run/);
    const menu = (await (await fetch(`${url}/api/menu-items`)).json()) as unknown[];
    expect(menu).toHaveLength(menuCount); // not seeded twice

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(postgresRunningFor(dataDir)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  }, 90_000);
});
