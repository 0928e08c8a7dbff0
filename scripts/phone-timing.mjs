// How fast the menu and the cart feel on a slow phone: Chromium with a 4×
// slower CPU and Chrome DevTools' "Fast 3G" profile (562.5 ms latency, 1.6 Mbit/s down, 750 kbit/s up),
// against a running product. Prints, per run, when the first menu card was visible after navigation,
// when the page settled (load event and two network-quiet seconds), and, with one dish in the cart, how
// long a tap on the cart took until its drawer was visible (as Playwright sees it, and in the page: the
// first frame drawn after the tap's event), with the files fetched on the tap. Figures, no verdict.
//
//   node scripts/phone-timing.mjs [base URL, default http://127.0.0.1:8080] [runs, default 3]
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const runs = Number(process.argv[3] ?? 3);
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

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
    const started = Date.now();
    await page.goto(`${base}/menu`, { waitUntil: 'commit' });
    await page.locator('main article, main li').first().waitFor({ state: 'visible', timeout: 60_000 });
    const firstCard = Date.now() - started;
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    const settled = Date.now() - started;
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
    await context.close();
  }
} finally {
  await browser.close();
}
