import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';

/**
 * The restaurant info and sale screens without saving: nothing here changes what diners see (saving
 * is tested in tests/global-state/settings.spec.ts).
 */

/** Records the unsafe calls the page makes, to prove that refused forms send nothing. */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/admin\/(restaurant-info|discounts)/.test(request.url())) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return writes;
}

test.describe('restaurant info screen', () => {
  test('edits ranges by keyboard in 5-minute steps, names a wrong range and sends nothing', async ({
    page,
  }) => {
    const writes = watchWrites(page);
    await signIn(page, '/admin/restaurant-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Info' })).toBeVisible();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await expect(page.getByRole('group', { name: day, exact: true })).toBeVisible();
    }
    const wednesday = page.getByRole('group', { name: 'Wednesday', exact: true });
    await wednesday.getByRole('button', { name: 'Add range' }).click();
    const opens = wednesday.getByLabel('Wednesday range 2 opens');
    const closes = wednesday.getByLabel('Wednesday range 2 closes');
    await expect(opens).toHaveValue('11:00');
    await expect(closes).toHaveValue('14:00');

    // Keyboard: the minutes move in 5-minute steps.
    await opens.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await expect(opens).toHaveValue('11:05');

    await closes.fill('10:30');
    const message = wednesday.getByText('An opening time must be before the closing time.');
    await expect(message).toBeVisible();
    await expect(closes).toHaveAttribute('aria-invalid', 'true');
    await expect(closes).toHaveAccessibleDescription('An opening time must be before the closing time.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(opens).toBeFocused();
    await expect(message).toBeVisible();

    await wednesday.getByRole('button', { name: 'Remove Wednesday range 2' }).click();
    await expect(message).toHaveCount(0);
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(wednesday.getByLabel('Wednesday range 1 opens')).toHaveValue('00:00');
    expect(writes).toEqual([]);
  });

  test('stacks the days on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, '/admin/restaurant-info');
    const monday = await page.getByRole('group', { name: 'Monday', exact: true }).boundingBox();
    const tuesday = await page.getByRole('group', { name: 'Tuesday', exact: true }).boundingBox();
    expect(monday && tuesday).toBeTruthy();
    if (!monday || !tuesday) return;
    expect(tuesday.y).toBeGreaterThan(monday.y + monday.height - 1);
    expect(Math.abs(tuesday.x - monday.x)).toBeLessThan(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('discounts screen', () => {
  test('names wrong percents and a start after the end, and sends nothing', async ({ page }) => {
    const writes = watchWrites(page);
    await signIn(page, '/admin/discounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Discounts / Sale' })).toBeVisible();
    const menu = page.getByRole('textbox', { name: 'Menu discount (%)' });
    const buffet = page.getByRole('textbox', { name: 'Buffet discount (%)' });
    await menu.fill('100.5');
    await buffet.fill('-2');
    await page.getByLabel('Starts at').fill('2030-05-02T12:00');
    await page.getByLabel('Ends at').fill('2030-05-01T12:00');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(menu).toHaveAccessibleDescription('Menu percent must be between 0 and 100.');
    await expect(buffet).toHaveAccessibleDescription('Buffet percent must be between 0 and 100.');
    await expect(page.getByText('Start time must be before end time.')).toBeVisible();
    await expect(menu).toBeFocused();
    expect(writes).toEqual([]);
  });
});
