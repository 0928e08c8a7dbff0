import { expect, type Page, test } from '@playwright/test';
import { demoCustomer } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * On a phone in German and French, with the simulated provider demo users see: the
 * card number's placeholder is plainly a placeholder, the expiry takes 1228 (the slash is put in, as a
 * phone's number pad has none) on a numeric keypad, and a declined card is said on the page, with the
 * focus on the message, not in a browser alert; another card then pays.
 */

const LANGUAGES = [
  {
    locale: 'de-CH',
    fields: {
      Vorname: 'Nora',
      Nachname: 'Karte',
      'E-Mail': 'card-de@example.ch',
      Telefon: '079 123 45 67',
      Strasse: demoCustomer.address.street,
      'Nr.': demoCustomer.address.streetNo,
      PLZ: demoCustomer.address.plz,
      Ort: demoCustomer.address.city,
    },
    submit: 'Weiter zur Zahlung',
    form: 'Kartenzahlung',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    cvc: 'Prüfnummer (CVC)',
    pay: /bezahlen$/,
    declined: 'Ihre Karte wurde abgelehnt.',
  },
  {
    locale: 'fr-CH',
    fields: {
      Prénom: 'Nora',
      Nom: 'Carte',
      'E-mail': 'card-fr@example.ch',
      Téléphone: '079 123 45 67',
      Rue: demoCustomer.address.street,
      'N°': demoCustomer.address.streetNo,
      NPA: demoCustomer.address.plz,
      Localité: demoCustomer.address.city,
    },
    submit: 'Continuer vers le paiement',
    form: 'Paiement par carte',
    number: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'CVC',
    pay: /^Payer /,
    declined: 'Votre carte a été refusée.',
  },
] as const;

type TItem = { id: number; name: string; price: string | number; available: boolean; soldOutToday?: boolean };

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
}

for (const language of LANGUAGES) {
  test.describe(`the card form on a phone (${language.locale})`, () => {
    test.use({ locale: language.locale });

    test('the expiry takes 1228, a decline is said on the page, another card pays', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      await cartWithOneDish(page);
      await page.goto('/checkout');
      for (const [name, value] of Object.entries(language.fields)) {
        await page.getByRole('textbox', { name, exact: true }).fill(value);
      }
      await page.getByRole('button', { name: language.submit }).tap();

      const form = page.getByRole('form', { name: language.form });
      const number = form.getByRole('textbox', { name: language.number });
      const expiry = form.getByRole('textbox', { name: language.expiry });
      await expect(number).toBeVisible();
      await expect(number).toHaveAttribute('placeholder', '1234 1234 1234 1234');
      await expect(number).toHaveValue('');
      for (const input of [number, expiry]) await expect(input).toHaveAttribute('inputmode', 'numeric');
      await expect(number).toHaveAttribute('autocomplete', 'cc-number');
      await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');

      // A phone's number pad has no slash: typing 1228 gives 12/28; 12/28 stays 12/28.
      await expiry.pressSequentially('1228');
      await expect(expiry).toHaveValue('12/28');
      await expiry.fill('');
      await expiry.pressSequentially('12/28');
      await expect(expiry).toHaveValue('12/28');
      await number.pressSequentially('4000000000000002');
      await expect(number).toHaveValue('4000 0000 0000 0002');
      await form.getByRole('textbox', { name: language.cvc }).fill('123');
      const pay = form.getByRole('button', { name: language.pay });
      await pay.tap();

      const declined = form.getByRole('alert');
      await expect(declined).toHaveText(language.declined);
      await expect(declined).toBeFocused();
      expect(dialogs).toEqual([]);
      await expect(pay).toBeEnabled();
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, `card form with a decline (${language.locale})`, {
        every: true,
      });

      await number.fill('');
      await number.pressSequentially('4242424242424242');
      await pay.tap();
      await expect(page).toHaveURL(/\/thank-you\?/);
      expect(dialogs).toEqual([]);
    });
  });
}
