import { expect, type Page, test } from '@playwright/test';
import { apiPost, demoCustomer } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * On a phone in German and French: the checkout says what is really wrong (a
 * 300-character first name is too long, not missing; "12" and "abc" are no phone numbers, also for the
 * server), the summary goes as soon as the last marked field is fixed, and the notes count their
 * characters against the limit.
 */

const LANGUAGES = [
  {
    locale: 'de-CH',
    language: 'de',
    title: 'Kasse',
    fields: { firstName: 'Vorname', lastName: 'Nachname', email: 'E-Mail', phone: 'Telefon' },
    address: { street: 'Strasse', streetNo: 'Nr.', plz: 'PLZ', city: 'Ort' },
    notes: 'Besondere Wünsche',
    submit: 'Weiter zur Zahlung',
    fixFields: 'Bitte korrigieren Sie die markierten Felder.',
    tooLong: 'Höchstens 100 Zeichen',
    phone: 'Geben Sie eine gültige Telefonnummer ein, z. B. 079 123 45 67',
  },
  {
    locale: 'fr-CH',
    language: 'fr',
    title: 'Commande',
    fields: { firstName: 'Prénom', lastName: 'Nom', email: 'E-mail', phone: 'Téléphone' },
    address: { street: 'Rue', streetNo: 'N°', plz: 'NPA', city: 'Localité' },
    notes: 'Remarques',
    submit: 'Continuer vers le paiement',
    fixFields: 'Veuillez corriger les champs signalés.',
    tooLong: '100 caractères au maximum',
    phone: 'Saisissez un numéro de téléphone valable, p. ex. 079 123 45 67',
  },
] as const;

type TItem = { id: number; name: string; price: string | number; available: boolean; soldOutToday?: boolean };

/** One dish in the cart, for takeaway, stored as the web client stores it. */
async function cartWithOneDish(page: Page) {
  const items = (await (await page.request.get('/api/menu-items')).json()) as TItem[];
  const dish = items.find((item) => item.available && !item.soldOutToday);
  if (!dish) throw new Error('no dish to order');
  const line = { kind: 'MENU', id: dish.id, name: dish.name, priceRaw: dish.price, quantity: 1 };
  await page.addInitScript(
    (stored) => {
      localStorage.removeItem('language');
      if (!localStorage.getItem('ak_cart_v1')) localStorage.setItem('ak_cart_v1', stored);
    },
    JSON.stringify({ orderType: 'TAKEAWAY', lines: [line] }),
  );
  return dish;
}

for (const language of LANGUAGES) {
  test.describe(`the checkout says what is wrong on a phone (${language.locale})`, () => {
    test.use({ locale: language.locale });

    test('a name too long and a phone that is none are named; the summary goes when they are fixed', async ({
      page,
    }) => {
      await cartWithOneDish(page);
      let posted = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') posted++;
      });
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field(language.fields.firstName).fill('N'.repeat(300));
      await field(language.fields.lastName).fill('Test');
      await field(language.fields.email).fill(`check-${language.language}@example.ch`);
      await field(language.fields.phone).fill('12');
      await field(language.address.street).fill(demoCustomer.address.street);
      await field(language.address.streetNo).fill(demoCustomer.address.streetNo);
      await field(language.address.plz).fill(demoCustomer.address.plz);
      await field(language.address.city).fill(demoCustomer.address.city);
      await page.getByRole('button', { name: language.submit }).tap();

      await expect(page.getByRole('alert').filter({ hasText: language.fixFields })).toBeVisible();
      await expect(field(language.fields.firstName)).toHaveAccessibleDescription(language.tooLong);
      await expect(field(language.fields.phone)).toHaveAccessibleDescription(language.phone);
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, `checkout with errors (${language.locale})`, { every: true });

      await field(language.fields.phone).fill('abc');
      await page.getByRole('button', { name: language.submit }).tap();
      await expect(field(language.fields.phone)).toHaveAccessibleDescription(language.phone);

      // Fixed one by one: the summary stays while a field is marked, and goes with the last one.
      await field(language.fields.firstName).fill('Nora');
      await expect(page.getByText(language.fixFields)).toBeVisible();
      await field(language.fields.phone).fill('079 123 45 67');
      await expect(page.getByText(language.fixFields)).toHaveCount(0);
      await expect(field(language.fields.phone)).toHaveAttribute('aria-invalid', 'false');
      expect(posted).toBe(0);
    });

    test('the server refuses "12" and "abc" as phone numbers, in the diner’s language', async ({ page }) => {
      const dish = await cartWithOneDish(page);
      for (const phone of ['12', 'abc']) {
        const res = await apiPost(
          page.request,
          '/api/orders',
          {
            customerInfo: { ...demoCustomer, phone },
            orderType: 'TAKEAWAY',
            items: [{ menuItemId: dish.id, quantity: 1 }],
            paymentMethod: 'CASH',
            asap: true,
          },
          { 'Accept-Language': language.language },
        );
        expect(res.status()).toBe(400);
        expect(((await res.json()) as { details: Record<string, string> }).details).toEqual({
          'customerInfo.phone': language.phone,
        });
      }
    });

    test('the notes count their characters against the limit', async ({ page }) => {
      await cartWithOneDish(page);
      await page.goto('/checkout');
      const notes = page.getByRole('textbox', { name: language.notes });
      const limit = await notes.getAttribute('maxlength');
      expect(Number(limit)).toBeGreaterThan(0);
      await expect(page.getByText(`0 / ${limit}`).first()).toBeVisible();
      await notes.fill('x'.repeat(120));
      await expect(page.getByText(`120 / ${limit}`).first()).toBeVisible();
    });
  });
}
