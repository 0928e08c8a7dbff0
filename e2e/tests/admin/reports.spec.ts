import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { apiPost, menuItemId, placeMenuOrder } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * The close-out and the reports against the real server. The day is never closed here: that
 * would freeze today's figures for every other test (the unit tests cover closing).
 */

/** Today's business day: the restaurant's date, the evening before until 05:00. */
function businessDay(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
    new Date(Date.now() - 5 * 3_600_000),
  );
}
const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

test.describe('close-out and reports', () => {
  test("the close-out shows today's figures and downloads its CSV", async ({ page, request }) => {
    // Places an order, signs in and downloads: more than 30 s on a busy machine.
    test.slow();
    // A pay-later order counts in the revenue once the kitchen confirmed it.
    const orderId = await placeMenuOrder(request, {
      items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 2 }],
      email: `close-out-${Date.now()}@example.ch`,
    });
    await signIn(page, '/admin/close-out');
    const confirmed = await apiPost(page.request, `/api/admin/menu-orders/${orderId}/confirm`, {
      print: false,
    });
    expect(confirmed.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Close-out' })).toBeVisible();
    const day = businessDay();
    await expect(page.getByLabel('Business day')).toHaveValue(day);
    await expect(page.getByRole('heading', { level: 2, name: dotted(day) })).toBeVisible();

    const byMethod = page.getByRole('region', { name: 'By payment method' });
    await expect(byMethod.getByRole('row', { name: /^Cash\b/ })).toContainText(/CHF \d+\.\d{2}/);
    for (const section of ['By order type', 'Menu and buffet', 'VAT by rate', 'Discounts and fees', 'Net']) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Close the day' })).toBeEnabled();
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'the close-out');

    const csv = page.getByRole('link', { name: 'Download CSV' });
    await expect(csv).toHaveAttribute('href', `/api/admin/reports/close-out?date=${day}&format=csv`);
    const downloading = page.waitForEvent('download');
    await csv.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`close-out-${day}.csv`);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split(/\r?\n/);
    expect(lines[0]).toBe('section;key;count;amount');
    expect(lines).toContain(`day;date;;${day}`);
  });

  test('the reports page draws its charts with their tables, and axe finds nothing serious', async ({
    page,
    request,
  }) => {
    test.slow();
    const orderId = await placeMenuOrder(request, {
      items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 3 }],
      // Over the minimum delivery order (CHF 30.00).
      orderType: 'DELIVERY',
      email: `reports-${Date.now()}@example.ch`,
    });
    await signIn(page, '/admin/reports');
    // Revenue counts confirmed orders.
    const confirmed = await apiPost(page.request, `/api/admin/menu-orders/${orderId}/confirm`, {
      print: false,
    });
    expect(confirmed.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();

    for (const title of ['Revenue per day', 'Orders by hour of the day', 'Top items', 'Categories']) {
      const section = page.getByRole('region', { name: title, exact: true });
      // Days without orders draw no bar: the chart is there when one of its bars has a height.
      await expect(section.locator('svg')).toBeVisible();
      await expect(section.locator('svg rect:not([height="0"])').first()).toBeVisible();
      await expect(section.getByRole('table', { name: `${title}: figures` })).toBeVisible();
    }
    // The curry ordered above is among the top items (named in the restaurant's language).
    await expect(
      page.getByRole('table', { name: 'Top items: figures' }).getByRole('rowheader'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download orders (CSV)' })).toHaveAttribute(
      'href',
      /\/api\/admin\/reports\/orders\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );

    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'the reports page');
  });
});
