import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiPost, demoCustomer, menuItemId } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * On a phone in German and French: "where is my food?". The thank-you page shows the
 * order number, the summary and the restaurant's phone as a tel: link; the tracking page shows the
 * progress steps, the order number, each line's total, the delivery fee line and the phone; /track without
 * a link finds the order by number and email, and a wrong email gets the same "not found" as an unknown
 * number. Amounts and the phone come from the API, never written here.
 */

const LANGUAGES = [
  {
    locale: 'de-CH',
    number: 'Bestellnummer',
    summary: 'Ihre Bestellung',
    items: 'Artikel',
    progress: 'Fortschritt',
    received: 'Eingegangen',
    deliveryFee: 'Liefergebühr',
    email: 'E-Mail',
    find: 'Bestellung finden',
    track: 'Bestellung verfolgen',
    notFound: 'Wir haben keine Bestellung mit dieser Nummer und E-Mail-Adresse gefunden.',
  },
  {
    locale: 'fr-CH',
    number: 'Numéro de commande',
    summary: 'Votre commande',
    items: 'Articles',
    progress: 'Suivi',
    received: 'Reçue',
    deliveryFee: 'Frais de livraison',
    email: 'E-mail',
    find: 'Trouver ma commande',
    track: 'Suivre ma commande',
    notFound: 'Nous n’avons trouvé aucune commande avec ce numéro et cette adresse e-mail.',
  },
] as const;

type TTracked = {
  id: string;
  orderNumber: number;
  deliveryFee: number;
  restaurantPhone: string | null;
  orderItems: { name: string; quantity: number; total: number }[];
};

const chf = (amount: number) => `CHF ${amount.toFixed(2)}`;

/** A delivery of three curries (above the minimum), placed as the web client places it; its tracked answer. */
async function placeDelivery(request: APIRequestContext, email: string): Promise<TTracked> {
  const res = await apiPost(request, '/api/orders', {
    customerInfo: { ...demoCustomer, email },
    orderType: 'DELIVERY',
    items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 3 }],
    paymentMethod: 'CASH',
    asap: true,
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const tracked = await request.get(`/api/orders/track?orderId=${id}&email=${encodeURIComponent(email)}`);
  expect(tracked.ok()).toBe(true);
  return (await tracked.json()) as TTracked;
}

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

async function expectPhone(page: Page, phone: string | null) {
  test.skip(!phone, 'the restaurant has a phone number in the demo data');
  if (!phone) return;
  await expect(page.getByRole('link', { name: phone })).toHaveAttribute('href', telOf(phone));
}

for (const language of LANGUAGES) {
  test.describe(`thank-you and tracking on a phone (${language.locale})`, () => {
    test.use({ locale: language.locale });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.removeItem('language'));
    });

    test('thank-you shows the order number, the summary and the phone as a tel: link', async ({ page }) => {
      const email = `thanks-${language.locale}-${Date.now()}@example.ch`;
      const order = await placeDelivery(page.request, email);
      await page.goto(`/thank-you?orderId=${order.id}&email=${encodeURIComponent(email)}&kind=menu`);
      await expect(page.getByText(`#${order.orderNumber}`, { exact: true })).toBeVisible();
      await expect(page.getByText(language.number, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: language.summary })).toBeVisible();
      const items = page.getByRole('list', { name: language.items });
      const line = order.orderItems[0];
      if (!line) throw new Error('no order line');
      await expect(items).toContainText(`${line.quantity} x`);
      await expect(items).toContainText(chf(line.total));
      await expectPhone(page, order.restaurantPhone);
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, `thank-you (${language.locale})`, { every: true });
    });

    test('tracking shows the steps, the order number, line totals, the fee line and the phone', async ({
      page,
    }) => {
      const email = `track-${language.locale}-${Date.now()}@example.ch`;
      const order = await placeDelivery(page.request, email);
      await page.goto(`/track?orderId=${order.id}&email=${encodeURIComponent(email)}`);
      const card = page.getByRole('article');
      await expect(card).toContainText(`${language.number}${order.orderNumber}`);
      await expect(card).not.toContainText(order.id);
      const steps = card.getByRole('list', { name: language.progress });
      await expect(steps.getByRole('listitem')).toHaveCount(5);
      await expect(steps.getByRole('listitem').first()).toContainText(language.received);
      await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
      const line = order.orderItems[0];
      if (!line) throw new Error('no order line');
      await expect(card.getByRole('list', { name: language.items })).toContainText(chf(line.total));
      await expect(card).toContainText(
        order.deliveryFee > 0 ? `${language.deliveryFee}${chf(order.deliveryFee)}` : language.deliveryFee,
      );
      await expectPhone(page, order.restaurantPhone);
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, `tracking (${language.locale})`, { every: true });
    });

    test('/track without a link finds the order by number and email; a wrong email is not found', async ({
      page,
    }) => {
      const email = `lookup-${language.locale}-${Date.now()}@example.ch`;
      const order = await placeDelivery(page.request, email);
      await page.goto('/track');
      await expect(page.getByRole('heading', { level: 1, name: language.track })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      const number = page.getByRole('textbox', { name: language.number });
      const address = page.getByRole('textbox', { name: language.email });

      await number.fill(String(order.orderNumber));
      await address.fill(`other-${email}`);
      await page.getByRole('button', { name: language.find }).tap();
      await expect(page.getByRole('alert')).toHaveText(language.notFound);
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, `tracking lookup (${language.locale})`, { every: true });

      // An unknown number gets the very same answer as a wrong email.
      await number.fill('999999');
      await address.fill(email);
      await page.getByRole('button', { name: language.find }).tap();
      await expect(page.getByRole('alert')).toHaveText(language.notFound);

      await number.fill(String(order.orderNumber));
      await page.getByRole('button', { name: language.find }).tap();
      await expect(page).toHaveURL(new RegExp(`/track\\?orderId=${order.id}&email=`));
      await expect(page.getByRole('article')).toContainText(`${language.number}${order.orderNumber}`);
    });
  });
}
