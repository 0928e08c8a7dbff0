import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { adminApi, xsrf } from '../../fixtures/api';

/**
 * The owner's stations decide which display and which printer gets each dish, so this runs with the other
 * owner-rules tests, one at a time, and removes its station afterwards whether it passes or not (the
 * category it routed falls back to none with it, as before).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 1024, height: 768 } });

const STATION = `Patisserie ${Date.now().toString(36)}`;

type TStation = { id: number; name: string; targetMinutes: number; printerIds: number[] };
type TCategory = { code: string; stationId: number | null };

test.afterAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL ?? '');
  try {
    const headers = { 'X-XSRF-TOKEN': await xsrf(api) };
    const stations = (await (await api.get('/api/admin/stations')).json()) as TStation[];
    for (const station of stations.filter((s) => s.name === STATION)) {
      await api.delete(`/api/admin/stations/${station.id}`, { headers });
    }
  } finally {
    await api.dispose();
  }
});

test('on a tablet, the owner adds a station, routes the desserts to it, and the warning shrinks', async ({
  page,
}) => {
  await signIn(page, '/admin/stations');
  await expect(page.getByRole('heading', { level: 1, name: 'Stations' })).toBeVisible();
  // The demo kitchen: desserts and drinks reach no station.
  const warning = page.getByRole('list', { name: 'Dishes that reach no station' });
  await expect(warning).toContainText(/Categories: .*Desserts/);
  await expect(warning).toContainText('Drinks');

  await page.getByRole('button', { name: 'Add station' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add station' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(STATION);
  await dialog.getByRole('textbox', { name: 'Target time (minutes)' }).fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`^${STATION}`) })).toContainText('10 min');

  // The desserts' station, chosen in the categories' list; the change lands in the API.
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu Categories' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Station of Desserts' }).selectOption({ label: STATION });
  const station = ((await (await page.request.get('/api/admin/stations')).json()) as TStation[]).find(
    (s) => s.name === STATION,
  );
  await expect
    .poll(async () => {
      const categories = (await (await page.request.get('/api/admin/categories')).json()) as TCategory[];
      return categories.find((c) => c.code === 'DESSERT')?.stationId;
    })
    .toBe(station?.id);

  // Back on the stations: the desserts reach a station now, the drinks still do not.
  await page.goto('/admin/stations');
  await expect(warning).toContainText('Drinks');
  await expect(warning).not.toContainText('Desserts');
});
