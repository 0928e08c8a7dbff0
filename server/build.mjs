// Bundles the server and the shared package it imports into dist/main.js (and the admin and backup
// command lines); npm packages stay external. The demo restaurant is built apart (demo/build.mjs).
import { bundleNode } from '../scripts/bundle-node.mjs';

await bundleNode(['src/main.ts', 'src/cli/admin.ts', 'src/cli/backup.ts']);
