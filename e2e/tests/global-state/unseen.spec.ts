import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { adminApi, xsrf } from '../../fixtures/api';
import { goToCheckoutWith } from '../../fixtures/checkout';

/**
 * Issue 24, the browser test: close the only incoming screen during opening hours (the e2e restaurant
 * is open around the clock, global-setup.ts), see the banner on another admin page and the public site
 * pause after the delay, reopen it and see ordering resume. It shortens the automatic pause to 1 minute
 * (the server pauses 1 minute plus SCREEN_ONLINE_SECONDS after the last screen's report) and puts the
 * settings back afterwards, whether it passes or not.
 */
test.describe.configure({ mode: 'serial', timeout: 8 * 60_000 });

const NOTHING = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };
/** The longest the server needs: 1 minute of pause, 60 s until a screen counts as gone, a poll or two. */
const PAUSE_WAIT = 4 * 60_000;
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

    // The only screen closes.
    await tablet.close();

    // Another admin page says so once the screen counts as gone, then that ordering paused by itself.
    await office.goto('/admin/discounts');
    const banner = office.getByRole('alert', { name: 'No incoming screen is online' });
    await expect(banner).toBeVisible({ timeout: PAUSE_WAIT });
    await expect(banner.getByRole('link', { name: 'Open the incoming screen' })).toBeVisible();
    await expect(banner).toContainText('Online ordering is paused until an incoming screen is back online.', {
      timeout: PAUSE_WAIT,
    });

    // The public site: the menu says so, and an order is refused with the same words.
    await expect
      .poll(async () => (await (await diners.request.get('/api/public/service-status')).json()).autoPaused, {
        timeout: 60_000,
      })
      .toBe(true);
    await diners.goto('/menu');
    await expect(diners.getByRole('status').filter({ hasText: NOT_TAKING })).toBeVisible();
    await goToCheckoutWith(diners, 'Green Curry Chicken', diner);
    await diners.getByRole('button', { name: 'Place order' }).click();
    await expect(diners.getByRole('main').getByRole('alert').filter({ hasText: NOT_TAKING })).toBeVisible();
    await expect(diners).toHaveURL(/\/checkout/);

    // The incoming screen comes back.
    const again = await kitchen.newPage();
    await again.goto('/admin/incoming');
    await expect(again.getByText(/^This screen: Kitchen e2e/)).toBeVisible();

    // Ordering resumes as soon as the screen reports itself.
    await expect
      .poll(async () => (await (await diners.request.get('/api/public/service-status')).json()).autoPaused, {
        timeout: 60_000,
      })
      .toBe(false);
    await diners.goto('/menu');
    await expect(diners.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(diners.getByText(NOT_TAKING)).toHaveCount(0);
    await goToCheckoutWith(diners, 'Green Curry Chicken', diner);
    await diners.getByRole('button', { name: 'Place order' }).click();
    await expect(diners).toHaveURL(/\/thank-you/);

    // And the banner goes from the other admin page at its next look (every 15 seconds).
    await expect(banner).toHaveCount(0, { timeout: 60_000 });
  } finally {
    await kitchen.close();
    await office.context().close();
    await diners.context().close();
  }
});
