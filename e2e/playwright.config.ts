import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/** nginx in front of the app (docs/deploy/nginx), for the proxy project. */
const proxyPort = port + 1000;

/** An address of TEST-NET-1 (RFC 5737) as the client's, sent the way a reverse proxy forwards it. */
function clientAddress(host: number): Record<string, string> {
  return { 'X-Forwarded-For': `192.0.2.${host}` };
}

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { E2E_ADMIN } from './fixtures/admin';
import { E2E_MAIL_PROCESSOR, mailDir } from './fixtures/mail';

/** Debian's Chromium with the flags that keep it off the (absent) network; never a downloaded browser. */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './tests',
  // Runs on their own port (E2E_PORT) keep their own artifacts, so parallel runs never delete each other's.
  outputDir: process.env.E2E_PORT ? path.join(os.tmpdir(), `e2e-results-${port}`) : 'test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // On CI a test that fails once is run again and reported as flaky (a failure twice still fails the run);
  // flakes found this way are fixed at their cause, as pickOption in fixtures/admin.ts was.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about a quarter of the suite's CPU (the desktop project on two cores: 166 s
    // of CPU with it, 124 s without), and the suite is CPU-bound. On CI a failed test runs again with its
    // trace recorded (retries: 1); locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, extraHTTPHeaders: clientAddress(10) },
      testIgnore: /(global-state|owner-rules|proxy|admin|journey)\//,
    },
    {
      // The back office on a desktop: its own address, as a restaurant's office is not a diner's phone
      // (and the sign-ins of its many specs count apart from the diners').
      name: 'admin',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, extraHTTPHeaders: clientAddress(11) },
      testMatch: /admin\/.*\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium, extraHTTPHeaders: clientAddress(20) },
      testMatch: /public\/.*\.spec\.ts/,
    },
    {
      // The diner's journey on a phone of 390×844, in German and French; specs that change
      // what every diner sees live in global-state/ instead.
      name: 'journey',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
        extraHTTPHeaders: clientAddress(21),
      },
      testMatch: /journey\/.*\.spec\.ts/,
    },
    {
      // The diner's order and the back office through nginx with TLS, as a real installation runs.
      name: 'proxy',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromium,
        baseURL: `https://127.0.0.1:${proxyPort}`,
        ignoreHTTPSErrors: true,
        extraHTTPHeaders: clientAddress(40),
      },
      testMatch: /proxy\/.*\.spec\.ts/,
    },
    {
      // Tests that change what every diner sees (opening hours, sales): after all others, one at a time.
      name: 'global-state',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, extraHTTPHeaders: clientAddress(30) },
      testMatch: /global-state\/.*\.spec\.ts/,
      dependencies: ['desktop', 'admin', 'mobile', 'journey'],
      fullyParallel: false,
      // Each file changes what every diner sees (hours, sale, a pause of online orders): one at a time.
      workers: 1,
    },
    {
      // The owner's rules (delivery zones and fees, categories, the restaurant's texts) change what every
      // diner sees too: after the global-state tests, one at a time, from an address of their own so that
      // their sign-ins count apart from those of the global-state tests (30 per address in 15 minutes).
      name: 'owner-rules',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, extraHTTPHeaders: clientAddress(31) },
      testMatch: /owner-rules\/.*\.spec\.ts/,
      dependencies: ['global-state'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node server.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      // SIGTERM lets the app stop its embedded PostgreSQL; the default kill would leave it running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(os.tmpdir(), `restaurant-e2e-${port}`),
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // scrypt at 2^14 instead of 2^17: the many sign-ins of the back-office tests stay quick.
        PASSWORD_HASH_COST: '14',
        // One proxy hop, as docs/deploy/nginx sets it up: the proxy project comes through nginx, the others
        // "through a proxy" on loopback with an address per project (clientAddress), as diners and tablets
        // would: the per-address limits (sign-in: 30 per 15 minutes) then count each project's sign-ins
        // apart instead of the whole suite's together.
        TRUST_PROXY: '1',
        // The printers spec drives a fake network printer on 127.0.0.1, on a port the system picks.
        PRINTERS_ALLOW_LOOPBACK: 'true',
        PRINTER_PORTS: '9100-9109,32768-60999',
        PRINT_RETRY_SECONDS: '2',
        // Emails go to a local SMTP server (fakes/smtp.mjs) that writes them where the tests read them
        // (fixtures/mail.ts); the privacy page names it as the email service.
        E2E_MAIL_DIR: mailDir(port),
        MAIL_PROCESSOR_NAME: E2E_MAIL_PROCESSOR,
      },
    },
    {
      command: 'node proxy/nginx.mjs',
      url: `https://127.0.0.1:${proxyPort}/api/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(port), PROXY_PORT: String(proxyPort) },
    },
  ],
});
