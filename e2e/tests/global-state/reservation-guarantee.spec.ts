import { type APIRequestContext, type Browser, devices, expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { adminApi, restaurantDate, xsrf } from '../../fixtures/api';
import { runSql } from '../../fixtures/database';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * The card guarantee of large parties (docs/decisions/028): a diner on a phone books a table for 8, is told the
 * policy before sending, gives the simulated provider's test card (nothing charged) and is booked. A table,
 * automatic confirmation and the guarantee change what every diner is offered, so this runs with the other
 * global-state tests and puts the tables and the rules back, pass or fail. Screenshots of the policy and the card
 * step on a phone in de-CH and fr-CH go with the test's output.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TABLE = 'E2E guarantee eight';
const EMAILS = { de: 'lina.garantie@example.ch', fr: 'lea.garantie@example.ch' } as const;

const DAYS = { de: restaurantDate(6), fr: restaurantDate(7) } as const;

type TTable = { id: number; name: string };
type TBooking = {
  id: string;
  status: string;
  customerInfo: { email: string };
  guarantee?: { status: string; cardLabel: string | null } | null;
};

async function send(
  api: APIRequestContext,
  method: 'put' | 'post' | 'patch' | 'delete',
  url: string,
  data?: unknown,
) {
  const res = await api[method](url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return res;
}

async function bookingsOf(api: APIRequestContext, language: keyof typeof DAYS): Promise<TBooking[]> {
  const list = (await (await api.get(`/api/admin/reservations?date=${DAYS[language]}`)).json()) as TBooking[];
  return list.filter((b) => b.customerInfo.email === EMAILS[language]);
}

/** Takes away this test's bookings (on any day: one is moved to the past) and table, and puts the rules back. */
async function restore(api: APIRequestContext, settings: unknown) {
  const all = (await (await api.get('/api/admin/reservations')).json()) as TBooking[];
  const ours: string[] = Object.values(EMAILS);
  for (const booking of all.filter((b) => ours.includes(b.customerInfo.email)))
    await send(api, 'delete', `/api/admin/reservations/${booking.id}`);
  const tables = (await (await api.get('/api/admin/tables')).json()) as TTable[];
  for (const table of tables.filter((t) => t.name === TABLE))
    await send(api, 'delete', `/api/admin/tables/${table.id}`);
  if (settings) await send(api, 'put', '/api/admin/reservation-settings', settings);
}

/** A phone in the diner's language. */
async function phoneIn(browser: Browser, baseURL: string | undefined, language: 'de' | 'fr') {
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
    locale: `${language}-CH`,
  });
  await phone.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  return phone;
}

const TEXTS = {
  de: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    people: /Anzahl Personen/,
    date: 'Datum',
    times: 'Freie Zeiten',
    submit: 'Reservation anfragen',
    policy:
      'Ab 8 Personen bitten wir um eine Karte als Garantie. Jetzt wird nichts belastet; CHF 30.00 pro Person (CHF 240.00 für 8) werden nur belastet, wenn Sie nicht kommen, ohne mindestens 2 Stunden vorher abzusagen.',
    step: 'Kartengarantie',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    cvc: 'Prüfnummer (CVC)',
    save: 'Karte hinterlegen',
    booked: 'Ihr Tisch ist reserviert',
  },
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    people: /Nombre de personnes/,
    date: 'Date',
    times: 'Heures libres',
    submit: 'Demander une réservation',
    policy:
      'À partir de 8 personnes, nous demandons une carte en garantie. Rien n’est débité maintenant ; CHF 30.00 par personne (CHF 240.00 pour 8) ne sont débités que si vous ne venez pas sans avoir annulé au moins 2 heures avant.',
    step: 'Garantie par carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'CVC',
    save: 'Enregistrer la carte',
    booked: 'Votre table est réservée',
  },
} as const;

test('a party of 8 sees the policy, gives the simulated card and is booked', async ({
  browser,
  baseURL,
}, testInfo) => {
  const api = await adminApi(baseURL ?? '');
  const before = await (await api.get('/api/admin/reservation-settings')).json();
  try {
    await restore(api, null);
    const table = (await (
      await send(api, 'post', '/api/admin/tables', {
        name: TABLE,
        seats: 8,
        minSeats: 1,
        joinableWith: [],
        active: true,
      })
    ).json()) as TTable;
    await send(api, 'put', '/api/admin/reservation-settings', {
      ...before,
      autoConfirm: true,
      cancelCutoffMinutes: 120,
      guarantee: { fromPeople: 8, feePerPerson: 30 },
    });

    for (const language of ['de', 'fr'] as const) {
      const text = TEXTS[language];
      const phone = await phoneIn(browser, baseURL, language);
      try {
        const diner = await phone.newPage();
        await diner.goto('/reservation');
        await diner.getByRole('textbox', { name: text.firstName, exact: true }).fill('Lina');
        await diner.getByRole('textbox', { name: text.lastName, exact: true }).fill('Garantie');
        await diner.getByRole('textbox', { name: text.email, exact: true }).fill(EMAILS[language]);
        await diner.getByRole('textbox', { name: text.phone, exact: true }).fill('079 555 66 77');
        await diner.getByRole('textbox', { name: text.people }).fill('8');
        await diner.getByRole('textbox', { name: text.date, exact: true }).fill(DAYS[language]);
        const times = diner.getByRole('group', { name: text.times });
        await times.getByText('19:00', { exact: true }).click();
        await expect(times.getByRole('radio', { name: '19:00' })).toBeChecked();

        // The policy before sending: what is charged, when, and that nothing is charged now.
        const policy = diner.getByText(text.policy, { exact: true });
        await expect(policy).toBeVisible();
        await policy.scrollIntoViewIfNeeded();
        await diner.screenshot({ path: testInfo.outputPath(`guarantee-policy-${language}-CH.png`) });
        await diner.getByRole('button', { name: text.submit }).click();

        // The card step: a request until the card is saved.
        await expect(diner.getByRole('heading', { name: text.step })).toBeVisible();
        const [pending] = await bookingsOf(api, language);
        expect(pending).toMatchObject({ status: 'REQUESTED', guarantee: { status: 'PENDING' } });
        await waitUntilSettled(diner);
        await expectNoSeriousA11yViolations(diner, `the card guarantee step (${language})`);
        const form = diner.getByRole('form', { name: text.step });
        await form.getByRole('textbox', { name: text.cardNumber }).fill('4242 4242 4242 4242');
        await form.getByRole('textbox', { name: text.expiry }).fill('12/34');
        await form.getByRole('textbox', { name: text.cvc }).fill('123');
        await diner.screenshot({ path: testInfo.outputPath(`guarantee-card-${language}-CH.png`) });
        await form.getByRole('button', { name: text.save }).click();
        await expect(diner.getByRole('heading', { name: text.booked })).toBeVisible();
        await diner.screenshot({ path: testInfo.outputPath(`guarantee-booked-${language}-CH.png`) });

        // Where it lands: confirmed on the table, the card saved and nothing charged.
        const [booking] = await bookingsOf(api, language);
        expect(booking).toMatchObject({
          status: 'CONFIRMED',
          tableIds: [table.id],
          guarantee: { status: 'SAVED', cardLabel: 'Visa •••• 4242' },
        });
      } finally {
        await phone.close();
      }
    }

    // The party of the German booking does not come: its time passes, staff mark it a no-show and charge the fee.
    const [noShow] = await bookingsOf(api, 'de');
    if (!noShow) throw new Error('the German booking is gone');
    expect(
      await runSql(`update reservations set reservation_at = now() - interval '1 hour' where id = $1`, [
        noShow.id,
      ]),
    ).toBe(1);
    await send(api, 'patch', `/api/admin/reservations/${noShow.id}/status`, { status: 'NO_SHOW' });
    const desk = await browser.newContext({ baseURL });
    try {
      const staff = await desk.newPage();
      await signIn(staff, '/admin/reservations');
      const row = staff.getByRole('row', { name: /Lina Garantie/ }).filter({ hasText: EMAILS.de });
      await expect(row.getByText('Card guarantee: Visa •••• 4242')).toBeVisible();
      await row.getByRole('button', { name: 'Charge no-show fee (CHF 240.00)' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Charge the no-show fee?' });
      await expect(dialog).toContainText('CHF 240.00 (8 × CHF 30.00) will be charged to Visa •••• 4242.');
      await expectNoSeriousA11yViolations(staff, 'charging the no-show fee');
      await dialog.getByRole('button', { name: 'Charge CHF 240.00' }).click();
      await expect(staff.getByText('No-show fee of CHF 240.00 charged.')).toBeVisible();
      await expect(row.getByText('Card guarantee: CHF 240.00 charged')).toBeVisible();
      await expect(row.getByRole('button', { name: /Charge no-show fee/ })).toHaveCount(0);
      const all = (await (await api.get('/api/admin/reservations?status=NO_SHOW')).json()) as (TBooking & {
        guarantee: { status: string; chargedRappen?: number };
      })[];
      expect(all.find((b) => b.id === noShow.id)?.guarantee).toMatchObject({
        status: 'CHARGED',
        chargedRappen: 24_000,
      });
    } finally {
      await desk.close();
    }
  } finally {
    await restore(api, before);
    await api.dispose();
  }
});
