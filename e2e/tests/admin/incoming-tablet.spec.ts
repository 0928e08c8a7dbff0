import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { adminApi, apiPost, demoCustomer, menuItemId, placeMenuOrder, tomorrowAt } from '../../fixtures/api';

/**
 * The incoming screen on a kitchen's tablet of 1024×768 during a lunch rush: with seven orders waiting,
 * the first card is in full view without scrolling, the cards come most urgent first with the newest
 * marked, and the drawer's badge keeps counting what waits after the screen has shown (seen) it all.
 * Other tests place orders at the same time: this one looks at its own cards, and at counts of at least
 * its own.
 */
test.use({ viewport: { width: 1024, height: 768 } });

const WAITING = 7;

/** A takeaway order for tomorrow at a time of its own, paid in cash: due long after any ASAP order. */
async function placeScheduledOrder(
  request: APIRequestContext,
  itemId: number,
  email: string,
): Promise<string> {
  // Five-minute steps between 13:00 and 20:55, so that parallel runs rarely share a time slot.
  const step = Math.floor(Math.random() * 96);
  const res = await apiPost(request, '/api/orders', {
    customerInfo: { ...demoCustomer, email },
    orderType: 'TAKEAWAY',
    items: [{ menuItemId: itemId, quantity: 1 }],
    paymentMethod: 'CASH',
    asap: false,
    scheduledAt: tomorrowAt(13 + Math.floor(step / 12), (step % 12) * 5),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('seven orders wait: the first card is on the first screen, the most urgent first, the newest marked, the badge counts them all', async ({
  page,
  request,
  baseURL,
}) => {
  // Places seven orders, signs in and waits for polls: more than the default on a busy machine.
  test.slow();
  const itemId = await menuItemId(request, 'Green Curry Chicken');
  const email = `tablet-${Date.now()}@example.ch`;
  // Placed first, due tomorrow: the oldest card, yet the least urgent of this test's.
  const ids = [await placeScheduledOrder(request, itemId, email)];
  for (let i = 1; i < WAITING; i++) {
    ids.push(await placeMenuOrder(request, { items: [{ menuItemId: itemId, quantity: 1 }], email }));
  }
  const admin = await adminApi(baseURL ?? '');
  try {
    const numbers: number[] = [];
    for (const id of ids) {
      numbers.push(
        ((await (await admin.get(`/api/orders/${id}`)).json()) as { orderNumber: number }).orderNumber,
      );
    }

    await signIn(page, '/admin/incoming');
    await expect(page.getByRole('heading', { level: 1, name: 'Incoming (NEW)' })).toBeVisible();
    const cards = page.getByRole('article');
    const mine = numbers.map((n) => page.getByRole('article', { name: new RegExp(`Menu order #${n}$`) }));
    for (const card of mine) await expect(card).toBeVisible();

    // The first card, whichever it is, lies wholly inside the first screen: nothing was scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await cards.first().boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(768);
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
    }

    // Turned upright (768×1024): the cards take one column, the first still in full view, nothing wider
    // than the screen.
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(async () => {
      const upright = await cards.first().boundingBox();
      expect(upright).not.toBeNull();
      if (upright) {
        expect(upright.y + upright.height).toBeLessThanOrEqual(1024);
        expect(upright.x + upright.width).toBeLessThanOrEqual(768);
      }
    }).toPass();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

    // Most urgent first: the ASAP orders in the order they came, the one due tomorrow after them.
    const names = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const id = article.getAttribute('aria-labelledby') ?? '';
        return document.getElementById(id)?.textContent ?? '';
      }),
    );
    const positions = numbers.map((n) =>
      names.findIndex((name) => new RegExp(`Menu order #${n}$`).test(name)),
    );
    const [scheduled, ...asap] = positions;
    expect(asap).toEqual([...asap].sort((a, b) => a - b));
    expect(scheduled).toBeGreaterThan(Math.max(...asap));

    // One card is marked the newest, in words a screen reader reads with it; not one of this test's six oldest.
    const newest = page.getByRole('article', { description: 'Newest' });
    await expect(newest).toHaveCount(1);
    await expect(newest.getByText('Newest', { exact: true })).toBeVisible();
    for (const card of mine.slice(0, WAITING - 1))
      await expect(card).not.toHaveAccessibleDescription('Newest');

    // Everything shown is seen now (the screen marks it so); the badge still counts what waits.
    expect(
      (
        await apiPost(admin, '/api/admin/alerts/seen', { kinds: ['orders', 'buffet', 'reservations'] })
      ).status(),
    ).toBe(204);
    // A fresh load asks for the counts after that.
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Orders' })).toBeVisible();
    const badge = page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: /^New Orders/ })
      .locator('[aria-label]');
    await expect
      .poll(async () =>
        Number(/^(\d+) new alerts?$/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1] ?? 0),
      )
      .toBeGreaterThanOrEqual(WAITING);
  } finally {
    // Handled, so that other tests' incoming screens do not carry them.
    for (const id of ids)
      await apiPost(admin, `/api/admin/menu-orders/${id}/cancel`, { reason: 'e2e tablet test' });
    await admin.dispose();
  }
});
