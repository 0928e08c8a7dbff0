// `npm run lighthouse` (docs/performance.md, "Lighthouse"): Lighthouse's mobile preset on `/`, `/menu` and
// `/checkout` (with an item in the cart) against the production build, served by the app itself on a free
// port with a fresh embedded database and the demo data, in Debian's Chromium kept off the network. Prints
// the four category scores per page; not part of `npm test` (scores are measurements, not assertions).
//
// Usage: npm run lighthouse [-- --runs <n>] [-- --json <file>] [-- --no-build] [-- --page <route>] [-- --lhr <dir>]
//   --runs <n>     audits each page n times and keeps the run with the median performance score
//                  (Lighthouse's own advice against noise; default 1)
//   --json <file>  also writes the scores, the main metrics and the audits below 90 as JSON
//   --no-build     uses web/dist and demo/dist as they are (default: build what is missing or stale)
//   --page <route> audits only that page (/, /menu or /checkout); may be given more than once
//   --lhr <dir>    also writes each run's full Lighthouse report there (for the LCP breakdown, the trace's
//                  insights and the network chain)
// Environment: CHROMIUM_PATH (default /usr/bin/chromium); WEB_DIST to serve another web build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { cleanupAll, openAroundTheClock, signInAdmin, startServer, tempDir } from './bench/harness.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined;
if (jsonIndex >= 0 && !jsonFile) throw new Error('--json needs a file name');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 1;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1');
const PAGES = ['/', '/menu', '/checkout'];
const pages = args.flatMap((arg, i) => (arg === '--page' ? [args[i + 1]] : []));
for (const route of pages)
  if (!PAGES.includes(route)) throw new Error(`--page takes one of ${PAGES.join(', ')}, not ${route}`);
const wanted = (route) => pages.length === 0 || pages.includes(route);
const lhrIndex = args.indexOf('--lhr');
const lhrDir = lhrIndex >= 0 ? args[lhrIndex + 1] : undefined;
if (lhrIndex >= 0 && !lhrDir) throw new Error('--lhr needs a directory');
if (lhrDir) fs.mkdirSync(lhrDir, { recursive: true });
let lhrCount = 0;

// The browser tests' flags (scripts/chromium.mjs), headless, with /tmp for shared memory.
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

if (!fs.existsSync(CHROMIUM_PATH))
  throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
if (!args.includes('--no-build')) {
  // What `npm start` runs with the demo restaurant, which the audit starts (scripts/start-entry.mjs).
  execFileSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SEED_DEMO: 'true' },
  });
}

/** Audits whose failing elements the JSON keeps: what shifted, which label did not match, what the LCP was. */
const DETAILED_AUDITS = new Set([
  'layout-shifts',
  'label-content-name-mismatch',
  'cls-culprits-insight',
  'largest-contentful-paint-element',
]);

/** An audit's items with the elements they name, as selector and snippet (a few of them). */
function summarizeItems(items) {
  const nodes = (value) =>
    value && typeof value === 'object'
      ? value.type === 'node'
        ? [{ selector: value.selector, snippet: value.snippet, label: value.nodeLabel }]
        : Object.values(value).flatMap(nodes)
      : [];
  return (items ?? []).slice(0, 5).map((item) => ({ score: item.score, nodes: nodes(item).slice(0, 3) }));
}

async function audit(page, url) {
  // Every page as on a first visit (an empty HTTP cache), but with the localStorage that holds the
  // cart, which Lighthouse's own storage reset would clear along with the cache.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const runner = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, disableStorageReset: true },
    undefined,
    page,
  );
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhrDir) {
    const name = `${++lhrCount}-${new URL(url).pathname.replace(/\W+/g, '') || 'home'}.json`;
    fs.writeFileSync(path.join(lhrDir, name), JSON.stringify(lhr));
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ),
    metrics: Object.fromEntries(METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '?'])),
    // What keeps a score down, for docs/performance.md: every weighed audit below 90.
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9)
      .filter((a) => !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode))
      .map((a) => ({
        id: a.id,
        title: a.title,
        value: a.displayValue ?? '',
        ...(a.id === 'inspector-issues' ? { issues: a.details?.items } : {}),
        // Which elements, for the audits that name them (written with --json).
        ...(DETAILED_AUDITS.has(a.id) ? { items: summarizeItems(a.details?.items) } : {}),
      })),
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, twice. */
async function auditWithRetry(page, url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(page, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${error instanceof Error ? error.message : error}; trying again`);
    }
  }
}

// The production build on a free port with a fresh embedded database and the demo data (the bench's
// harness), opened around the clock so /checkout shows its form whatever the time of the run.
const dir = tempDir('restaurant-lighthouse');
const server = await startServer({
  database: { dataDir: path.join(dir, 'data') },
  logFile: path.join(dir, 'server.log'),
  env: { NODE_ENV: 'production', ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) },
});
const origin = server.base;
const admin = await signInAdmin(server.port);
await openAroundTheClock(admin);
admin.close();

let browser;
const results = [];
try {
  browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  const page = await browser.newPage();

  /** The run with the median performance score of `runs` runs. */
  const medianAudit = async (route) => {
    const all = [];
    for (let run = 0; run < runs; run++) all.push(await auditWithRetry(page, `${origin}${route}`));
    all.sort((a, b) => a.scores.performance - b.scores.performance);
    const performance = all.map((r) => r.scores.performance);
    return { route, ...all[Math.floor((all.length - 1) / 2)], performanceRuns: performance };
  };

  if (wanted('/')) results.push(await medianAudit('/'));
  if (wanted('/menu')) results.push(await medianAudit('/menu'));
  if (wanted('/checkout')) {
    // A diner reaches /checkout with something in the cart.
    await page.goto(`${origin}/menu`, { waitUntil: 'networkidle0' });
    await page.locator('button[aria-label^="Add "][aria-label$=" to cart"]').click();
    await page.waitForFunction(() => /Cart [1-9]/.test(document.body.innerHTML));
    results.push(await medianAudit('/checkout'));
  }
} finally {
  await browser?.close();
  await cleanupAll();
}

const header = ['page', ...CATEGORIES, ...METRICS.map(([, label]) => label)];
const rows = results.map((r) => [
  r.route,
  ...CATEGORIES.map((c) => String(r.scores[c])),
  ...METRICS.map(([, l]) => r.metrics[l]),
]);
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
console.log(
  `\nLighthouse ${results[0]?.lighthouseVersion} (mobile preset, simulated throttling), ` +
    `${path.basename(CHROMIUM_PATH)}${runs > 1 ? `, median of ${runs} runs` : ''}, ` +
    `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores:`,
);
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
for (const r of results) {
  if (runs > 1) console.log(`${r.route}: performance in each run: ${r.performanceRuns.join(', ')}`);
  if (r.failing.length > 0)
    console.log(`${r.route}: audits below 90: ${r.failing.map((a) => a.id).join(', ')}`);
}
if (jsonFile) {
  fs.writeFileSync(
    jsonFile,
    `${JSON.stringify({ origin: 'production build, embedded database', results }, null, 2)}\n`,
  );
  console.log(`Written to ${jsonFile}`);
}
