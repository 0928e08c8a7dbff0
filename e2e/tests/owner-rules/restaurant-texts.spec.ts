import { type Browser, expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { adminApi, xsrf } from '../../fixtures/api';

/**
 * The restaurant's texts in four languages: the owner writes the German about text and delivery note and
 * a French delivery note on the restaurant-information screen, leaves the French about text empty, and
 * the German home page shows the German texts while the French one shows the French note and falls back
 * to the German about text. The texts change what every diner sees: this runs with the other global-state
 * tests and puts the saved texts back, whether it passes or fails.
 */
test.describe.configure({ timeout: 120_000 });

const ABOUT_DE = 'Hana kocht seit 2012 in der Altstadt von Olten: Sushi und Thai, frisch für Sie.';
const NOTE_DE = 'Wir liefern bis nach Hägendorf (4614).';
const NOTE_FR = 'Nous livrons jusqu’à Hägendorf (4614).';

type TInfo = Record<string, unknown> & { id: number };
let saved: TInfo | undefined;

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL ?? '');
  try {
    saved = (await (await api.get('/api/admin/restaurant-info')).json()) as TInfo;
  } finally {
    await api.dispose();
  }
});

test.afterAll(async ({ baseURL }) => {
  if (!saved) return;
  const api = await adminApi(baseURL ?? '');
  try {
    const { aboutText, deliveryNote, translations } = saved;
    const current = (await (await api.get('/api/admin/restaurant-info')).json()) as TInfo;
    const res = await api.put(`/api/admin/restaurant-info/${current.id}`, {
      data: { ...current, aboutText, deliveryNote, translations },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!res.ok()) throw new Error(`restoring the texts failed: ${res.status()}`);
  } finally {
    await api.dispose();
  }
});

/** The home page as a diner whose browser speaks `locale` sees it. */
async function homeIn(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto('/');
  return { page, close: () => context.close() };
}

test('the owner writes the texts per language; each home page shows its own or the default’s', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/restaurant-info');
  const texts = page.getByRole('tablist', { name: 'Languages' });
  await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Europe/Zurich');

  // German is the default language: its tab comes first and its texts are what others fall back to.
  await texts.getByRole('tab', { name: 'Deutsch' }).click();
  await page.getByRole('textbox', { name: 'About text' }).fill(ABOUT_DE);
  await page.getByRole('textbox', { name: 'Delivery note' }).fill(NOTE_DE);

  await texts.getByRole('tab', { name: 'Français' }).click();
  const aboutFr = page.getByRole('textbox', { name: 'About text' });
  // Empty: the French site shows the German text, as the placeholder says.
  await aboutFr.fill('');
  await expect(aboutFr).toHaveAttribute('placeholder', ABOUT_DE);
  await page.getByRole('textbox', { name: 'Delivery note' }).fill(NOTE_FR);

  const saving = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && /\/api\/admin\/restaurant-info\/\d+$/.test(res.url()),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saving).status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Recent changes to texts and time zone' })).toContainText(
    'about text (DE)',
  );

  const german = await homeIn(browser, 'de-CH');
  try {
    await expect(german.page.getByText(ABOUT_DE)).toBeVisible();
    await expect(german.page.getByText(NOTE_DE)).toBeVisible();
  } finally {
    await german.close();
  }

  const french = await homeIn(browser, 'fr-CH');
  try {
    await expect(french.page.getByText(ABOUT_DE)).toBeVisible();
    await expect(french.page.getByText(NOTE_FR)).toBeVisible();
    await expect(french.page.getByText(NOTE_DE)).toHaveCount(0);
  } finally {
    await french.close();
  }
});
