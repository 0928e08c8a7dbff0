import { expect, test } from '@playwright/test';

/**
 * /api/docs renders the API description in a real browser, from the app's own files
 * only (no CDN: nothing leaves the origin) and under the app's Content-Security-Policy (no violation).
 */
test('the API documentation page shows its groups and who may call an operation', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) problems.push(`outside the app: ${request.url()}`);
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Restaurant ordering API/ })).toBeVisible();
  // Each group is a heading with its name and a button to expand it.
  const group = (name: string) => page.getByRole('heading', { name: new RegExp(`^${name} Expand`) });
  await expect(group('admin/users')).toBeVisible();

  await group('health').click();
  // swagger-ui breaks long paths with zero-width spaces.
  await page.getByRole('button', { name: /^GET\W+api\W+health\W*$/ }).click();
  await expect(page.getByText('No sign-in needed.')).toBeVisible();

  await group('admin/users').click();
  await page.getByRole('button', { name: /^GET\W+api\W+admin\W+users\W*$/ }).click();
  await expect(page.getByText(/Needs a signed-in administrator/).first()).toBeVisible();

  expect(problems).toEqual([]);
});
