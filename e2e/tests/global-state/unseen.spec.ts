import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { adminApi, xsrf } from '../../fixtures/api';
import { goToCheckoutWith } from '../../fixtures/checkout';
import { screensQuietFor } from '../../fixtures/database';

/**
 * Unseen orders, the browser test: close the only incoming screen during opening hours (the e2e restaurant
 * is open around the clock, global-setup.ts), see the banner on another admin page and the public site
 * pause after the delay, reopen it and see ordering resume. It turns the automatic pause on at its
 * shortest (1 minute; the server pauses that long plus SCREEN_ONLINE_SECONDS after the last screen's
 * report) and puts the settings back afterwards, whether it passes or not. No test waits those minutes:
 * the screens' last reports are moved back in the database, and the other admin page's clock (its next
 * look at the alerts) is moved on by Playwright.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const NOTHING = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };
/** Longer ago than the pause's minute plus the minute a screen counts as online. */
const QUIET_MINUTES = 3;
/** How often every admin page looks at the alerts (web/src/features/alerts/use-alerts.ts). */
const ALERTS_POLL_MS = 15_000;
const NOT_TAKING = 'We are not taking online orders at the moment';

const diner = {
  'First name': 'Ursula',
  'Last name': 'Unseen',
  Email: 'ursula.unseen@example.ch',
  Phone: '+41 79 000 24 24',
  Street: 'Bahnhofstrasse',
  'No.': '24',
  PLZ: '4600',
  City: 'Olten',
};

type TInfo = { id: number; unseen?: Record<string, unknown> } & Record<string, unknown>;

async function saveUnseen(api: APIRequestContext, unseen: Record<string, unknown>) {
  const info = (await (await api.get('/api/admin/restaurant-info')).json()) as TInfo;
  const res = await api.put(`/api/admin/restaurant-info/${info.id}`, {
    data: { ...info, unseen },
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  if (!res.ok()) throw new Error(`saving the unseen settings failed: ${res.status()} ${await res.text()}`);
}

let saved: Record<string, unknown> | undefined;

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL ?? '');
  try {
    const info = (await (await api.get('/api/admin/restaurant-info')).json()) as TInfo;
    if (!info.unseen) throw new Error('restaurant info carries no unseen settings');
    saved = info.unseen;
    await saveUnseen(api, { ...info.unseen, autoPauseAfterMinutes: 1 });
    const res = await api.put('/api/admin/service-status', {
      data: NOTHING,
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!res.ok()) throw new Error(`resuming failed: ${res.status()}`);
  } finally {
    await api.dispose();
  }
});

test.afterAll(async ({ baseURL }) => {
  if (!saved) return;
  const api = await adminApi(baseURL ?? '');
  try {
    await saveUnseen(api, saved);
  } finally {
    await api.dispose();
  }
});

async function openIncomingScreen(page: Page) {
  await page.goto('/admin/incoming');
  await expect(page.getByRole('heading', { level: 1, name: 'Incoming (NEW)' })).toBeVisible();
  const ask = page.getByRole('region', { name: 'Name this screen' });
  const named = page.getByText(/^This screen: Kitchen e2e/);
  await expect(ask.or(named)).toBeVisible();
  if (await ask.isVisible()) {
    await ask.getByRole('textbox', { name: 'Name of this screen' }).fill('Kitchen e2e');
    await ask.getByRole('button', { name: 'Save' }).click();
  }
  await expect(named).toBeVisible();
}

test('the only incoming screen closes: banner and automatic pause; it reopens: ordering resumes', async ({
  browser,
}) => {
  const kitchen = await browser.newContext();
  const office = await (await browser.newContext()).newPage();
  const diners = await (await browser.newContext()).newPage();
  try {
    // The incoming screen, and the back office on another page sees it listed.
    const tablet = await kitchen.newPage();
    await signIn(tablet, '/admin/incoming');
    await openIncomingScreen(tablet);
    await signIn(office, '/admin/restaurant-info');
    await expect(
      office
        .getByRole('region', { name: 'Screens' })
        .getByRole('listitem')
        .filter({ hasText: 'Kitchen e2e' }),
    ).toBeVisible();

    // Another admin page, whose clock the test moves on (installed before its page loads).
    await office.clock.install();
    await office.goto('/admin/discounts');
    const banner = office.getByRole('alert', { name: 'No incoming screen is online' });
    await expect(office.getByRole('heading', { level: 1 })).toBeVisible();

    // The only screen closes, and stays quiet longer than the pause's delay: its last report is moved
    // back (again, should a report that was on its way when the page closed land after the move).
    await tablet.close();
    await expect(async () => {
      expect(await screensQuietFor(QUIET_MINUTES)).toBeGreaterThan(0);
      const alerts = await (await office.request.get('/api/admin/alerts')).json();
      expect(alerts.screens).toMatchObject({ online: 0, autoPaused: true });
    }).toPass();

    // The other admin page says so at its next look, and that ordering paused by itself.
    await office.clock.fastForward(ALERTS_POLL_MS);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Open the incoming screen' })).toBeVisible();
    await expect(banner).toContainText('Online ordering is paused until an incoming screen is back online.');

    // The public site: the menu says so, and an order is refused with the same words.
    await expect
      .poll(async () => (await (await diners.request.get('/api/public/service-status')).json()).autoPaused)
      .toBe(true);
    await diners.goto('/menu');
    await expect(diners.getByRole('status').filter({ hasText: NOT_TAKING })).toBeVisible();
    await goToCheckoutWith(diners, 'Green Curry Chicken', diner);
    // The checkout says so before the form and offers no ASAP; a submit places nothing.
    await expect(diners.getByRole('main').getByRole('status').filter({ hasText: NOT_TAKING })).toBeVisible();
    await expect(diners.getByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
    await diners.getByRole('button', { name: 'Place order' }).click();
    await expect(diners).toHaveURL(/\/checkout/);

    // The incoming screen comes back.
    const again = await kitchen.newPage();
    await again.goto('/admin/incoming');
    await expect(again.getByText(/^This screen: Kitchen e2e/)).toBeVisible();

    // Ordering resumes as soon as the screen reports itself.
    await expect
      .poll(async () => (await (await diners.request.get('/api/public/service-status')).json()).autoPaused)
      .toBe(false);
    await diners.goto('/menu');
    await expect(diners.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(diners.getByText(NOT_TAKING)).toHaveCount(0);
    await goToCheckoutWith(diners, 'Green Curry Chicken', diner);
    await diners.getByRole('button', { name: 'Place order' }).click();
    await expect(diners).toHaveURL(/\/thank-you/);

    // And the banner goes from the other admin page at its next look.
    await office.clock.fastForward(ALERTS_POLL_MS);
    await expect(banner).toHaveCount(0);
  } finally {
    await kitchen.close();
    await office.context().close();
    await diners.context().close();
  }
});
