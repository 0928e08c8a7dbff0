// How fast the menu and the cart feel on a slow phone: Chromium with a 4×
// slower CPU and Chrome DevTools' "Fast 3G" profile (562.5 ms latency, 1.6 Mbit/s down, 750 kbit/s up),
// against a running product. Prints, per run, when the first menu card was visible after navigation,
// when the page settled (load event and two network-quiet seconds), and, with one dish in the cart, how
// long a tap on the cart took until its drawer was visible (as Playwright sees it, and in the page: the
// first frame drawn after the tap's event), with the files fetched on the tap. Per run also the page's
// long tasks (main-thread tasks over 50 ms, as the page's PerformanceObserver reports them, on the
// throttled CPU) from navigation until settled: how many, the longest, their total; and the same for
// those that started before the mark `app-interactive` (which the web client sets once React has
// hydrated or rendered the first page), with when that mark came (ms after navigation start, the page's
// clock). Without the mark the output says so and those figures run up to "settled". The client also
// marks `app-hydrate` just before React hydrates the server's HTML: the long tasks between the two marks
// are those of the hydration itself (before it: the scripts' own evaluation). Ends with each
// figure's minimum–maximum and median over the runs. Figures, no verdict.
//
//   node scripts/phone-timing.mjs [base URL, default http://127.0.0.1:8080] [runs, default 3] [--json <file>]
//
// --json <file> also writes every run's figures (with each long task's start and duration) and the
// summary as JSON.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const args = process.argv.slice(2);
let jsonFile;
const jsonAt = args.indexOf('--json');
if (jsonAt >= 0) {
  jsonFile = args[jsonAt + 1];
  if (!jsonFile || jsonFile.startsWith('--')) {
    console.error('--json needs a file name');
    process.exit(2);
  }
  args.splice(jsonAt, 2);
}
const base = args[0] ?? 'http://127.0.0.1:8080';
const runs = Number(args[1] ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`runs must be a whole number from 1: ${args[1]}`);
  process.exit(2);
}
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
const MARK = 'app-interactive';
/** Set by the web client just before React hydrates the server's HTML (or renders the first page). */
const START_MARK = 'app-hydrate';

/** Count, longest and total (ms) of long tasks. */
function longTaskFigures(tasks) {
  return {
    count: tasks.length,
    longestMs: tasks.length ? Math.round(Math.max(...tasks.map((t) => t.duration))) : 0,
    totalMs: Math.round(tasks.reduce((sum, t) => sum + t.duration, 0)),
  };
}

const describeTasks = (f) => `${f.count}, longest ${f.longestMs} ms, total ${f.totalMs} ms`;

const results = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'de-CH',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Before navigation, so the document's first tasks are seen (buffered: also any the observer would
    // otherwise have missed before it was registered).
    await page.addInitScript(() => {
      const tasks = [];
      window.__phoneTimingLongTasks = tasks;
      try {
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
        });
        observer.observe({ type: 'longtask', buffered: true });
        window.__phoneTimingLongTaskObserver = observer;
      } catch {
        window.__phoneTimingLongTasks = null;
      }
    });
    const started = Date.now();
    await page.goto(`${base}/menu`, { waitUntil: 'commit' });
    await page.locator('main article, main li').first().waitFor({ state: 'visible', timeout: 60_000 });
    const firstCard = Date.now() - started;
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    const settled = Date.now() - started;
    // Everything up to now, in the page's clock (0 = navigation start); entries not yet delivered to the
    // observer's callback are taken too.
    const inPage = await page.evaluate(
      ([mark, startMark]) => {
        const tasks = window.__phoneTimingLongTasks;
        const observer = window.__phoneTimingLongTaskObserver;
        if (tasks && observer)
          for (const e of observer.takeRecords()) tasks.push({ start: e.startTime, duration: e.duration });
        const marked = performance.getEntriesByName(mark, 'mark')[0];
        const started = performance.getEntriesByName(startMark, 'mark')[0];
        return {
          now: performance.now(),
          tasks,
          mark: marked ? marked.startTime : null,
          start: started ? started.startTime : null,
        };
      },
      [MARK, START_MARK],
    );
    if (!inPage.tasks)
      throw new Error('this Chromium reports no long tasks (PerformanceObserver "longtask")');
    const tasks = inPage.tasks.filter((t) => t.start <= inPage.now).sort((a, b) => a.start - b.start);
    const markAt = inPage.mark == null ? null : Math.round(inPage.mark);
    const untilSettled = longTaskFigures(tasks);
    const untilInteractive = longTaskFigures(
      markAt == null ? tasks : tasks.filter((t) => t.start < inPage.mark),
    );
    // While React hydrates (or draws) the first page: the tasks that overlap the two marks. Those before
    // are the scripts' own evaluation.
    const hydrateAt = inPage.start == null ? null : Math.round(inPage.start);
    const whileHydrating =
      hydrateAt == null || markAt == null
        ? null
        : longTaskFigures(tasks.filter((t) => t.start + t.duration > inPage.start && t.start < inPage.mark));
    // A diner opens a cart with something in it: the first dish goes in (nothing is fetched for that).
    await page
      .locator('main article, main li')
      .first()
      .getByRole('button', { name: /zum Warenkorb hinzufügen/ })
      .tap();
    await page
      .getByRole('button', { name: /^Warenkorb 1/ })
      .first()
      .waitFor();
    const fetched = [];
    page.on('request', (request) => {
      fetched.push(new URL(request.url()).pathname);
    });
    // In the page: from the tap's event to the first frame drawn with the dialog open (Playwright's own
    // polling for visibility adds its latency to the outer figure).
    const drawn = page.evaluate(
      () =>
        new Promise((resolve) => {
          let start = 0;
          document.addEventListener(
            'pointerdown',
            (event) => {
              start = event.timeStamp;
            },
            { capture: true, once: true },
          );
          const observer = new MutationObserver(() => {
            if (!document.querySelector('dialog[open], [role="dialog"]')) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(Math.round(performance.now() - start))));
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        }),
    );
    // The header's button (the phone's cart bar below opens the same drawer), found before the tap.
    const button = page.getByRole('banner').getByRole('button', { name: /^Warenkorb/ });
    await button.waitFor();
    const tapped = Date.now();
    await button.tap();
    // Waited for in the page first: Playwright's own polling for the dialog runs on the page's main
    // thread, and on a big page it delays the very frame being measured.
    const frame = await drawn;
    const open = Date.now() - tapped;
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 60_000 });
    console.log(
      `run ${run}: first menu card ${firstCard} ms, settled ${settled} ms, cart drawn ${frame} ms after the tap's event, ${open} ms after Playwright sent the tap (asked on the tap: ${fetched.join(', ') || 'nothing'})`,
    );
    console.log(
      `run ${run}: long tasks until settled ${describeTasks(untilSettled)}; ` +
        (markAt == null
          ? `no ${MARK} mark: long tasks while the app hydrated counted up to settled: ${describeTasks(untilInteractive)}`
          : `${MARK} at ${markAt} ms, long tasks until then ${describeTasks(untilInteractive)}`) +
        (whileHydrating
          ? `; ${START_MARK} at ${hydrateAt} ms, long tasks while hydrating ${describeTasks(whileHydrating)}`
          : ''),
    );
    results.push({
      run,
      firstMenuCardMs: firstCard,
      settledMs: settled,
      cartDrawnAfterTapEventMs: frame,
      cartOpenAfterPlaywrightTapMs: open,
      fetchedOnTap: fetched,
      appInteractiveMs: markAt,
      longTasksUntilSettled: untilSettled,
      longTasksUntilAppInteractive: { ...untilInteractive, upTo: markAt == null ? 'settled' : MARK },
      appHydrateMs: hydrateAt,
      longTasksWhileHydrating: whileHydrating,
      longTasks: tasks.map((t) => ({ startMs: Math.round(t.start), durationMs: Math.round(t.duration) })),
    });
    await context.close();
  }
} finally {
  await browser.close();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) * 5) / 10;
}

/** min, max and median of one figure over the runs that have it. */
function spread(values) {
  const present = values.filter((v) => v != null);
  if (present.length === 0) return null;
  return {
    min: Math.min(...present),
    max: Math.max(...present),
    median: median(present),
    runs: present.length,
  };
}

const marked = results.filter((r) => r.appInteractiveMs != null).length;
const hydratedLabel =
  marked === results.length
    ? `until ${MARK}`
    : marked === 0
      ? `until settled (no ${MARK} mark in any run)`
      : `until ${MARK} (no mark in ${results.length - marked} of ${results.length} runs: there up to settled)`;
const figures = [
  ['first menu card', 'ms', (r) => r.firstMenuCardMs],
  ['settled', 'ms', (r) => r.settledMs],
  ["cart drawn after the tap's event", 'ms', (r) => r.cartDrawnAfterTapEventMs],
  ['cart open after Playwright sent the tap', 'ms', (r) => r.cartOpenAfterPlaywrightTapMs],
  [`${MARK} mark`, 'ms', (r) => r.appInteractiveMs],
  ['long tasks until settled, count', '', (r) => r.longTasksUntilSettled.count],
  ['long tasks until settled, longest', 'ms', (r) => r.longTasksUntilSettled.longestMs],
  ['long tasks until settled, total', 'ms', (r) => r.longTasksUntilSettled.totalMs],
  [`long tasks ${hydratedLabel}, count`, '', (r) => r.longTasksUntilAppInteractive.count],
  [`long tasks ${hydratedLabel}, longest`, 'ms', (r) => r.longTasksUntilAppInteractive.longestMs],
  [`long tasks ${hydratedLabel}, total`, 'ms', (r) => r.longTasksUntilAppInteractive.totalMs],
  [`${START_MARK} mark`, 'ms', (r) => r.appHydrateMs],
  [`long tasks from ${START_MARK} to ${MARK}, count`, '', (r) => r.longTasksWhileHydrating?.count],
  [`long tasks from ${START_MARK} to ${MARK}, longest`, 'ms', (r) => r.longTasksWhileHydrating?.longestMs],
];

const summary = {};
console.log(`\nover ${results.length} run${results.length === 1 ? '' : 's'} (min–max, median):`);
for (const [label, unit, pick] of figures) {
  const s = spread(results.map(pick));
  summary[label] = s;
  const u = unit ? ` ${unit}` : '';
  if (!s) console.log(`${label}: absent in every run`);
  else
    console.log(
      `${label}: ${s.min}–${s.max}${u}, median ${s.median}${u}` +
        (s.runs < results.length ? ` (${s.runs} of ${results.length} runs)` : ''),
    );
}

if (jsonFile) {
  fs.writeFileSync(
    jsonFile,
    `${JSON.stringify(
      {
        base,
        at: new Date().toISOString(),
        conditions: {
          cpuThrottlingRate: 4,
          network: { name: 'Fast 3G', ...FAST_3G },
          chromium: CHROMIUM_PATH,
        },
        runs: results,
        summary,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`wrote ${jsonFile}`);
}
