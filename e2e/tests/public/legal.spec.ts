import { expect, test } from '@playwright/test';
import { E2E_MAIL_PROCESSOR } from '../../fixtures/mail';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

// The legal notice, reached from the footer, and the processors on the privacy page.

test.describe('legal notice', () => {
  test('the footer link beside PRIVACY reaches the legal notice with the demo VAT number', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'PRIVACY' })).toBeVisible();
    await footer.getByRole('link', { name: 'Legal notice' }).click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeVisible();
    const vat = page.locator('section').filter({ has: page.getByRole('heading', { name: 'VAT number' }) });
    await expect(vat).toContainText('CHE-123.456.788 MWST');
    const company = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Company' }) });
    await expect(company).toContainText('Hana Gastro GmbH');
    await expect(company).toContainText('Operates the restaurant Hana Sushi & Thai.');
    await expect(company).toContainText('Baslerstrasse 24, 4600 Olten');
    await expect(page.getByRole('link', { name: '+41 62 212 34 56' })).toHaveAttribute(
      'href',
      'tel:+41622123456',
    );
    await expect(page).toHaveTitle(/Legal notice/);
  });

  test('has no serious accessibility violation', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/legal');
    await expect(page.getByText('CHE-123.456.788 MWST')).toBeVisible();
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, '/legal');
  });

  test('opened directly, in German', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'MWST-Nummer' })).toBeVisible();
    await expect(page.getByText('CHE-123.456.788 MWST')).toBeVisible();
  });

  test('the privacy page names the processors the server is configured with', async ({ page }) => {
    // The browser tests' server: the built-in simulated payments, and a local SMTP server (fakes/smtp.mjs).
    const legal = await page.request.get('/api/public/legal');
    // (`notice` beside it is the restaurant's own free text.)
    expect((await legal.json()).processors).toEqual([{ purpose: 'EMAIL', name: E2E_MAIL_PROCESSOR }]);
    await page.goto('/privacy');
    const part = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Service providers' }) });
    await expect(part).toContainText('Card payments: no payment provider is connected.');
    await expect(part).toContainText('Card payments on this website are simulated');
    await expect(part).toContainText(
      `Email delivery: ${E2E_MAIL_PROCESSOR} delivers our confirmation emails`,
    );
  });
});
