import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../fixtures/admin';
import { adminApi, specAddress, xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * The owner's promo codes on a tablet held across, in German: a code created in the dialog is listed
 * with what it takes off, and the list's switch turns it off on the server.
 */

test.use({ locale: 'de-CH', viewport: { width: 1024, height: 768 } });

interface TSavedPromo {
  id: number;
  code: string;
  kind: string;
  value: number;
  minimumOrder: number;
  maxUsesPerEmail: number | null;
  active: boolean;
}

/** Signs in through the login page, which a de-CH browser shows in German. */
async function signInGerman(page: Page, next: string) {
  await page.setExtraHTTPHeaders(specAddress());
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin-Anmeldung' })).toBeVisible();
  await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
}

async function savedPromo(page: Page, code: string): Promise<TSavedPromo | undefined> {
  const res = await page.request.get('/api/admin/promo-codes');
  expect(res.status()).toBe(200);
  return ((await res.json()) as TSavedPromo[]).find((promo) => promo.code === code);
}

// Letters and digits only, unique per run: the code is the test's own.
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`;

test.afterAll(async ({ baseURL }) => {
  if (!baseURL) return;
  const api = await adminApi(baseURL);
  try {
    const list = (await (await api.get('/api/admin/promo-codes')).json()) as TSavedPromo[];
    const mine = list.find((promo) => promo.code === CODE);
    if (mine) {
      await api.delete(`/api/admin/promo-codes/${mine.id}`, { headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
    }
  } finally {
    await api.dispose();
  }
});

test('creates a promo code, lists it and switches it off', async ({ page }) => {
  test.slow();
  await signInGerman(page, '/admin/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo-Codes' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Promo-Codes' }),
  ).toHaveAttribute('aria-current', 'page');
  await waitUntilSettled(page);
  await expectNoSeriousA11yViolations(page, '/admin/promo-codes');

  await page.getByRole('button', { name: 'Promo-Code erstellen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Promo-Code erstellen' });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: /^Code/ });
  await expect(code).toBeFocused();
  await code.fill(CODE.toLowerCase());
  await expect(code).toHaveValue(CODE);
  await dialog.getByText('Betrag', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Betrag' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /^Rabatt \(CHF\)/ }).fill('5');
  await dialog.getByRole('textbox', { name: /^Mindestbestellwert/ }).fill('30');
  await dialog.getByRole('textbox', { name: /^Einlösungen pro Gast/ }).fill('1');
  await expectNoSeriousA11yViolations(page, 'the promo code dialog', { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByText('Erstellt')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`^${CODE}`) });
  await expect(row).toContainText('CHF 5.00');
  await expect(row).toContainText('ab CHF 30.00');
  await expect(row).toContainText('höchstens 1 pro Gast');
  await expect(row).toContainText('0 / unbegrenzt');
  // A tablet held across shows the list as a table, every column heading in view, not as cards.
  await expect(page.locator('[data-card-rows]')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Löschen' })).toBeInViewport({ ratio: 1 });
  const widths = await page.evaluate(() => {
    const scroller = document.querySelector('main table')?.parentElement;
    return { scroll: scroller?.scrollWidth ?? 0, client: scroller?.clientWidth ?? 0 };
  });
  expect(widths.scroll, 'the table fits without scrolling sideways').toBeLessThanOrEqual(widths.client);
  expect(await savedPromo(page, CODE)).toMatchObject({
    kind: 'AMOUNT',
    value: 5,
    minimumOrder: 30,
    maxUsesPerEmail: 1,
    active: true,
  });

  const toggle = row.getByRole('switch', { name: `${CODE} aktiv` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Aktualisiert')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect.poll(async () => (await savedPromo(page, CODE))?.active).toBe(false);
});
