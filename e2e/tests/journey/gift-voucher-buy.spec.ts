import { expect, test } from '@playwright/test';
import { waitForMail } from '../../fixtures/mail';
import { applyVoucher, cartOf, chf, fillDiner } from '../../fixtures/voucher-order';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * On a phone in German: a diner buys a gift voucher of CHF 50 for someone, pays it with the simulated
 * card form, and the thank-you page says where it goes; the recipient's email carries the code (in four
 * groups) and the link to the printable voucher, which shows CHF 50.00 and the same code. The recipient
 * then spends it on an order of CHF 32.00 at checkout, and CHF 18.00 is left on it.
 */

test.describe('a gift voucher bought on a phone (de-CH)', () => {
  test.use({ locale: 'de-CH' });

  test('the diner buys CHF 50 by card, the recipient gets the code, prints it and spends CHF 32', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const recipient = `gift-${stamp}@example.ch`;
    await page.addInitScript(() => localStorage.removeItem('language'));
    await page.goto('/vouchers');
    await expect(page.getByRole('heading', { level: 1, name: 'Gutscheine' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Gutschein kaufen' });
    await form.getByRole('radio', { name: 'CHF 50.00' }).check();
    await form.getByRole('textbox', { name: 'Ihr Name' }).fill('Max Muster');
    await form.getByRole('textbox', { name: /^Ihre E-Mail/ }).fill(`buyer-${stamp}@example.ch`);
    await form.getByRole('textbox', { name: 'Name der beschenkten Person' }).fill('Anna');
    await form.getByRole('textbox', { name: 'E-Mail der beschenkten Person' }).fill(recipient);
    await form.getByRole('textbox', { name: /^Persönliche Nachricht/ }).fill('Alles Gute!\nEn Guete.');
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'gift voucher form (de-CH)');
    await form.getByRole('button', { name: 'Weiter zur Zahlung' }).tap();

    await expect(page.getByText('Gutschein über CHF 50.00 für Anna.')).toBeVisible();
    const card = page.getByRole('form', { name: 'Kartenzahlung' });
    await card.getByRole('textbox', { name: 'Kartennummer' }).pressSequentially('4242424242424242');
    await card.getByRole('textbox', { name: 'Ablaufdatum (MM/JJ)' }).pressSequentially('1234');
    await card.getByRole('textbox', { name: 'Prüfnummer (CVC)' }).fill('123');
    await card.getByRole('button', { name: 'CHF 50.00 bezahlen' }).tap();

    await expect(page).toHaveURL(/\/vouchers\/thank-you\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(
      `Ihr Gutschein über CHF 50.00 für Anna geht heute an ${recipient}.`,
    );
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'gift voucher thank-you (de-CH)');

    const mail = await waitForMail(recipient, (m) => /CHF 50\.00/.test(m.subject));
    const printed = mail.text.match(/\b[2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3}\b/)?.[0];
    if (!printed) throw new Error(`no voucher code in the email:\n${mail.text}`);
    const code = printed.replaceAll('-', '');
    const link = mail.text.match(/https?:\/\/\S+\/voucher#([0-9A-Z-]+)/);
    expect(link?.[1]?.replaceAll('-', '')).toBe(code);

    await page.goto(`/voucher#${code}`);
    const sheet = page.getByRole('article', { name: 'Gutschein' });
    await expect(sheet.getByText('CHF 50.00', { exact: true })).toBeVisible();
    await expect(sheet.getByText(printed)).toBeVisible();
    await expect(sheet.getByText('Für Anna')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible();
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'printable gift voucher (de-CH)');

    // Without a code in the address: the code typed as printed, checked, and the way back to print it.
    await page.goto('/voucher');
    await page.getByRole('textbox', { name: 'Gutscheincode' }).fill(printed.toLowerCase());
    await page.getByRole('button', { name: 'Prüfen' }).tap();
    const answer = page.getByRole('status');
    await expect(answer).toContainText('Noch CHF 50.00 Guthaben auf diesem Gutschein');
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'gift voucher check (de-CH)');
    await answer.getByRole('link', { name: 'Gutschein anzeigen und drucken' }).tap();
    await expect(page).toHaveURL(new RegExp(`/voucher#${code}$`));
    await expect(page.getByRole('article', { name: 'Gutschein' })).toBeVisible();

    // The recipient spends it on CHF 32.00 of dishes for pickup: the voucher pays all, nothing to pay.
    await cartOf(page, 3200);
    await page.goto('/checkout');
    await page.getByRole('radio', { name: 'Abholung', exact: true }).check();
    await applyVoucher(page, printed);
    const costs = page.getByRole('group', { name: 'Kosten' });
    await expect(costs).toContainText(`Gutschein− ${chf(3200)}`);
    await expect(costs).toContainText(`Zu bezahlen${chf(0)}`);
    await fillDiner(page, recipient);
    await page.getByRole('button', { name: 'Bestellung aufgeben' }).tap();
    await expect(page).toHaveURL(/\/thank-you\?/);
    await expect(page.getByRole('list', { name: 'Gesamt' })).toContainText(
      `Mit Gutschein bezahlt− ${chf(3200)}`,
    );

    // CHF 18.00 is left: the printable voucher and the check say so.
    await page.goto(`/voucher#${code}`);
    await expect(page.getByRole('article', { name: 'Gutschein' })).toContainText('CHF 18.00');
    await page.goto('/voucher');
    await page.getByRole('textbox', { name: 'Gutscheincode' }).fill(printed);
    await page.getByRole('button', { name: 'Prüfen' }).tap();
    await expect(page.getByRole('status')).toContainText('Noch CHF 18.00 Guthaben auf diesem Gutschein');
  });
});
