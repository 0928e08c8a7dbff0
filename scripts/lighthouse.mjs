// `npm run lighthouse` (issue #10): Lighthouse's mobile preset on `/`, `/menu` and `/checkout` (with an
// item in the cart) against the production build, served by the app itself on a free port with a fresh
// embedded database and the demo data, in Debian's Chromium kept off the network. Prints the four
// category scores per page; not part of `npm test` (scores are measurements, not assertions).
//
// Usage: npm run lighthouse [-- --runs <n>] [-- --json <file>] [-- --no-build]
//   --runs <n>     audits each page n times and keeps the run with the median performance score
//                  (Lighthouse's own advice against noise; default 1)
//   --json <file>  also writes the scores, the main metrics and the audits below 90 as JSON
//   --no-build     uses web/dist and server/dist as they are (default: build what is missing or stale)
// Environment: CHROMIUM_PATH (default /usr/bin/chromium); WEB_DIST to serve another web build.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined;
if (jsonIndex >= 0 && !jsonFile) throw new Error('--json needs a file name');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 1;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1');

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The same flags as the browser tests (e2e/playwright.config.ts): nothing leaves 127.0.0.1.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];
const ADMIN = { username: 'lighthouse-admin', password: 'lighthouse-admin-password' };
// Open around the clock, so /checkout shows its form whatever the time of the run.
const ALWAYS_OPEN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
  .map((d) => `${d}: 00:00-00:00`)
  .join('\n');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

if (!fs.existsSync(chromiumPath))
  throw new Error(`Chromium not found at ${chromiumPath} (set CHROMIUM_PATH)`);
if (!args.includes('--no-build')) {
  execFileSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** A port nothing listens on right now. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/api/health within ${timeoutMs / 1000} s`);
}

/** Signs in as the admin created at first start and opens the restaurant around the clock. */
async function openAroundTheClock(origin) {
  const cookies = new Map();
  const call = async (method, url, body) => {
    // Anti-forgery as the web client does it: a token for this session, then the session's cookies.
    const token = body === undefined ? undefined : (await call('GET', '/api/csrf')).token;
    const headers = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (token) Object.assign(headers, { 'content-type': 'application/json', 'x-xsrf-token': token });
    const res = await fetch(`${origin}${url}`, { method, headers, body: body && JSON.stringify(body) });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  await call('POST', '/api/auth/login', ADMIN);
  const info = await call('GET', '/api/admin/restaurant-info');
  await call('PUT', `/api/admin/restaurant-info/${info.id}`, { ...info, openingHours: ALWAYS_OPEN });
  await call('POST', '/api/auth/logout', {});
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
      })),
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-lighthouse-'));
// The embedded PostgreSQL runs as its own user when started by root: it must be able to enter.
fs.chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let browser;
const results = [];
try {
  await waitForHealth(origin, server);
  await openAroundTheClock(origin);
  browser = await puppeteer.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS, headless: true });
  const page = await browser.newPage();

  /** The run with the median performance score of `runs` runs. */
  const medianAudit = async (route) => {
    const all = [];
    for (let run = 0; run < runs; run++) all.push(await audit(page, `${origin}${route}`));
    all.sort((a, b) => a.scores.performance - b.scores.performance);
    const performance = all.map((r) => r.scores.performance);
    return { route, ...all[Math.floor((all.length - 1) / 2)], performanceRuns: performance };
  };

  results.push(await medianAudit('/'));
  results.push(await medianAudit('/menu'));
  // A diner reaches /checkout with something in the cart.
  await page.goto(`${origin}/menu`, { waitUntil: 'networkidle0' });
  await page.locator('button[aria-label^="Add "][aria-label$=" to cart"]').click();
  await page.waitForFunction(() => /Cart [1-9]/.test(document.body.innerHTML));
  results.push(await medianAudit('/checkout'));
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
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
    `${path.basename(chromiumPath)}${runs > 1 ? `, median of ${runs} runs` : ''}, ` +
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
