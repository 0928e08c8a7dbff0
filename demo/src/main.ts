import { run } from '@app/server/run';
import { DEMO_PHOTOS_DIR, seedDemoPhotos } from './photos';
import { seedDemo } from './seed';

/**
 * The demo restaurant: the product (the server's `run`, exactly as server/src/main.ts starts it) with
 * Hana Sushi & Thai's menu, buffet, opening hours and dish photos seeded into an empty database when
 * SEED_DEMO is on. `npm start` runs this entry unless SEED_DEMO is off (scripts/start-entry.mjs).
 */
void run({
  seed: {
    async data(db, log, { timeZone }) {
      const seeded = await seedDemo(db, { timeZone });
      if (seeded) log.info('Seeded the demo restaurant (menu, buffet, opening hours).');
      return seeded;
    },
    // Stored after the start: the menu shows each dish's photo once it is there.
    async afterReady(db, log) {
      const started = Date.now();
      const count = await seedDemoPhotos(db, DEMO_PHOTOS_DIR);
      log.info(`Photos for ${count} demo dishes stored in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    },
  },
});
