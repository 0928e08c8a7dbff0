import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../fixtures/admin';
import { apiPost, menuItemId, placeMenuOrder, placeReservation } from '../../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../axe';

/**
 * The service's screens on a tablet of 1024×768, in German and French (the restaurant's languages), with
 * every rule axe-core has (the experimental ones, label in name, WCAG 2.5.3, among them; see axe.ts), as
 * the public pages are checked: no serious or critical violation. The screens carry this test's own data
 * (a waiting order and a reservation on the incoming screen, a confirmed order on the list), so that cards
 * and rows are there to be checked; every screen is checked even when one fails.
 */
const SCREENS = [
  '/admin/incoming',
  '/admin/orders',
  '/admin/new-order',
  '/admin/restaurant-info',
  '/admin/close-out',
] as const;

test.use({ viewport: { width: 1024, height: 768 } });

for (const language of ['de', 'fr'] as const) {
  test(`accessibility of the service screens with every rule, in ${language}`, async ({ page, request }) => {
    // Five screens, each loaded and scanned with every rule: the time of several tests.
    test.setTimeout(150_000);
    const email = `a11y-office-${language}-${Date.now()}@example.ch`;
    const itemId = await menuItemId(request, 'Green Curry Chicken');
    await placeMenuOrder(request, { items: [{ menuItemId: itemId, quantity: 2 }], email });
    await placeReservation(request, { email, lastName: 'Axe' });

    // The back office speaks the language chosen in this browser (docs/i18n.md).
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    // Signed in through the API: the page's context shares its cookies.
    const login = await apiPost(page.request, '/api/auth/login', E2E_ADMIN);
    expect(login.ok()).toBe(true);
    // A confirmed order of this test's own, so that the order list has a row.
    const confirmedId = await placeMenuOrder(page.request, {
      items: [{ menuItemId: itemId, quantity: 1 }],
      email,
    });
    expect((await apiPost(page.request, `/api/admin/menu-orders/${confirmedId}/confirm`, {})).ok()).toBe(
      true,
    );

    for (const path of SCREENS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', `${language}-CH`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await waitUntilSettled(page);
        if (path === '/admin/incoming') await expect(page.getByRole('article').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${path} (${language})`, { every: true, soft: true });
      });
    }
  });
}
