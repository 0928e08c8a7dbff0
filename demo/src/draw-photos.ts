import path from 'node:path';
import { DEMO_PHOTOS_DIR, drawDemoPhotos } from './photos';

/**
 * The demo build's last step (demo/build.mjs): draws the demo restaurant's dish photos into
 * demo/dist/demo-photos, where the first start's seed takes them from. Photos drawn by an
 * earlier build from the same drawings are kept, so a rebuild costs nothing.
 */
const dir = path.resolve(process.argv[2] ?? DEMO_PHOTOS_DIR);
const started = Date.now();
const { drawn, kept } = await drawDemoPhotos(dir);
console.log(
  `[build] demo photos: ${drawn} drawn, ${kept} kept, in ${((Date.now() - started) / 1000).toFixed(1)} s (${dir})`,
);
