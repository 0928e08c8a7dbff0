import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, specAddress, xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations, waitUntilSettled } from '../a11y/axe';

/**
 * The kitchen display's door and its wall-tablet layout, without changing what any other test sees: a
 * visitor is sent to login and back; a KITCHEN account (created for the test, removed after) lands on
 * the station choice, in landscape and portrait, with every tap target at least 48 px and no serious
 * accessibility violation; the tablet remembers the pass across a reload.
 */
const RUN = Date.now();
const USER = { username: `e2e-wall-${RUN}`, password: 'kitchen-wall-tablet-2' };

let api: APIRequestContext;
let userId: number;

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? '');
  const res = await api.post('/api/admin/users', {
    data: { ...USER, email: `${USER.username}@example.ch`, role: 'KITCHEN' },
    headers: { 'X-XSRF-TOKEN': await xsrf(api) },
  });
  expect(res.status(), await res.text()).toBe(201);
  userId = ((await res.json()) as { id: number }).id;
});

test.afterAll(async () => {
  await api.delete(`/api/admin/users/${userId}`, { headers: { 'X-XSRF-TOKEN': await xsrf(api) } });
  await api.dispose();
});

async function signInAtTheWall(page: Page) {
  // The spec file's own address: sign-ins are limited per address.
  await page.setExtraHTTPHeaders(specAddress());
  await page.goto('/kitchen');
  await expect(page).toHaveURL(/\/login\?next=%2Fkitchen$/);
  await page.getByLabel('Username').fill(USER.username);
  await page.getByLabel('Password').fill(USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/kitchen$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a station' })).toBeVisible();
}

/** Every button the screen shows is at least 48 × 48 px: cooks tap with wet, gloved fingers. */
async function expectLargeTapTargets(page: Page) {
  const buttons = page.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await buttons.nth(i).boundingBox();
    const name = (await buttons.nth(i).textContent()) ?? '';
    expect(box, name).not.toBeNull();
    expect(box?.height ?? 0, `height of “${name}”`).toBeGreaterThanOrEqual(48);
    expect(box?.width ?? 0, `width of “${name}”`).toBeGreaterThanOrEqual(48);
  }
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`a kitchen account chooses the pass on a ${viewport.width}×${viewport.height} tablet, remembered`, async ({
    page,
  }) => {
    // Signs in and runs axe twice: more than the default 30 s on a busy machine.
    test.slow();
    await page.setViewportSize(viewport);
    await signInAtTheWall(page);
    // A screen of its own: no public header, footer or back-office navigation.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New Orders' })).toHaveCount(0);
    await expectLargeTapTargets(page);
    await waitUntilSettled(page);
    await expectNoSeriousA11yViolations(page, `kitchen station choice ${viewport.width}×${viewport.height}`);

    await page.getByRole('button', { name: /^Pass/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pass' })).toBeVisible();
    await waitUntilSettled(page);
    await expectLargeTapTargets(page);
    await expectNoSeriousA11yViolations(page, `kitchen pass ${viewport.width}×${viewport.height}`);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pass' })).toBeVisible();
    await page.getByRole('button', { name: 'Change station' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose a station' })).toBeVisible();
  });
}
