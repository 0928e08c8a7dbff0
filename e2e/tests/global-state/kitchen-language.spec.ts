import { type APIRequestContext, expect, test } from '@playwright/test';
import { startFakePrinter, type TPrinted } from '../../../scripts/fake-printer.mjs';
import { signIn } from '../../fixtures/admin';
import { adminApi, demoCustomer, menuItemId, xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations } from '../a11y/axe';

/**
 * The kitchen's ticket in the kitchen's language, the diner's receipt in the diner's: the owner chooses
 * the kitchen language on the restaurant-information screen of a 1024×768 tablet, a French diner orders,
 * and a network printer (a fake on 127.0.0.1 that decodes what it gets in its code page) prints a German
 * ticket and a French receipt. A printer and the setting are the whole restaurant's: global-state, put
 * back whatever happens.
 */
test.use({ viewport: { width: 1024, height: 768 } });
test.describe.configure({ timeout: 90_000 });

const PRINTER = `E2E kitchen ${Date.now()}`;

async function removePrinter(api: APIRequestContext) {
  const printers = (await (await api.get('/api/admin/printers')).json()) as { id: number; name: string }[];
  for (const printer of printers.filter((p) => p.name === PRINTER)) {
    await api.delete(`/api/admin/printers/${printer.id}`, { headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
  }
}

/** The kitchen language back to the default language's. */
async function restoreKitchenLanguage(api: APIRequestContext) {
  const info = (await (await api.get('/api/admin/restaurant-info')).json()) as { id: number };
  const res = await api.put(`/api/admin/restaurant-info/${info.id}`, {
    data: { ...info, kitchenLanguage: null },
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  if (!res.ok()) throw new Error(`restoring the kitchen language failed: ${res.status()}`);
}

test('a French diner’s order prints as a German kitchen ticket and a French receipt', async ({
  page,
  baseURL,
  playwright,
}) => {
  const printer = await startFakePrinter();
  const api = await adminApi(baseURL ?? '');
  try {
    // The owner sets the kitchen language.
    await signIn(page, '/admin/restaurant-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Info' })).toBeVisible();
    const kitchen = page.getByRole('combobox', { name: 'Kitchen language' });
    await expect(kitchen).toBeVisible();
    await expect(kitchen).toHaveAccessibleDescription(/Kitchen tickets are printed in this language/);
    // Beside the other settings of the restaurant, within the tablet's width.
    const box = await kitchen.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1024);
    await kitchen.selectOption({ label: 'Deutsch' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(kitchen).toHaveValue('de');
    await expectNoSeriousA11yViolations(page, 'the restaurant information with the kitchen language', {
      include: 'main',
    });
    const saved = (await (await api.get('/api/admin/restaurant-info')).json()) as { kitchenLanguage: string };
    expect(saved.kitchenLanguage).toBe('de');

    const added = await api.post('/api/admin/printers', {
      data: {
        name: PRINTER,
        host: '127.0.0.1',
        port: printer.port,
        columns: 42,
        codePage: 'CP858',
        copies: ['KITCHEN', 'RECEIPT'],
      },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    expect(added.status()).toBe(201);

    // A diner whose browser speaks French orders; the kitchen confirms.
    const french = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'Accept-Language': 'fr-CH,fr;q=0.9' },
    });
    const curry = await menuItemId(french, 'Curry vert au poulet');
    const placed = await french.post('/api/orders', {
      data: {
        customerInfo: { ...demoCustomer, email: `kitchen-${Date.now()}@example.ch` },
        orderType: 'TAKEAWAY',
        items: [{ menuItemId: curry, quantity: 2 }],
        paymentMethod: 'CASH',
        asap: true,
        specialInstructions: 'Sans coriandre',
      },
      headers: { 'X-XSRF-TOKEN': await xsrf(french) },
    });
    expect(placed.status()).toBe(201);
    const { id } = (await placed.json()) as { id: string };
    await french.dispose();
    const { orderNumber } = (await (await api.get(`/api/orders/${id}`)).json()) as { orderNumber: number };
    const confirmed = await api.post(`/api/admin/menu-orders/${id}/confirm`, {
      data: {},
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    expect(confirmed.ok()).toBe(true);

    // Both copies come out of the printer.
    const ofOrder = () => printer.printed.filter((doc) => doc.lines.join('\n').includes(`#${orderNumber}`));
    await expect.poll(() => ofOrder().length, { timeout: 30_000 }).toBe(2);
    const text = (doc: TPrinted | undefined) => (doc?.lines ?? []).join('\n');
    const receipt = ofOrder().find((doc) => text(doc).includes('TOTAL CHF'));
    const ticket = ofOrder().find((doc) => doc !== receipt);

    // The kitchen's ticket: German labels and the dish's German name, the diner's note as typed.
    expect(text(ticket)).toContain('ABHOLUNG');
    expect(text(ticket)).toMatch(/Fertig (\d\d\.\d\d\.\d{4}, )?\d\d:\d\d/);
    expect(text(ticket)).toMatch(/^2 x Grünes Curry mit Poulet$/m);
    expect(text(ticket)).toContain('BEMERKUNG: Sans coriandre');
    expect(text(ticket)).toContain(`Kunde: ${demoCustomer.firstName} ${demoCustomer.lastName}`);
    expect(text(ticket)).not.toMatch(/Curry vert|TAKEAWAY|Customer/);
    // The diner's receipt: French, dates in de-CH.
    expect(text(receipt)).toMatch(
      new RegExp(`Commande #${orderNumber} +\\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d`),
    );
    expect(text(receipt)).toContain('Curry vert au poulet');
    expect(text(receipt)).toContain('Merci pour votre commande !');
  } finally {
    await removePrinter(api);
    await restoreKitchenLanguage(api);
    await api.dispose();
    await printer.stop();
  }
});
