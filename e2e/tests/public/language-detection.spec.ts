import { expect, test } from '@playwright/test';

// A first visit follows the browser's languages; a browser that speaks none of ours gets the
// restaurant's default language (German in the demo and in the browser tests' restaurant).

test.describe('first visit in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('gets the restaurant default language, German', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    if (!isMobile) {
      await expect(page.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    }
  });
});

test.describe('first visit in a French-speaking Swiss browser', () => {
  test.use({ locale: 'fr-CH' });

  test('is in French', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    if (!isMobile) {
      await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    }
  });
});

test.describe('first visit in an Italian browser', () => {
  test.use({ locale: 'it-IT' });

  test('is in Italian, and a choice made later wins over the browser', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-CH');
    if (isMobile) {
      await page.getByRole('button', { name: /navigazione/i }).click();
    }
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CH');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CH');
  });
});
