import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { tomorrowAt } from '../../fixtures/api';

/**
 * Book a Table as a guest does it (spec sections 2, 5, 8). The e2e restaurant is open around the
 * clock (global-setup.ts). Every request uses its own email, so parallel runs never collide.
 */

const uniqueEmail = (testInfo: { project: { name: string } }, tag: string) =>
  `resv-${tag}-${testInfo.project.name}-${Date.now()}@example.ch`;

async function openForm(page: Page) {
  await page.goto('/reservation');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Table' })).toBeVisible();
}

/** The day, and the time from the list in 5-minute steps, of a 'YYYY-MM-DDTHH:mm[:ss]' text. */
async function chooseWhen(page: Page, at: string) {
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(at.slice(0, 10));
  await page.getByRole('combobox', { name: 'Time' }).selectOption(at.slice(11, 16));
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('First name').fill('Lea');
  await page.getByLabel('Last name').fill('Reservation');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+41 79 555 66 77');
}

test.describe('Book a Table', () => {
  test('a guest books a table and sees the tracking code', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'book');
    await openForm(page);
    await expect(page.getByLabel('Number of people')).toHaveValue('2');
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('combobox', { name: 'Time' })).toHaveValue(/^\d{2}:\d[05]$/);

    await fillDetails(page, email);
    await page.getByLabel('Number of people').fill('5');
    const at = tomorrowAt(19, 30);
    await chooseWhen(page, at);
    await page.getByLabel('Special requests').fill('A quiet corner, please');
    await page.getByRole('button', { name: 'Request reservation' }).click();

    await expect(
      page.getByText("Reservation request sent! We'll email you when it's confirmed."),
    ).toBeVisible();
    await expect(page.getByText('Your tracking code')).toBeVisible();
    const code = (await page.getByTestId('tracking-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    await expect(page.getByRole('button', { name: 'Copy tracking code' })).toBeVisible();

    // The request landed on the server as sent, REQUESTED, under that code.
    await signIn(page, '/admin');
    const list = (await (await page.request.get('/api/admin/reservations?status=REQUESTED')).json()) as {
      id: string;
      numberOfPeople: number;
      specialRequests: string | null;
      customerInfo: { email: string };
    }[];
    expect(list.find((r) => r.id === code)).toMatchObject({
      numberOfPeople: 5,
      specialRequests: 'A quiet corner, please',
      customerInfo: { email },
    });
  });

  test('sends the optional address, which the back office shows on the incoming card', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'address');
    const lastName = `Address${Date.now()}`;
    await openForm(page);
    await page.getByLabel('First name').fill('Lea');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+41 79 555 66 77');
    const address = page.getByRole('group', { name: 'Address (optional)' });
    await address.getByLabel('Street').fill('Hauptgasse');
    await address.getByLabel('No.').fill('12a');
    await address.getByLabel('PLZ').fill('4600');
    await address.getByLabel('City').fill('Olten');
    await chooseWhen(page, tomorrowAt(12, 40));
    await page.getByRole('button', { name: 'Request reservation' }).click();
    await expect(page.getByText('Your tracking code')).toBeVisible();
    const code = (await page.getByTestId('tracking-code').textContent())?.trim() ?? '';

    // The request is a card on the incoming screen with the address as the guest gave it.
    await signIn(page, '/admin/incoming');
    const card = page.getByRole('article', { name: new RegExp(`Lea ${lastName}`) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Hauptgasse 12a, 4600 Olten');
    const list = (await (await page.request.get('/api/admin/reservations?status=REQUESTED')).json()) as {
      id: string;
      customerInfo: { address: unknown };
    }[];
    expect(list.find((r) => r.id === code)?.customerInfo.address).toEqual({
      street: 'Hauptgasse',
      streetNo: '12a',
      plz: '4600',
      city: 'Olten',
    });
  });

  test('names what is wrong before sending anything', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/reservations')) posted++;
    });
    await openForm(page);
    await page.getByRole('button', { name: 'Request reservation' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fix the highlighted fields.');
    await expect(page.getByText('Required', { exact: true })).toHaveCount(3);
    await expect(page.getByText('Valid email required')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();

    await fillDetails(page, 'lea@example');
    // 0 people cannot be entered: the input keeps 1 to 20.
    const people = page.getByLabel('Number of people');
    await people.fill('');
    await people.pressSequentially('0');
    await expect(people).toHaveValue('');
    await chooseWhen(page, '2020-01-01T12:00');
    await page.getByRole('button', { name: 'Request reservation' }).click();

    await expect(page.getByRole('alert')).toHaveText('Please fix the highlighted fields.');
    await expect(page.getByText('Valid email required')).toBeVisible();
    await expect(page.getByText('Choose a future time')).toBeVisible();
    await expect(page.getByText('Must be at least 1')).toBeVisible();
    await expect(page.getByText('Required', { exact: true })).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test("shows the server's refusal under its field and keeps the input", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'refused');
    await openForm(page);
    await fillDetails(page, email);
    // Further ahead than the restaurant takes reservations: only the server knows that rule.
    const year = new Date().getFullYear() + 2;
    await chooseWhen(page, `${year}-06-15T19:00`);
    await page.getByRole('button', { name: 'Request reservation' }).click();

    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    const when = page.getByRole('combobox', { name: 'Time' });
    await expect(when).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Reservations open up to six months ahead')).toBeVisible();
    await expect(when).toHaveValue('19:00');
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(`${year}-06-15`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Request reservation' })).toBeEnabled();
  });
});
