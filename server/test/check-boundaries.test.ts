import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * scripts/check-boundaries.mjs (part of `npm run lint`) on small trees of its own (`--root`): a probe
 * for each rule shows the check fails where it should, not only that today's tree passes.
 */
const script = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'check-boundaries.mjs');
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A tree of the given files (path → text) with a server tsconfig, and the check's run on it. */
function check(files: Record<string, string>): { status: number | null; output: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-boundaries-'));
  roots.push(root);
  const tree = {
    'server/tsconfig.json': JSON.stringify({
      compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true },
      include: ['src'],
    }),
    'server/src/run.ts': 'export const run = () => {};\n',
    'demo/package.json': JSON.stringify({
      name: '@app/demo',
      type: 'module',
      exports: { './*': './src/*.ts' },
    }),
    'demo/src/seed.ts': "import { run } from '../../server/src/run';\nexport const seed = run;\n",
    ...files,
  };
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  // As npm links a workspace: node_modules/@app/demo -> demo.
  fs.mkdirSync(path.join(root, 'node_modules', '@app'), { recursive: true });
  fs.symlinkSync(path.join('..', '..', 'demo'), path.join(root, 'node_modules', '@app', 'demo'));
  const result = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('the import boundaries check', () => {
  it('passes a tree where only the demo imports the server', () => {
    const result = check({ 'server/src/main.ts': "import { run } from './run';\nrun();\n" });
    expect(result.output).toMatch(/none crosses a boundary/);
    expect(result.status).toBe(0);
  });

  it('refuses the server importing the demo, by path or by package name', () => {
    const result = check({
      'server/src/main.ts': "import { seed } from '../../demo/src/seed';\nseed();\n",
      'server/src/cli/seed.ts': "import { seed } from '@app/demo/seed';\nseed();\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toMatch(
      /server\/src\/main\.ts: import '..\/..\/demo\/src\/seed': the server must not import the demo/,
    );
    expect(result.output).toMatch(
      /server\/src\/cli\/seed\.ts: import '@app\/demo\/seed': the server must not/,
    );
  });

  it('refuses a module reaching into another module past its public file', () => {
    const result = check({
      'server/src/modules/orders/index.ts': "export { ordersService } from './service';\n",
      'server/src/modules/orders/service.ts':
        "import { slotsOf } from '../hours/slots';\nexport const ordersService = slotsOf;\n",
      'server/src/modules/hours/index.ts': "export { hoursService } from './service';\n",
      'server/src/modules/hours/service.ts': 'export const hoursService = 1;\n',
      'server/src/modules/hours/slots.ts': 'export const slotsOf = 1;\n',
      'server/src/services.ts':
        "import { hoursService } from './modules/hours';\nimport { ordersService } from './modules/orders/service';\nexport const all = [hoursService, ordersService];\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toMatch(
      /server\/src\/modules\/orders\/service\.ts: import '..\/hours\/slots': module 'orders' may use module 'hours' only through modules\/hours\/index\.ts/,
    );
    expect(result.output).toMatch(
      /server\/src\/services\.ts: import '.\/modules\/orders\/service': services\.ts may use module 'orders' only/,
    );
    expect(result.output).not.toMatch(/import '.\/modules\/hours'/);
  });

  it('refuses modules that use each other, through their public files and by types alone too', () => {
    const result = check({
      'server/src/modules/hours/index.ts': "export { hoursService } from './service';\n",
      'server/src/modules/hours/service.ts':
        "import type { TInfo } from '../restaurant-info';\nexport const hoursService = (i: TInfo) => i;\n",
      'server/src/modules/restaurant-info/index.ts': "export type { TInfo } from './service';\n",
      'server/src/modules/restaurant-info/service.ts':
        "import type { TScreens } from '../screens';\nexport type TInfo = { screens: TScreens };\n",
      'server/src/modules/screens/index.ts': "export type { TScreens } from './service';\n",
      'server/src/modules/screens/service.ts':
        "import { hoursService } from '../hours';\nexport type TScreens = typeof hoursService;\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/server modules form a cycle: hours → restaurant-info → screens → hours/);
  });
});
