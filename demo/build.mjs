// Bundles the demo entry into dist/main.js: the server's sources (the product, started by its `run`)
// with the demo restaurant's data, npm packages external. Then draws the dish photos into
// dist/demo-photos (a minute or two of CPU the first time, nothing when the drawings did not change),
// so the first start only stores them.
import { execFileSync } from 'node:child_process';
import { bundleNode } from '../scripts/bundle-node.mjs';

await bundleNode(['src/main.ts', 'src/draw-photos.ts']);
execFileSync(process.execPath, ['dist/draw-photos.js'], { stdio: 'inherit' });
