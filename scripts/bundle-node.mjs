// One way to bundle a Node entry of ours (server/build.mjs, demo/build.mjs): our workspaces' sources
// (`@app/…`) go into the bundle, npm packages stay external and load from node_modules.
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Bundles `entryPoints` (under src/ of the current directory) into dist/, as ESM for Node 20. */
export async function bundleNode(entryPoints) {
  await build({
    entryPoints,
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
}
