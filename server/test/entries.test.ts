import { describe, expect, it } from 'vitest';
import { demoWanted } from '../../scripts/start-entry.mjs';
import { loadConfig } from '../src/config';
import { until } from './helpers';
import { embeddedMain } from './main-process';

/**
 * The product and the demo restaurant are two entries (docs/decisions/017-demo-workspace.md): the
 * product alone (server/src/main.ts) never seeds; the demo's entry (demo/src/main.ts) is the same
 * product with the demo restaurant, and `npm start` picks it when SEED_DEMO is on.
 */
describe('which entry npm start runs', () => {
  it('the demo restaurant exactly when the configuration has SEED_DEMO on', () => {
    const external = {
      DATABASE_URL: 'postgres://x@h/db',
      PAYMENT_PROVIDER: 'simulated',
      ALLOW_SIMULATED_PAYMENTS: 'true',
    };
    const cases: Record<string, string>[] = [
      {},
      { SEED_DEMO: '' },
      { SEED_DEMO: '  ' },
      { DATABASE_URL: '' },
      ...['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].flatMap((value) => [
        { SEED_DEMO: value },
        { ...external, SEED_DEMO: value },
      ]),
      external,
    ];
    for (const env of cases) {
      const config = loadConfig(env);
      expect(config.ok, JSON.stringify(env)).toBe(true);
      expect(demoWanted(env), JSON.stringify(env)).toBe(config.ok && config.config.seedDemo);
    }
    // A value the configuration refuses starts the product alone, whose check then names it.
    expect(loadConfig({ SEED_DEMO: 'TRUE' }).ok).toBe(false);
    expect(demoWanted({ SEED_DEMO: 'TRUE' })).toBe(false);
  });
});

// `npm start` on the embedded database: the second CI pass (TEST_DATABASE_URL) has nothing to add here.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('the two entries on one empty embedded database', () => {
  const { run } = embeddedMain('restaurant-entries-');

  it('the product alone never seeds the demo, even with SEED_DEMO on, and says so', async () => {
    const product = run({ entry: 'server', env: { SEED_DEMO: 'true' } });
    const url = await product.ready();
    expect(product.output()).toMatch(/SEED_DEMO is on, but the product alone never seeds/);
    expect(await (await fetch(`${url}/api/menu-items`)).json()).toEqual([]);
    expect(await (await fetch(`${url}/api/buffet-items`)).json()).toEqual([]);
    product.child.kill('SIGTERM');
    expect(await product.exited).toBe(0);
  }, 90_000);

  it('the demo entry seeds the demo restaurant into it, with the dishes’ photos', async () => {
    const demo = run({ entry: 'demo' });
    const url = await demo.ready();
    expect(demo.output()).toMatch(/Seeded the demo restaurant/);
    expect(demo.output()).not.toMatch(/SEED_DEMO is on/);
    const menu = (await (await fetch(`${url}/api/menu-items`)).json()) as unknown[];
    expect(menu.length).toBeGreaterThanOrEqual(45);
    // The photos are stored after "Ready" (taken from demo/dist when built, else drawn): the menu
    // shows each once it is there.
    const photo = await until(async () => {
      const items = (await (await fetch(`${url}/api/menu-items`)).json()) as {
        photo: { url: string } | null;
      }[];
      return items.find((item) => item.photo)?.photo ?? undefined;
    }, 60_000);
    const image = await fetch(new URL(photo.url, url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    demo.child.kill('SIGTERM');
    expect(await demo.exited).toBe(0);
  }, 120_000);
});
