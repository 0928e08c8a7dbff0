import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { menuItemId, xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations } from '../a11y/axe';

/**
 * A phone order entered on a tablet: items found by name and by number, the guest's name
 * and phone, takeaway ASAP in cash; the receipt is printed and the order is on Menu Orders as
 * CONFIRMED. A returning guest is offered however the phone number is typed. The restaurant is open
 * around the clock in browser tests (global-setup.ts).
 */

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

/** A Swiss mobile number of this run, as '79 xxx xx xx' (the caller adds '+41 ' or '0'). */
function uniqueMobile(): string {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return `79 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
}

async function placedNumber(page: Page): Promise<number> {
  const line = page.getByText(/Order #\d+ was placed as confirmed/);
  await expect(line).toBeVisible();
  const match = /Order #(\d+)/.exec((await line.textContent()) ?? '');
  if (!match?.[1]) throw new Error('no order number');
  return Number(match[1]);
}

test.describe('phone order', () => {
  test('entered on a tablet, printed, and listed on Menu Orders as CONFIRMED', async ({ page, request }) => {
    // Signs in, places an order, prints and opens the list: more than 30 s on a busy machine.
    test.slow();
    const edamame = await menuItemId(request, 'Edamame');
    await signIn(page, '/admin/new-order');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search by name or number' });
    await search.fill('green curry');
    await page.getByRole('button', { name: /^#\d+ Green Curry Chicken, CHF [\d.]+, add$/ }).tap();
    await search.fill(String(edamame));
    await page.getByRole('button', { name: new RegExp(`^#${edamame} Edamame, CHF [\\d.]+, add$`) }).tap();
    const cart = page.getByRole('list', { name: 'Order' });
    await expect(cart.getByText('Quantity of Green Curry Chicken: 1')).toBeAttached();
    await expect(cart.getByText('Quantity of Edamame: 1')).toBeAttached();
    await expectNoSeriousA11yViolations(page, 'new order with a cart');

    await page.getByRole('textbox', { name: 'Phone' }).fill(`+41 ${uniqueMobile()}`);
    await page.getByRole('textbox', { name: 'First name' }).fill('Phone');
    await page.getByRole('textbox', { name: 'Last name' }).fill(`Guest ${Date.now()}`);
    await expect(page.getByRole('radio', { name: 'Takeaway' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    await page.getByText('Cash', { exact: true }).tap();
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();

    const receipt = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Place order' }).tap();
    const orderNumber = await placedNumber(page);
    const download = await receipt;
    const orderId = new RegExp(`^order-${orderNumber}-(\\w+)\\.txt$`).exec(download.suggestedFilename())?.[1];
    expect(orderId).toBeTruthy();
    // Placed as staff entered it: CONFIRMED, with who entered it.
    const saved = await page.request.get(`/api/orders/${orderId}`);
    expect(await saved.json()).toMatchObject({
      orderNumber,
      status: 'CONFIRMED',
      paymentMethod: 'CASH',
      asap: true,
      enteredBy: 'e2e-admin',
      overrideReason: null,
    });
    // Ready for the next call.
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    await expect(page.getByText('No items yet: tap an item to add it.')).toBeVisible();

    await page.getByRole('link', { name: 'Go to Menu Orders' }).first().tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Orders' })).toBeVisible();
    const row = page
      .getByRole('region', { name: 'Active' })
      .getByRole('row')
      .filter({ has: page.getByText(`#${orderNumber}`, { exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Status of order #${orderNumber}` })).toHaveValue(
      'CONFIRMED',
    );
  });

  test('a returning guest is found by the phone typed another way and re-orders', async ({
    page,
    request,
  }) => {
    test.slow();
    const mobile = uniqueMobile();
    await signIn(page, '/admin/new-order');
    // The guest's first order, taken earlier with the number written '+41 79 …'.
    const first = await page.request.post('/api/admin/orders', {
      headers: { 'X-XSRF-TOKEN': await xsrf(page.request), 'Idempotency-Key': crypto.randomUUID() },
      data: {
        customerInfo: { firstName: 'Returning', lastName: 'Guest', phone: `+41 ${mobile}` },
        orderType: 'TAKEAWAY',
        items: [{ menuItemId: await menuItemId(request, 'Edamame'), quantity: 2 }],
        paymentMethod: 'TWINT',
        asap: true,
      },
    });
    expect(first.status()).toBe(201);
    const firstNumber = ((await first.json()) as { orderNumber: number }).orderNumber;

    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone' }).fill(`0${mobile}`);
    await expect(page.getByRole('button', { name: 'Use details of Returning Guest' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new order with a returning guest');
    await page.getByRole('button', { name: 'Use details of Returning Guest' }).tap();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Returning');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(`+41 ${mobile}`);

    await page.getByRole('textbox', { name: 'Phone' }).fill(`0${mobile}`);
    await page.getByRole('button', { name: `Re-order order #${firstNumber}` }).tap();
    await expect(
      page.getByRole('list', { name: 'Order' }).getByText('Quantity of Edamame: 2'),
    ).toBeAttached();

    const receipt = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Place order' }).tap();
    const orderNumber = await placedNumber(page);
    expect((await receipt).suggestedFilename()).toMatch(new RegExp(`^order-${orderNumber}-`));
  });
});
