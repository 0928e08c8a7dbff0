// Bundles the server and the shared package it imports into dist/main.js; npm packages stay external.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/cli/admin.ts', 'src/cli/backup.ts', 'src/cli/demo-photos.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});

// The demo restaurant's dish photos (issue 23): drawn once here, so the first start only stores them.
execFileSync(process.execPath, ['dist/cli/demo-photos.js', 'dist/demo-photos'], { stdio: 'inherit' });
