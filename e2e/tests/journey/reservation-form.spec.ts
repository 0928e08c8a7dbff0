import { expect, type Page, test } from '@playwright/test';
import { apiPost, tomorrowAt } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * On a phone in German and French: 25 people stay 25 and the form offers the
 * restaurant's phone instead of booking another number; the time comes from a list in 5-minute steps
 * (a phone's own picker ignores `step`, and 19:03 was booked), and the server refuses 19:03 too, in the
 * diner's language. The limit (20) and the phone
 * come from the shared rule and the restaurant's data, not from this file's guesses.
 */

const LANGUAGES = [
  {
    locale: 'de-CH',
    language: 'de',
    title: 'Tisch reservieren',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    people: 'Anzahl Personen',
    date: 'Datum',
    time: 'Uhrzeit',
    submit: 'Reservation anfragen',
    fixFields: 'Bitte korrigieren Sie die markierten Felder.',
    callUs: 'Für Gruppen über 20 Personen rufen Sie uns bitte an',
    timeStep: 'Wählen Sie eine Zeit in Schritten von 5 Minuten, z. B. 19:00 oder 19:05.',
    sent: 'Ihr Tracking-Code',
  },
  {
    locale: 'fr-CH',
    language: 'fr',
    title: 'Réserver une table',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    people: 'Nombre de personnes',
    date: 'Date',
    time: 'Heure',
    submit: 'Demander une réservation',
    fixFields: 'Veuillez corriger les champs signalés.',
    callUs: 'Pour les groupes de plus de 20 personnes, veuillez nous appeler',
    timeStep: 'Choisissez une heure par pas de 5 minutes, p. ex. 19:00 ou 19:05.',
    sent: 'Votre code de suivi',
  },
] as const;

type TLanguage = (typeof LANGUAGES)[number];

/** Every POST /api/reservations the page sends. */
function countPosts(page: Page): () => number {
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/reservations') posted++;
  });
  return () => posted;
}

async function openForm(page: Page, language: TLanguage, email: string) {
  await page.goto('/reservation');
  await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
  await page.getByRole('textbox', { name: language.firstName, exact: true }).fill('Lea');
  await page.getByRole('textbox', { name: language.lastName, exact: true }).fill('Gruppe');
  await page.getByRole('textbox', { name: language.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: language.phone, exact: true }).fill('079 555 66 77');
}

for (const language of LANGUAGES) {
  test.describe(`the reservation form on a phone (${language.locale})`, () => {
    test.use({ locale: language.locale });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.removeItem('language'));
    });

    test('25 people stay 25: the form offers the phone and books nothing', async ({ page }) => {
      const info = (await (await page.request.get('/api/restaurant-info/current')).json()) as {
        phone: string;
      };
      const posted = countPosts(page);
      await openForm(page, language, `group-${language.language}-${Date.now()}@example.ch`);
      const people = page.getByRole('textbox', { name: language.people });
      await people.fill('');
      await people.pressSequentially('25');
      await expect(people).toHaveValue('25');
      const note = page.getByText(language.callUs);
      await expect(note).toBeVisible();
      if (info.phone) {
        await expect(note.getByRole('link', { name: info.phone })).toHaveAttribute(
          'href',
          `tel:${info.phone.replace(/[^\d+]/g, '')}`,
        );
      }
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, `reservation, 25 people (${language.locale})`, {
        every: true,
      });

      await page.getByRole('button', { name: language.submit }).tap();
      await expect(page.getByRole('alert')).toHaveText(language.fixFields);
      await expect(people).toHaveValue('25');
      expect(posted()).toBe(0);

      // Back to a group the restaurant takes online: the note and the summary go.
      await people.fill('');
      await people.pressSequentially('8');
      await expect(page.getByText(language.callUs)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('the picker offers 5-minute steps only, the server refuses 19:03; 19:05 is booked', async ({
      page,
    }) => {
      const posted = countPosts(page);
      const email = `step-${language.language}-${Date.now()}@example.ch`;
      await openForm(page, language, email);
      const time = page.getByRole('combobox', { name: language.time });
      const times = await time.getByRole('option').allTextContents();
      expect(times).toContain('19:05');
      expect(times).not.toContain('19:03');
      expect(times.every((text) => Number(text.slice(3)) % 5 === 0)).toBe(true);

      // The server's own rule, in the reader's language, for a client that sends 19:03 anyway.
      const refused = await apiPost(
        page.request,
        '/api/reservations',
        {
          customerInfo: { firstName: 'Lea', lastName: 'Gruppe', email, phone: '079 555 66 77' },
          reservationDateTime: tomorrowAt(19, 3),
          numberOfPeople: 2,
        },
        { 'Accept-Language': language.language },
      );
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { details: Record<string, string> }).details).toEqual({
        reservationDateTime: language.timeStep,
      });

      await page
        .getByRole('textbox', { name: language.date, exact: true })
        .fill(tomorrowAt(19, 5).slice(0, 10));
      await time.selectOption('19:05');
      await waitUntilSettled(page);
      await expectNoSeriousA11yViolations(page, `reservation date and time (${language.locale})`, {
        every: true,
      });
      await page.getByRole('button', { name: language.submit }).tap();
      await expect(page.getByText(language.sent)).toBeVisible();
      expect(posted()).toBe(1);
    });
  });
}
