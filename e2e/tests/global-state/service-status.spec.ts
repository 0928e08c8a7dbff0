import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from '../../fixtures/admin';
import { specAddress, xsrf } from '../../fixtures/api';
import { goToCheckoutWith } from '../../fixtures/checkout';

/**
 * Pausing online orders from the incoming screen changes what every diner sees, so it runs
 * with the other global-state tests, one at a time, and resumes orders afterwards whether it passes or not.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const NOTHING = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };

const diner = {
  'First name': 'Paula',
  'Last name': 'Pause',
  Email: 'paula.pause@example.ch',
  Phone: '+41 79 000 11 22',
  Street: 'Bahnhofstrasse',
  'No.': '1',
  PLZ: '4600',
  City: 'Olten',
};

async function resumeEverything(baseURL: string) {
  const api: APIRequestContext = await request.newContext({ baseURL, extraHTTPHeaders: specAddress() });
  try {
    const login = await api.post('/api/auth/login', {
      data: E2E_ADMIN,
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const res = await api.put('/api/admin/service-status', {
      data: NOTHING,
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!res.ok()) throw new Error(`resuming failed: ${res.status()}`);
  } finally {
    await api.dispose();
  }
}

test.afterAll(async ({ baseURL }) => {
  await resumeEverything(baseURL ?? '');
});

test('pause delivery and takeaway from the incoming screen: the site says so; resume: ordering works again', async ({
  page,
  baseURL,
}) => {
  await resumeEverything(baseURL ?? '');
  await signIn(page, '/admin/incoming');
  const controls = page.getByRole('region', { name: 'Service' });
  await expect(controls).toBeVisible();

  // Two taps: "Pause orders", then "30 min" (delivery and takeaway are the default).
  await controls.getByRole('button', { name: 'Pause orders' }).click();
  await controls.getByRole('button', { name: '30 min' }).click();
  // The date is named when the pause ends on another day (just before midnight).
  const banner = controls.getByText(
    /^Online orders paused until (\d\d\.\d\d\.\d{4}, )?\d\d:\d\d \(Delivery, Takeaway\)$/,
  );
  await expect(banner).toBeVisible();
  const stored = await (await page.request.get('/api/admin/service-status')).json();
  expect(stored).toMatchObject({ pausedOrderTypes: ['DELIVERY', 'TAKEAWAY'] });
  await controls.getByRole('button', { name: 'Recent changes' }).click();
  await expect(controls.getByText(/e2e-admin:/).first()).toBeVisible();

  // The home page and the menu say so.
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Online orders are paused until' })).toBeVisible();
  await page.goto('/menu');
  await expect(page.getByRole('status').filter({ hasText: 'Online orders are paused until' })).toBeVisible();

  // The checkout says so before the form, with when ordering resumes, offers no ASAP; no
  // order is sent.
  const orderPosts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/api\/orders$/.test(req.url())) orderPosts.push(req.url());
  });
  await goToCheckoutWith(page, 'Green Curry Chicken', diner);
  const reason = page.getByRole('main').getByRole('status').filter({ hasText: 'Online orders are paused' });
  await expect(reason).toBeVisible();
  await expect(reason).toContainText('Next open:');
  await expect(page.getByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
  await page.getByRole('button', { name: 'Place order' }).click();
  expect(orderPosts).toEqual([]);

  // Resume from the incoming screen: the banner goes, the home page no longer says it, ordering works.
  await page.goto('/admin/incoming');
  await controls.getByRole('button', { name: 'Resume' }).click();
  await expect(controls.getByText(/^Online orders paused/)).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get('/api/public/service-status')).json()).pausedUntil)
    .toBeNull();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible();
  await expect(page.getByText('Online orders are paused until')).toHaveCount(0);

  await goToCheckoutWith(page, 'Green Curry Chicken', diner);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/thank-you/);
  expect(orderPosts).toHaveLength(1);
});
