import { expect, type Page, test } from '@playwright/test';
import { type TMail, waitForMail } from '../../fixtures/mail';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * The diner's account on a phone. In German: a diner orders as a guest (cash, pickup), later finds "Mein
 * Konto" in the navigation, asks for a sign-in link, opens it from the email the local SMTP server caught,
 * sees the order, saves an address, orders it again (the checkout filled from the saved details) and the
 * second order is the account's too; the same link a second time says it was used. In French: the way in,
 * and a used link explained with the form for a new one.
 */

/** The demo dish on the German menu. */
const DISH_DE = 'Grünes Curry mit Poulet';

type TAccountOrder = { id: string; orderNumber: number; items: { name: string; quantity: number }[] };

/** The link's path and query: opened on the test's own origin, whatever PUBLIC_URL the email names. */
function signInPath(mail: TMail): string {
  const path = mail.text.match(/\/account\/sign-in\?token=[\w-]+/)?.[0];
  if (!path) throw new Error(`no sign-in link in the email: ${mail.text}`);
  return path;
}

const isSignInMail = (mail: TMail) => /\/account\/sign-in\?token=/.test(mail.text);

function orderIdOf(page: Page): string {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/thank-you');
  return url.searchParams.get('orderId') ?? '';
}

test.describe('the diner’s account on a phone (de-CH)', () => {
  test.use({ locale: 'de-CH' });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.removeItem('language'));
  });

  test('a guest’s order is in the account the emailed link opens, and ordering it again works', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `account-${Date.now()}@example.ch`;

    // A guest order: pickup, paid in cash.
    await page.goto('/menu');
    await page.getByRole('button', { name: `${DISH_DE} zum Warenkorb hinzufügen` }).click();
    await page.getByRole('button', { name: /^Warenkorb 1 Artikel$/ }).click();
    await page
      .getByRole('dialog', { name: 'Ihr Warenkorb' })
      .getByRole('link', { name: 'Zur Kasse' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await page.getByRole('radio', { name: 'Abholung', exact: true }).check();
    await page.getByRole('radio', { name: 'Bar', exact: true }).check();
    const guest = {
      Vorname: 'Nora',
      Nachname: 'Konto',
      'E-Mail': email,
      Telefon: '+41 79 000 11 22',
      Strasse: 'Bahnhofstrasse',
      'Nr.': '1',
      PLZ: '4600',
      Ort: 'Olten',
    };
    for (const [name, value] of Object.entries(guest)) {
      await page.getByRole('textbox', { name, exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Bestellung aufgeben' }).click();
    await expect(page).toHaveURL(/\/thank-you\?/);
    const firstOrderId = orderIdOf(page);

    // Later: the way in is in the phone's navigation.
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Mein Konto' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Konto' })).toBeVisible();
    await expect(page.getByText('Zum Bestellen brauchen Sie nie ein Konto.')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    await page.getByRole('button', { name: 'Anmeldelink senden' }).click();
    await expect(page.getByRole('status')).toContainText(
      `Schauen Sie in Ihr Postfach: Wir haben einen Link an ${email} gesendet.`,
    );
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'account, link sent (de-CH)', { every: true });

    const mail = await waitForMail(email, isSignInMail);
    expect(mail.subject).toMatch(/Anmeldelink/);
    const link = signInPath(mail);
    await page.goto(link);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Guten Tag, Nora')).toBeVisible();
    const orders = page.getByRole('region', { name: 'Ihre Bestellungen' });
    const first = orders.getByRole('article');
    await expect(first).toHaveCount(1);
    await expect(first).toContainText(`1 × ${DISH_DE}`);
    await expect(first).toContainText('Abholung');
    await expect(first.getByRole('link', { name: /^Bestellung Nr\. \d+ verfolgen$/ })).toHaveAttribute(
      'href',
      `/track?orderId=${firstOrderId}&email=${encodeURIComponent(email)}`,
    );

    // The saved details start from the order (a pickup: no address); the diner saves one for next time.
    const details = page.getByRole('region', { name: 'Gespeicherte Angaben' });
    await expect(details.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Nora');
    await expect(details.getByText('Noch keine Adresse gespeichert.')).toBeVisible();
    await details.getByRole('button', { name: 'Adresse hinzufügen' }).click();
    const address = details.getByRole('group', { name: 'Adresse 1' });
    await address.getByRole('textbox', { name: 'Strasse' }).fill('Ringstrasse');
    await address.getByRole('textbox', { name: 'Nr.' }).fill('12');
    await address.getByRole('textbox', { name: 'PLZ' }).fill('4600');
    await address.getByRole('textbox', { name: 'Ort' }).fill('Olten');
    await details.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect(details.getByText('Ihre Angaben sind gespeichert.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'account, signed in (de-CH)', { every: true });

    // Order again: the cart at today's prices, on to the checkout, filled from the saved details.
    await first.getByRole('button', { name: 'Nochmals bestellen' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Abholung', exact: true })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Bestellübersicht' })).toContainText(DISH_DE);
    await expect(page.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue('Nora');
    await expect(page.getByRole('textbox', { name: 'Nachname', exact: true })).toHaveValue('Konto');
    await expect(page.getByRole('textbox', { name: 'E-Mail', exact: true })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Telefon', exact: true })).toHaveValue('+41 79 000 11 22');
    await expect(page.getByRole('textbox', { name: 'Strasse', exact: true })).toHaveValue('Ringstrasse');
    await expect(page.getByRole('textbox', { name: 'Nr.', exact: true })).toHaveValue('12');
    await page.getByRole('radio', { name: 'Bar', exact: true }).check();
    await page.getByRole('button', { name: 'Bestellung aufgeben' }).click();
    await expect(page).toHaveURL(/\/thank-you\?/);
    const secondOrderId = orderIdOf(page);
    expect(secondOrderId).not.toBe(firstOrderId);

    // The second order is the account's, newest first, where the server keeps it.
    const answer = await page.request.get('/api/account/orders');
    expect(answer.status()).toBe(200);
    const listed = (await answer.json()) as TAccountOrder[];
    expect(listed.map((order) => order.id)).toEqual([secondOrderId, firstOrderId]);
    expect(listed[0]?.items).toEqual([{ name: DISH_DE, quantity: 1 }]);
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Ihre Bestellungen' }).getByRole('article')).toHaveCount(2);

    // The same link again: used.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Dieser Link wurde bereits verwendet' }),
    ).toBeVisible();
    await expect(
      page.getByText('Jeder Anmeldelink funktioniert nur einmal.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zu Ihrem Konto' })).toHaveAttribute('href', '/account');
  });
});

test.describe('the diner’s account on a phone (fr-CH)', () => {
  test.use({ locale: 'fr-CH' });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.removeItem('language'));
  });

  test('the emailed link signs in once; opened again it is explained, with a new link at hand', async ({
    page,
  }) => {
    const email = `compte-${Date.now()}@example.ch`;
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect(page.getByRole('status')).toContainText(`nous avons envoyé un lien à ${email}`);

    const link = signInPath(await waitForMail(email, isSignInMail));
    await page.goto(link);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('region', { name: 'Vos commandes' })).toContainText(
      'Aucune commande pour l’instant.',
    );

    // Signed out, the same link again.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('status')).toHaveText('Déconnexion effectuée.');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'Ce lien a déjà été utilisé' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aller à votre compte' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, 'account, used link (fr-CH)', { every: true });
  });
});
