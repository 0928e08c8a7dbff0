import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { E2E_ADMIN, pickOption, signIn } from '../../fixtures/admin';
import { specAddress, xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations } from '../a11y/axe';

/**
 * Food declarations: what the back office declares is what diners read on the menu. Declaring allergens
 * changes what every diner sees, so this runs with the other global-state tests, one at a time, and the item
 * goes back to its demo declaration afterwards whether the test passes or not.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The food item the test declares and undeclares (the buffet's soup of the day), by its English name. */
const SOUP = 'Buffet Soup Cup';

type TAdminFood = {
  id: number;
  name: string;
  description: string;
  translations?: Record<string, { name: string }>;
  allergens: string[];
  mayContain: string[];
  allergensDeclared: boolean;
};

async function withAdmin<T>(baseURL: string, use: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: specAddress() });
  try {
    const login = await api.post('/api/auth/login', {
      data: E2E_ADMIN,
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    return await use(api);
  } finally {
    await api.dispose();
  }
}

async function soupAsSaved(api: APIRequestContext): Promise<TAdminFood> {
  const foods = (await (await api.get('/api/admin/food-items')).json()) as TAdminFood[];
  const soup = foods.find((food) => food.name === SOUP || food.translations?.en?.name === SOUP);
  if (!soup) throw new Error(`no food item ${SOUP}`);
  return soup;
}

/** Back to the demo's state: allergens not declared (texts and everything else left as they are). */
async function undeclare(baseURL: string) {
  await withAdmin(baseURL, async (api) => {
    const soup = await soupAsSaved(api);
    const res = await api.put(`/api/admin/food-items/${soup.id}`, {
      data: { name: soup.name, description: soup.description, allergensDeclared: false },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!res.ok()) throw new Error(`restoring ${SOUP} failed: ${res.status()}`);
  });
}

let asFound: TAdminFood | undefined;

test.beforeAll(async ({ baseURL }) => {
  asFound = await withAdmin(baseURL ?? '', soupAsSaved);
});

/** Back to the declaration the soup had before the test. */
test.afterAll(async ({ baseURL }) => {
  const before = asFound;
  if (!before) return;
  await withAdmin(baseURL ?? '', async (api) => {
    const res = await api.put(`/api/admin/food-items/${before.id}`, {
      data: {
        name: before.name,
        description: before.description,
        allergens: before.allergens,
        mayContain: before.mayContain,
        allergensDeclared: before.allergensDeclared,
      },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!res.ok()) throw new Error(`restoring ${SOUP} failed: ${res.status()}`);
  });
});

const card = (page: Page) =>
  page.locator('article', { has: page.getByRole('heading', { name: SOUP, exact: true }) });

async function editSoup(page: Page) {
  await page.goto('/admin/food-items');
  const row = page.getByRole('row', { name: new RegExp(SOUP) });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit food item' });
  await expect(dialog.getByRole('group', { name: 'Allergens' })).toBeVisible();
  return dialog;
}

test('allergens declared in the food item dialog reach the menu, and undeclared ask again', async ({
  page,
  baseURL,
}) => {
  await undeclare(baseURL ?? '');
  await page.goto('/menu');
  await expect(card(page)).toContainText('Ask us about allergens');

  // The admin declares: contains celery, may contain traces of gluten.
  await signIn(page, '/admin/food-items');
  let dialog = await editSoup(page);
  const declared = dialog.getByRole('switch', { name: /Allergens declared/ });
  await expect(declared).not.toBeChecked();
  await declared.check();
  await dialog.getByRole('group', { name: 'Contains' }).getByRole('checkbox', { name: 'Celery' }).check();
  const traces = dialog.getByRole('group', { name: /May contain traces of/ });
  await expect(traces.getByRole('checkbox', { name: 'Celery' })).toBeDisabled();
  await traces.getByRole('checkbox', { name: 'Gluten' }).check();

  // Every control of the dialog shown at once (an origin row of wild-caught fish) passes axe; the row
  // goes again before saving.
  const origin = dialog.getByRole('group', { name: 'Origin of meat and fish' });
  await origin.getByRole('button', { name: 'Add origin' }).click();
  const row = origin.getByRole('group', { name: 'Origin 1' });
  await pickOption(page, row.getByRole('combobox', { name: 'Animal' }), 'Tuna');
  await pickOption(page, row.getByRole('combobox', { name: 'Production method' }), 'Wild catch');
  await expect(row.getByRole('combobox', { name: 'FAO fishing area' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the food item dialog', { include: '[role="dialog"]' });
  await row.getByRole('button', { name: 'Remove origin 1' }).click();
  await expect(origin.getByText('No meat or fish declared.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved as sent ...
  const saved = await withAdmin(baseURL ?? '', soupAsSaved);
  expect(saved).toMatchObject({ allergensDeclared: true, allergens: ['CELERY'], mayContain: ['GLUTEN'] });

  // ... and on the menu, in words.
  await page.goto('/menu');
  await expect(card(page)).toContainText('Contains: celery · May contain: gluten');
  await expect(card(page)).not.toContainText('Ask us about allergens');

  // Switched off again in the dialog: the menu asks again.
  dialog = await editSoup(page);
  await dialog.getByRole('switch', { name: /Allergens declared/ }).uncheck();
  await expect(dialog.getByRole('group', { name: 'Contains' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated')).toBeVisible();
  await page.goto('/menu');
  await expect(card(page)).toContainText('Ask us about allergens');
});

test('the menu items list marks the standard VAT rate', async ({ page }) => {
  await signIn(page, '/admin/menu-items');
  // The list shows the stored (German) names of the demo's items.
  await expect(page.getByRole('row', { name: /Singha-Bier/ })).toContainText('8.1 % standard VAT rate');
  const soup = page.getByRole('row', { name: /Tom Yum/ }).first();
  await expect(soup).toBeVisible();
  await expect(soup).not.toContainText('8.1 %');
});
