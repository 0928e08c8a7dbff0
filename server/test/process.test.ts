import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedMain } from './main-process';

/**
 * The real app as a process, as `npm start` runs it (the demo restaurant's entry): one owner per data
 * directory, recovery after SIGKILL, a clean stop.
 */
const { dataDir, run } = embeddedMain('restaurant-proc-', { entry: 'demo' });

function postgresRunningFor(dir: string): boolean {
  const out = execFileSync('ps', ['-eo', 'args']).toString();
  return out.split('\n').some((line) => line.includes('/postgres -D') && line.includes(dir));
}

describe('the app process on the embedded database', () => {
  let menuCount = 0;

  it('starts, seeds the demo restaurant and refuses a second process on the same DATA_DIR', async () => {
    const first = run();
    const url = await first.ready();
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
    const url = await again.ready();
    expect(again.output()).toMatch(/left by an earlier run/);
    const menu = (await (await fetch(`${url}/api/menu-items`)).json()) as unknown[];
    expect(menu).toHaveLength(menuCount); // not seeded twice

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(postgresRunningFor(dataDir)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  }, 90_000);
});
