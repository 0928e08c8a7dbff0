import { type APIRequestContext, expect, test } from '@playwright/test';
import { startFakePrinter, type TPrinted } from '../../../scripts/fake-printer.mjs';
import { adminApi, demoCustomer, xsrf } from '../../fixtures/api';

/**
 * Dish options from the diner's phone to the kitchen's paper (docs/decisions/026): on a 390×844 phone a diner opens
 * the demo's Massaman curry, chooses tofu and "Hot", orders it for pickup with cash, and the kitchen's
 * ticket, in the kitchen's language (the demo restaurant's German), shows both under the dish, from a
 * network printer (a fake on 127.0.0.1 that decodes what it gets). A printer is the whole restaurant's:
 * global-state, removed whatever happens. The e2e restaurant is open around the clock (global-setup.ts).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-CH' });
test.describe.configure({ timeout: 90_000 });

const PRINTER = `E2E options ${Date.now()}`;

async function removePrinter(api: APIRequestContext) {
  const printers = (await (await api.get('/api/admin/printers')).json()) as { id: number; name: string }[];
  for (const printer of printers.filter((p) => p.name === PRINTER)) {
    await api.delete(`/api/admin/printers/${printer.id}`, { headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
  }
}

test('a Massaman curry with tofu and “Hot”, ordered on a phone, prints both on the kitchen ticket', async ({
  page,
  baseURL,
}) => {
  const printer = await startFakePrinter();
  const api = await adminApi(baseURL ?? '');
  try {
    const added = await api.post('/api/admin/printers', {
      data: {
        name: PRINTER,
        host: '127.0.0.1',
        port: printer.port,
        columns: 42,
        codePage: 'CP858',
        copies: ['KITCHEN'],
      },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    expect(added.status()).toBe(201);

    // The card's Add opens the dish's dialog: it must be chosen first.
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Add Massaman Curry to cart' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Massaman Curry' });
    await expect(dialog.getByRole('group', { name: /^Protein required$/ })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Tofu' }).check();
    await dialog.getByRole('radio', { name: 'Hot', exact: true }).check();
    await dialog.getByRole('button', { name: /^Add 1 to cart/ }).tap();
    await expect(dialog).toBeHidden();

    // The cart shows the dish with its options, then the checkout places it.
    await page.getByRole('button', { name: /^Cart 1 item/ }).tap();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(cart).toContainText('Massaman Curry');
    await expect(cart).toContainText('Tofu');
    await expect(cart).toContainText('Hot');
    await cart.getByRole('link', { name: 'Checkout' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const email = `options-${Date.now()}@example.ch`;
    const fields: Record<string, string> = {
      'First name': demoCustomer.firstName,
      'Last name': demoCustomer.lastName,
      Email: email,
      Phone: '+41 79 000 11 22',
      Street: 'Bahnhofstrasse',
      'No.': '1',
      PLZ: '4600',
      City: 'Olten',
    };
    for (const [name, value] of Object.entries(fields)) {
      await page.getByRole('textbox', { name, exact: true }).fill(value);
    }
    await page.getByRole('radio', { name: 'Cash' }).check();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Tofu');
    await page.getByRole('button', { name: 'Place order' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

    // The restaurant confirms it; its kitchen ticket comes out of the printer.
    const order = (await (await api.get(`/api/orders/${orderId}`)).json()) as {
      orderNumber: number;
      orderItems: { options: { name: string }[] }[];
    };
    expect(order.orderItems[0]?.options.map((o) => o.name)).toEqual(['Tofu', 'Hot']);
    const id = orderId;
    const confirmed = await api.post(`/api/admin/menu-orders/${id}/confirm`, {
      data: {},
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    expect(confirmed.ok()).toBe(true);
    const text = (doc: TPrinted | undefined) => (doc?.lines ?? []).join('\n');
    const ticket = () => printer.printed.find((doc) => text(doc).includes(`#${order.orderNumber}`));
    await expect.poll(() => ticket() !== undefined, { timeout: 30_000 }).toBe(true);
    expect(text(ticket())).toMatch(/^1 x Massaman-Curry\n +Protein: Tofu\n +Schärfegrad: Scharf$/m);
  } finally {
    await removePrinter(api);
    await api.dispose();
    await printer.stop();
  }
});
