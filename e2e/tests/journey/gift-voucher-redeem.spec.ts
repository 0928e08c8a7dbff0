import { expect, test } from '@playwright/test';
import { adminApi, xsrf } from '../../fixtures/api';
import { cartOf, chf, fillDiner } from '../../fixtures/voucher-order';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * On a phone in German: the restaurant sells a CHF 50 gift voucher at the counter (over the API, as the
 * back office does); a diner with CHF 32.00 of dishes for pickup applies its code at checkout, sees the
 * voucher pay the whole total and nothing left to pay, places the order without a payment step, and the
 * thank-you and tracking pages say what the voucher paid. CHF 18.00 is left on it afterwards. The dishes
 * and their prices come from the API, never written here.
 */

const ORDER_RAPPEN = 3200;
const VOUCHER_CHF = 50;

test.describe('a gift voucher at checkout on a phone (de-CH)', () => {
  test.use({ locale: 'de-CH' });

  test('the voucher pays the whole order, tracking says so, and the rest stays on it', async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no baseURL');
    const admin = await adminApi(baseURL);
    const sold = await admin.post('/api/admin/vouchers', {
      headers: { 'X-XSRF-TOKEN': await xsrf(admin) },
      data: { amount: VOUCHER_CHF, paymentMethod: 'CASH' },
    });
    expect(sold.status(), await sold.text()).toBe(201);
    const { code } = (await sold.json()) as { id: string; code: string };
    await admin.dispose();

    await cartOf(page, ORDER_RAPPEN);

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await page.getByRole('radio', { name: 'Abholung', exact: true }).check();
    // Cash at pickup: no card fee, the total is the dishes.
    await page.getByRole('radio', { name: 'Bar', exact: true }).check();
    const costs = page.getByRole('group', { name: 'Kosten' });
    await expect(costs).toContainText(`Gesamt${chf(ORDER_RAPPEN)}`);

    await page.getByRole('button', { name: 'Haben Sie einen Gutschein?' }).click();
    const field = page.getByRole('textbox', { name: 'Gutscheincode' });
    await expect(field).toBeFocused();
    // A code that does not exist: the reason under the field, tied to it, and nothing paid.
    await field.fill('ABCD-EFGH-JKMN-PQRS');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Dieser Gutscheincode ist nicht gültig.');
    await expect(costs).not.toContainText('Zu bezahlen');
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'checkout with a refused gift voucher (de-CH)', {
      every: true,
    });

    // Typed as printed, in small letters: the code is read without its hyphens and in capitals.
    await field.fill(
      code
        .match(/.{1,4}/g)
        ?.join('-')
        .toLowerCase() ?? code,
    );
    await page.getByRole('button', { name: 'Einlösen' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Guthaben' })).toHaveText(
      `Guthaben auf diesem Gutschein: ${chf(VOUCHER_CHF * 100)}`,
    );
    await expect(costs).toContainText(`Gesamt${chf(ORDER_RAPPEN)}`);
    await expect(costs).toContainText(`Gutschein− ${chf(ORDER_RAPPEN)}`);
    await expect(costs).toContainText(`Zu bezahlen${chf(0)}`);
    // Nothing left to pay: no payment method to choose, and the order is placed without a payment step.
    await expect(page.getByText('Ihr Gutschein bezahlt die ganze Bestellung.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Bar', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'checkout with a gift voucher (de-CH)', { every: true });

    await fillDiner(page, `voucher-${Date.now()}@example.ch`);
    await page.getByRole('button', { name: 'Bestellung aufgeben' }).click();

    await expect(page).toHaveURL(/\/thank-you\?/);
    const thanks = page.getByRole('list', { name: 'Gesamt' });
    await expect(thanks).toContainText(`Gesamt${chf(ORDER_RAPPEN)}`);
    await expect(thanks).toContainText(`Mit Gutschein bezahlt− ${chf(ORDER_RAPPEN)}`);
    await expect(thanks).toContainText(`Zu bezahlen${chf(0)}`);

    await page.getByRole('link', { name: 'Bestellung verfolgen' }).click();
    await expect(page).toHaveURL(/\/track\?orderId=/);
    const tracked = page.getByRole('article').getByRole('list', { name: 'Gesamt' });
    await expect(tracked).toContainText(`Mit Gutschein bezahlt− ${chf(ORDER_RAPPEN)}`);
    await expect(tracked).toContainText(`Zu bezahlen${chf(0)}`);

    // What the order took is gone from the voucher: CHF 18.00 is left.
    const check = await page.request.get(`/api/vouchers/check?code=${encodeURIComponent(code)}`);
    expect(check.status()).toBe(200);
    expect(await check.json()).toMatchObject({ valid: true, balance: VOUCHER_CHF - ORDER_RAPPEN / 100 });
  });
});
