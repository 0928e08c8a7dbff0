import { expect, test } from '@playwright/test';
import { adminApi, xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * On a phone in German: the owner has made a code of 10 % (over the API, as the back office saves it);
 * a diner adds a dish, opens "Haben Sie einen Promo-Code?", applies the code, sees its line and the lower
 * total, places a cash order for pickup, and the thank-you and tracking pages name the code with what it
 * took off. The dish and its price come from the API, never written here.
 */

/** The demo dish: its name on the API (English) and on the German menu. */
const DISH = 'Green Curry Chicken';
const DISH_DE = 'Grünes Curry mit Poulet';

type TItem = { id: number; name: string; price: number | string };

const chf = (rappen: number) => `CHF ${(rappen / 100).toFixed(2)}`;

test.describe('a promo code on a phone (de-CH)', () => {
  test.use({ locale: 'de-CH' });

  test('the diner applies a code, sees the discount and tracking names it', async ({ page, baseURL }) => {
    if (!baseURL) throw new Error('no baseURL');
    const admin = await adminApi(baseURL);
    const code = `B${Date.now().toString(36).toUpperCase()}`;
    const created = await admin.post('/api/admin/promo-codes', {
      headers: { 'X-XSRF-TOKEN': await xsrf(admin) },
      data: {
        code,
        kind: 'PERCENT',
        value: 10,
        minimumOrder: 0,
        validFrom: null,
        validTo: null,
        orderTypes: ['TAKEAWAY', 'DELIVERY'],
        kinds: ['MENU'],
        maxUses: null,
        maxUsesPerEmail: null,
        firstOrderOnly: false,
        active: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: promoId } = (await created.json()) as { id: number | string };

    try {
      const items = (await (await page.request.get('/api/menu-items')).json()) as TItem[];
      const dish = items.find((item) => item.name === DISH);
      if (!dish) throw new Error(`no ${DISH} on the menu`);
      const priceRappen = Math.round(Number(dish.price) * 100);
      const promoRappen = Math.round(priceRappen / 10);
      const email = `promo-${Date.now()}@example.ch`;
      await page.addInitScript(() => localStorage.removeItem('language'));

      await page.goto('/menu');
      await page.getByRole('button', { name: `${DISH_DE} zum Warenkorb hinzufügen` }).click();
      await page.getByRole('button', { name: /^Warenkorb 1 Artikel$/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Ihr Warenkorb' });
      await drawer.getByRole('link', { name: 'Zur Kasse' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
      await page.getByRole('radio', { name: 'Abholung', exact: true }).check();
      // Paid in cash at the counter: no card fee, the total is the items less the code.
      await page.getByRole('radio', { name: 'Bar', exact: true }).check();

      const costs = page.getByRole('group', { name: 'Kosten' });
      await expect(costs).toContainText(`Gesamt${chf(priceRappen)}`);
      await page.getByRole('button', { name: 'Haben Sie einen Promo-Code?' }).click();
      const field = page.getByRole('textbox', { name: 'Promo-Code' });
      await expect(field).toBeFocused();
      // An unknown code: the server's reason under the field, tied to it, and nothing taken off.
      await field.fill(`${code}X`);
      await page.getByRole('button', { name: 'Einlösen' }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/\S/);
      await expect(costs).not.toContainText('Promo-Code');
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, 'checkout with a refused promo code (de-CH)', {
        every: true,
      });

      await field.fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Einlösen' }).click();

      await expect(costs).toContainText(`Promo-Code ${code}− ${chf(promoRappen)}`);
      await expect(costs).toContainText(`Gesamt${chf(priceRappen - promoRappen)}`);
      await expect(page.getByRole('status').filter({ hasText: 'eingelöst' })).toHaveText(
        `Promo-Code ${code} eingelöst: − ${chf(promoRappen)}`,
      );
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, 'checkout with a promo code (de-CH)', { every: true });

      const fields = {
        Vorname: 'Nora',
        Nachname: 'Test',
        'E-Mail': email,
        Telefon: '+41 79 000 11 22',
        Strasse: 'Bahnhofstrasse',
        'Nr.': '1',
        PLZ: '4600',
        Ort: 'Olten',
      };
      for (const [name, value] of Object.entries(fields)) {
        await page.getByRole('textbox', { name, exact: true }).fill(value);
      }
      await page.getByRole('button', { name: 'Bestellung aufgeben' }).click();

      await expect(page).toHaveURL(/\/thank-you\?/);
      const thanks = page.getByRole('list', { name: 'Gesamt' });
      await expect(thanks).toContainText(`Promo-Code ${code}− ${chf(promoRappen)}`);
      await expect(thanks).toContainText(`Gesamt${chf(priceRappen - promoRappen)}`);

      await page.getByRole('link', { name: 'Bestellung verfolgen' }).click();
      await expect(page).toHaveURL(/\/track\?orderId=/);
      const tracked = page.getByRole('article').getByRole('list', { name: 'Gesamt' });
      await expect(tracked).toContainText(`Promo-Code ${code}− ${chf(promoRappen)}`);
      await expect(tracked).toContainText(`Gesamt${chf(priceRappen - promoRappen)}`);
    } finally {
      await admin.delete(`/api/admin/promo-codes/${promoId}`, {
        headers: { 'X-XSRF-TOKEN': await xsrf(admin) },
      });
      await admin.dispose();
    }
  });
});
