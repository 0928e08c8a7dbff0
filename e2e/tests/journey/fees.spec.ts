import { expect, type Page, test } from '@playwright/test';

/**
 * On a phone in German and French: the cart says what a delivery costs before the
 * checkout (the fee, free delivery from, the minimum and how much is missing to it), and the checkout
 * shows each payment method's fee beside it before it is chosen. The figures are the restaurant's data
 * (the public delivery zones and order settings), read from the API, never written here.
 */

type TZone = { deliveryFee: number; minimumOrder: number; freeDeliveryFrom: number | null };
type TItem = {
  id: number;
  name: string;
  price: number | string;
  vatClass?: string;
  available: boolean;
  soldOutToday?: boolean;
};

const LANGUAGES = [
  {
    locale: 'de-CH',
    cart: /^Warenkorb \d/,
    drawer: 'Ihr Warenkorb',
    delivery: 'Lieferung',
    fee: (amount: string) => `Liefergebühr ${amount}`,
    free: (amount: string) => `gratis ab ${amount}`,
    minimum: (amount: string) => `Mindestbestellwert für Lieferung ${amount}`,
    missing: (amount: string) => `Noch ${amount} bis zum Mindestbestellwert`,
    checkout: 'Zur Kasse',
    card: (percent: string) =>
      new RegExp(`^Karte \\(online\\) \\+${percent.replace('.', '[.,]')}\\s?% Gebühr$`),
  },
  {
    locale: 'fr-CH',
    cart: /^Panier \d/,
    drawer: 'Votre panier',
    delivery: 'Livraison',
    fee: (amount: string) => `Frais de livraison ${amount}`,
    free: (amount: string) => `offerts dès ${amount}`,
    minimum: (amount: string) => `Minimum de commande pour la livraison ${amount}`,
    missing: (amount: string) => `Encore ${amount} pour atteindre le minimum`,
    checkout: 'Commander',
    card: (percent: string) =>
      new RegExp(`^Carte \\(en ligne\\) \\+${percent.replace('.', '[.,]')}\\s?% de frais$`),
  },
] as const;

const chf = (rappen: number) => `CHF ${(rappen / 100).toFixed(2)}`;

/** A cart of one dish cheaper than the minimum, stored as the web client stores it, as a delivery. */
async function cartBelowMinimum(page: Page, minimumRappen: number) {
  const items = (await (await page.request.get('/api/menu-items')).json()) as TItem[];
  const dish = items
    .filter((item) => item.available && !item.soldOutToday)
    .map((item) => ({ ...item, rappen: Math.round(Number(item.price) * 100) }))
    .find((item) => item.rappen < minimumRappen);
  if (!dish) throw new Error('no dish under the minimum');
  const line = { kind: 'MENU', id: dish.id, name: dish.name, priceRaw: dish.price, quantity: 1 };
  await page.addInitScript(
    (stored) => {
      if (!localStorage.getItem('ak_cart_v1')) localStorage.setItem('ak_cart_v1', stored);
    },
    JSON.stringify({ orderType: 'DELIVERY', lines: [line] }),
  );
  return dish.rappen;
}

for (const language of LANGUAGES) {
  test.describe(`fees known early on a phone (${language.locale})`, () => {
    test.use({ locale: language.locale });

    test('the cart names the delivery fee, the minimum and what is missing; checkout the card fee', async ({
      page,
    }) => {
      const zones = (await (await page.request.get('/api/delivery-zones')).json()) as TZone[];
      const settings = (await (await page.request.get('/api/order-settings')).json()) as {
        cardFeePercent: number;
      };
      const [zone] = zones;
      test.skip(!zone || zones.length !== 1, 'one delivery zone (the spec’s) expected');
      if (!zone) return;
      const minimum = Math.round(zone.minimumOrder * 100);
      const price = await cartBelowMinimum(page, minimum);

      await page.goto('/menu');
      await page.getByRole('button', { name: language.cart }).tap();
      const drawer = page.getByRole('dialog', { name: language.drawer });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('radio', { name: language.delivery })).toBeChecked();
      await expect(drawer).toContainText(language.fee(chf(Math.round(zone.deliveryFee * 100))));
      if (zone.freeDeliveryFrom !== null)
        await expect(drawer).toContainText(language.free(chf(Math.round(zone.freeDeliveryFrom * 100))));
      await expect(drawer).toContainText(language.minimum(chf(minimum)));
      await expect(drawer).toContainText(language.missing(chf(minimum - price)));
      // One banner landmark on the page: the drawer's top is not one.
      await expect(page.getByRole('banner')).toHaveCount(1);

      await drawer.getByRole('link', { name: language.checkout }).tap();
      await expect(page).toHaveURL(/\/checkout$/);
      const percent = String(settings.cardFeePercent);
      const card = page.getByRole('radio', { name: language.card(percent) });
      await expect(card).toBeVisible();
      // The summary names what is missing too, before anything is typed.
      await expect(page.getByRole('group').getByText(language.missing(chf(minimum - price)))).toBeVisible();
    });
  });
}
