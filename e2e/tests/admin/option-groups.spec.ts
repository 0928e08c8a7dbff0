import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { apiPost, xsrf } from '../../fixtures/api';

type TPublicItem = {
  id: number;
  name: string;
  optionGroups?: {
    name: string;
    minChoices: number;
    maxChoices: number;
    options: { name: string; priceDelta: number; available: boolean }[];
  }[];
};

/** Deletes what the test created, through the admin API, even when it failed half-way. */
async function remove(request: APIRequestContext, list: string, matches: (item: never) => boolean) {
  const res = await request.get(list);
  if (!res.ok()) return; // never signed in: nothing was created
  for (const item of ((await res.json()) as { id: number }[]).filter((i) => matches(i as never))) {
    const token = await xsrf(request);
    await request.delete(`${list}/${item.id}`, { headers: { 'X-XSRF-TOKEN': token } });
  }
}

/** The dish as diners' menu lists it, in German (the names typed here). */
async function publicItem(request: APIRequestContext, name: string): Promise<TPublicItem | undefined> {
  const res = await request.get('/api/menu-items', { headers: { 'Accept-Language': 'de' } });
  return ((await res.json()) as TPublicItem[]).find((item) => item.name === name);
}

/** Opens the Select and chooses `option` (the dialog's opening transition may close a dropdown opened early). */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('dialog').getByRole('combobox', { name: label });
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await choice.isVisible())) await select.click();
    await expect(choice).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await choice.click();
}

test.describe('option groups in the back office', () => {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const dish = `E2E Curry ${unique}`;
  const group = `E2E Sauce ${unique}`;

  test.afterEach(async ({ page }) => {
    await remove(page.request, '/api/admin/menu-items', (item: { name: string }) => item.name === dish);
    await remove(page.request, '/api/admin/food-items', (item: { name: string }) => item.name === dish);
    await remove(
      page.request,
      '/api/admin/option-groups',
      (item: { names: { de: string } }) => item.names.de === group,
    );
  });

  test('a group made on its screen reaches a dish on the menu, and an option is sold out and back', async ({
    page,
  }) => {
    // Three screens and the public API on a shared, busy server.
    test.setTimeout(120_000);
    await signIn(page, '/admin/option-groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Option groups' })).toBeVisible();

    // The dish, made through the API: its own, so no other test's dish gains a required choice.
    const food = await apiPost(page.request, '/api/admin/food-items', { name: dish, description: 'Green.' });
    expect(food.status()).toBe(201);
    const { id: foodItemId } = (await food.json()) as { id: number };
    const item = await apiPost(page.request, '/api/admin/menu-items', {
      foodItemId,
      price: '18.50',
      available: true,
    });
    expect(item.status()).toBe(201);

    // A group with two options, made in the dialog.
    await page.getByRole('button', { name: 'Add option group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add option group' });
    await dialog
      .getByRole('group', { name: 'Name of the group' })
      .getByLabel(/Deutsch/)
      .fill(group);
    await dialog.getByRole('button', { name: 'Required, one choice' }).click();
    const first = dialog.getByRole('group', { name: 'Option 1' });
    await first.getByLabel(/Deutsch/).fill('Erdnuss');
    await first.getByLabel(/Price difference/).fill('1.50');
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await dialog
      .getByRole('group', { name: 'Option 2' })
      .getByLabel(/Deutsch/)
      .fill('Soja');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(group) });
    await expect(row).toContainText('Required, 1 choice');
    await expect(row).toContainText('Erdnuss + CHF 1.50');
    await expect(row).toContainText('no dish');

    // Assigned to the dish in its dialog; the list names it.
    await page.goto('/admin/menu-items');
    const dishRow = page.getByRole('row', { name: new RegExp(dish) });
    await dishRow.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit menu item' });
    await choose(page, 'Add an option group', group);
    await expect(edit.getByRole('group', { name: 'Option groups' }).getByRole('listitem')).toContainText(
      group,
    );
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated')).toBeVisible();
    await expect(dishRow).toContainText(group);

    // Diners' menu carries the group with the dish, its options priced as typed.
    await expect
      .poll(async () => (await publicItem(page.request, dish))?.optionGroups)
      .toEqual([
        {
          id: expect.any(Number),
          name: group,
          minChoices: 1,
          maxChoices: 1,
          options: [
            { id: expect.any(Number), name: 'Erdnuss', priceDelta: 1.5, available: true },
            { id: expect.any(Number), name: 'Soja', priceDelta: 0, available: true },
          ],
        },
      ]);

    // Sold out today from the incoming screen's quick list, and back.
    await page.goto('/admin/incoming');
    const panel = page.getByRole('region', { name: 'Sold out today' });
    await panel.getByRole('button', { name: 'Sold out today' }).click();
    await panel.getByRole('searchbox', { name: 'Search items' }).fill(group);
    const peanut = panel.getByRole('switch', { name: `Erdnuss (${group}) sold out today` });
    // The switch shows what the server saved: a click asks, the answer turns it.
    await peanut.click();
    await expect(peanut).toBeChecked();
    await expect
      .poll(async () => (await publicItem(page.request, dish))?.optionGroups?.[0]?.options[0]?.available)
      .toBe(false);
    await peanut.click();
    await expect(peanut).not.toBeChecked();
    await expect
      .poll(async () => (await publicItem(page.request, dish))?.optionGroups?.[0]?.options[0]?.available)
      .toBe(true);

    // The group's screen counts the dish; deleting says it is removed from it.
    await page.goto('/admin/option-groups');
    await expect(row).toContainText('1 dish');
    await row.getByRole('button', { name: `Delete ${group}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete option group' });
    await expect(confirm).toContainText('It is removed from 1 dish.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await publicItem(page.request, dish))?.optionGroups ?? []).toEqual([]);
  });
});

/** The page scrolls sideways, or a control of it lies past the screen's right edge. */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 0.5)
      out.push(`page ${root.scrollWidth} > ${window.innerWidth}`);
    for (const control of Array.from(document.querySelectorAll('button, input, select, textarea, a[href]'))) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        out.push(
          `${control.getAttribute('aria-label') ?? control.textContent?.trim()} [${Math.round(box.right)}]`,
        );
    }
    return out;
  });
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`dish options on a ${viewport.width}×${viewport.height} tablet`, () => {
    test.use({ viewport });
    const group = `E2E Tablet ${viewport.width} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

    test.afterEach(async ({ page }) => {
      await remove(
        page.request,
        '/api/admin/option-groups',
        (item: { names: { de: string } }) => item.names.de === group,
      );
    });

    test('the groups, their dialog and the phone order’s options never scroll sideways', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, '/admin/option-groups');
      const made = await apiPost(page.request, '/api/admin/option-groups', {
        names: { de: group, fr: '', it: '', en: '' },
        minChoices: 0,
        maxChoices: 2,
        options: [
          {
            names: { de: 'Ein sehr langer Name einer Option mit Zusatz', fr: '', it: '', en: '' },
            priceDelta: '3.00',
          },
          { names: { de: 'Soja', fr: '', it: '', en: '' }, priceDelta: '-1.00' },
        ],
      });
      expect(made.status()).toBe(201);
      await page.reload();
      await expect(page.getByRole('row', { name: new RegExp(group) })).toBeVisible();
      expect(await sideways(page)).toEqual([]);

      await page.getByRole('button', { name: `Edit ${group}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${group}` });
      await expect(dialog.getByRole('group', { name: 'Option 2' })).toBeVisible();
      expect(await sideways(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // A demo dish with options: the phone order asks for them in a dialog.
      await page.goto('/admin/new-order');
      await page
        .getByRole('button', { name: /choose options$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Options for / })).toBeVisible();
      expect(await sideways(page)).toEqual([]);
    });
  });
}
