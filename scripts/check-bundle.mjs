// Bundle budget (issue #10): the JavaScript a diner's browser loads for `/`, `/menu` and `/checkout`
// must stay at or under 150 kB gzipped, with one language's texts (issue 17: the heaviest language counts). Reads Vite's manifest (web/vite.config.ts has build.manifest)
// and, for each route, adds up the entry chunk, the route's lazy chunk and everything both import
// statically (what the browser fetches before the page can paint). Dynamic imports (the back office,
// the payment provider's library, the cart drawer) are left out: public pages load them only on demand.
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

/** Issue #10's budget for every public page; kB as Vite prints them (1 kB = 1000 bytes). */
const TARGET_BYTES = 150 * 1000;

/**
 * Each public route, the module its lazy route imports (web/src/app/router.tsx) and the areas of the
 * message catalogue it loads before it paints (web/src/i18n/catalogs.ts: `site` on every page, plus the
 * route's own).
 */
const ROUTES = [
  { path: '/', source: 'src/app/pages/home-page.tsx', areas: ['home'] },
  { path: '/menu', source: 'src/app/pages/menu-page.tsx', areas: ['menu'] },
  { path: '/checkout', source: 'src/app/pages/checkout-page.tsx', areas: ['checkout'] },
];

/** The languages a page may be in: it loads one language's catalogue, so the largest one counts. */
const LANGUAGES = ['de', 'fr', 'it', 'en'];

const distArg = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(distArg ?? process.env.WEB_DIST ?? path.join(root, 'web/dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`check-bundle: ${manifestPath} is missing; build the web app first (npm run build -w web).`);
  process.exit(2);
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('check-bundle: the manifest has no entry chunk.');
  process.exit(2);
}

/** The manifest keys of `key` and of every chunk it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`check-bundle: ${key} is not in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipCache = new Map();
function gzippedSize(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}
const sum = (keys) => [...keys].reduce((total, key) => total + gzippedSize(manifest[key].file), 0);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The manifest key of a lazily loaded module whose source path ends with `suffix`. */
function dynamicChunk(suffix) {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`check-bundle: no chunk for ${suffix} (renamed? update this script)`);
  return key;
}

/**
 * The texts a page loads in `language` before it can paint: the catalogue's areas. (The validation
 * messages and zod's are not waited for: they come beside the page or after it has painted, and the
 * card forms' texts with a card form, on demand like the cart drawer.)
 */
function languageKeys(areas, language) {
  const keys = [dynamicChunk(`i18n/messages/public/${language}.json?area=site`)];
  for (const area of areas) keys.push(dynamicChunk(`i18n/messages/public/${language}.json?area=${area}`));
  return keys.flatMap((key) => [...staticClosure(key)]);
}

const entryKeys = staticClosure(entryKey);
const rows = ROUTES.map((route) => {
  if (!manifest[route.source]) {
    throw new Error(`check-bundle: no chunk for ${route.source} (renamed? update ROUTES in this script)`);
  }
  const routeKeys = [...staticClosure(route.source)].filter((key) => !entryKeys.has(key));
  // The language whose texts weigh most.
  const [language, texts] = LANGUAGES.map((lang) => {
    const keys = new Set(languageKeys(route.areas, lang).filter((k) => !entryKeys.has(k)));
    for (const key of routeKeys) keys.delete(key);
    return [lang, keys];
  }).sort((a, b) => sum(b[1]) - sum(a[1]))[0];
  const all = new Set([...entryKeys, ...routeKeys, ...texts]);
  return {
    route: route.path,
    shared: sum(entryKeys),
    own: sum(routeKeys),
    texts: `${kB(sum(texts))} ${language}`,
    total: sum(all),
    files: all.size,
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
    kB(TARGET_BYTES),
    row.total > TARGET_BYTES ? `OVER by ${kB(row.total - TARGET_BYTES)}` : kB(TARGET_BYTES - row.total),
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

const largest = [...entryKeys]
  .map((key) => ({ file: manifest[key].file, size: gzippedSize(manifest[key].file) }))
  .sort((a, b) => b.size - a.size)
  .slice(0, 5);
console.log(
  `Largest chunks every public page loads: ${largest.map((c) => `${c.file} ${kB(c.size)}`).join(', ')}`,
);

const over = rows.filter((row) => row.total > TARGET_BYTES);
if (over.length > 0) {
  console.error(
    `Bundle budget exceeded: ${over.map((row) => `${row.route} ${kB(row.total)}`).join(', ')} > ${kB(TARGET_BYTES)}. ` +
      'Lazy-load what the first paint does not need, and keep Mantine out of these pages (docs/decisions/006).',
  );
  process.exit(1);
}
console.log(`Bundle budget holds: every route at most ${kB(TARGET_BYTES)} gzipped.`);
