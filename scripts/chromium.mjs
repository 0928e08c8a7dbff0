// Debian's Chromium and the flags that keep it off the (absent) network: nothing is looked up or
// fetched beyond 127.0.0.1. Used by the browser tests (e2e/playwright.config.ts) and `npm run lighthouse`.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];
