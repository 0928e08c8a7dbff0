import { expect, test } from '@playwright/test';

/**
 * On a phone there is no pointer to announce a tap, so the cart drawer's code is
 * fetched once the page has loaded and the browser is idle. The tap then opens the cart with nothing
 * left to fetch: no script, no stylesheet and no texts are requested between the tap and the open drawer.
 */

const LANGUAGES = [
  { locale: 'de-CH', cart: /^Warenkorb/, drawer: 'Ihr Warenkorb', close: 'Warenkorb schliessen' },
  { locale: 'fr-CH', cart: /^Panier/, drawer: 'Votre panier', close: 'Fermer le panier' },
] as const;

for (const language of LANGUAGES) {
  test.describe(`the cart on a phone (${language.locale})`, () => {
    test.use({ locale: language.locale });

    test('is fetched while the page is idle and opens without fetching anything', async ({ page }) => {
      const drawerFetched = page.waitForResponse((response) =>
        /\/assets\/cart-drawer-[\w-]+\.js$/.test(response.url()),
      );
      await page.goto('/menu');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nobody pointed at or tapped the button: the page fetched the drawer by itself.
      expect((await drawerFetched).ok()).toBe(true);
      await page.waitForLoadState('networkidle');

      const fetchedOnTap: string[] = [];
      page.on('request', (request) => {
        if (['script', 'stylesheet'].includes(request.resourceType()) || request.url().includes('/assets/')) {
          fetchedOnTap.push(request.url());
        }
      });
      await page.getByRole('button', { name: language.cart }).tap();
      await expect(page.getByRole('dialog', { name: language.drawer })).toBeVisible();
      expect(fetchedOnTap).toEqual([]);
    });

    test('closes with Escape or its close button and gives the focus back to the button that opened it', async ({
      page,
    }) => {
      await page.goto('/menu');
      const button = page.getByRole('button', { name: language.cart });
      const drawer = page.getByRole('dialog', { name: language.drawer });
      await button.click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: language.close }).click();
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}
