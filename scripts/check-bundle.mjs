// Bundle budget (docs/performance.md): the JavaScript a diner's browser loads for `/`, `/menu` and
// `/checkout` must stay at or under 150 kB gzipped, with one language's texts (of four: the heaviest language
// counts). Reads the build's page-assets.json (web/vite-page-assets.ts, from Vite's manifest): the entry
// chunk and what it imports statically, and for each page its route's lazy chunk, what that imports
// statically and the catalogue areas it waits for (what the browser fetches before the page is
// interactive; the server renders the page and preloads the same files from its HTML, docs/decisions/035).
// Dynamic imports (the back office, the payment provider's library, the cart drawer) are left out: public
// pages load them only on demand. The pages drawn with Mantine are listed without a budget (page-assets'
// `budget: false`).
//
// Usage: node scripts/check-bundle.mjs [dist folder]   (default: web/dist, or $WEB_DIST)
// Prints a table of gzipped sizes and exits 1 when a route is over the budget, 2 when the build is missing.
//
// The three pages are drawn without Mantine's JavaScript (docs/decisions/006) and the schemas are on
// zod/mini (004); what is left in every page's first load is React, React Router, TanStack Query, zod and
// the app's shell (docs/performance.md, '## Budgets').
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for every public page; kB as Vite prints them (1 kB = 1000 bytes). */
const TARGET_BYTES = 150 * 1000;

const distArg = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(distArg ?? process.env.WEB_DIST ?? path.join(root, 'web/dist'));
const assetsPath = path.join(dist, '.vite/page-assets.json');
if (!fs.existsSync(assetsPath)) {
  console.error(`check-bundle: ${assetsPath} is missing; build the web app first (npm run build -w web).`);
  process.exit(2);
}

/** @type {import('../web/vite-page-assets').TPageAssetsFile} */
const assets = JSON.parse(fs.readFileSync(assetsPath, 'utf8'));

const gzipCache = new Map();
function gzippedSize(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}
const sum = (files) => [...files].reduce((total, file) => total + gzippedSize(file), 0);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const entryFiles = assets.entry.scripts;
const rows = Object.entries(assets.pages).map(([route, page]) => {
  // The language whose texts weigh most.
  const [language, texts] = Object.entries(page.texts).sort((a, b) => sum(b[1]) - sum(a[1]))[0];
  const all = new Set([...entryFiles, ...page.scripts, ...texts]);
  return {
    route,
    shared: sum(entryFiles),
    own: sum(page.scripts),
    texts: `${kB(sum(texts))} ${language}`,
    total: sum(all),
    files: all.size,
    // An older build's file has no flag: every page it lists is held to the budget.
    budget: page.budget !== false,
  };
});

const header = [
  'route',
  'entry + imports',
  'route chunks',
  'texts',
  'total (gzip)',
  'files',
  'budget',
  'left',
];
const table = [
  header,
  ...rows.map((row) => [
    row.route,
    kB(row.shared),
    kB(row.own),
    row.texts,
    kB(row.total),
    String(row.files),
    row.budget ? kB(TARGET_BYTES) : '(none)',
    !row.budget
      ? ''
      : row.total > TARGET_BYTES
        ? `OVER by ${kB(row.total - TARGET_BYTES)}`
        : kB(TARGET_BYTES - row.total),
  ]),
];
const widths = header.map((_, column) => Math.max(...table.map((line) => line[column].length)));
console.log(`JavaScript loaded by public pages (gzip level 9), from ${path.relative(root, dist) || '.'}:`);
for (const line of table) {
  console.log(
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  '),
  );
}

const largest = entryFiles
  .map((file) => ({ file, size: gzippedSize(file) }))
  .sort((a, b) => b.size - a.size)
  .slice(0, 5);
console.log(
  `Largest chunks every public page loads: ${largest.map((c) => `${c.file} ${kB(c.size)}`).join(', ')}`,
);

const over = rows.filter((row) => row.budget && row.total > TARGET_BYTES);
if (over.length > 0) {
  console.error(
    `Bundle budget exceeded: ${over.map((row) => `${row.route} ${kB(row.total)}`).join(', ')} > ${kB(TARGET_BYTES)}. ` +
      'Lazy-load what the first paint does not need, and keep Mantine out of these pages (docs/decisions/006).',
  );
  process.exit(1);
}
console.log(
  `Bundle budget holds: ${rows
    .filter((row) => row.budget)
    .map((row) => row.route)
    .join(', ')} at most ${kB(TARGET_BYTES)} gzipped each.`,
);
