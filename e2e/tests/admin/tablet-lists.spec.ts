import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { apiPost, demoCustomer, menuItemId, placeMenuOrder, placeReservation } from '../../fixtures/api';

/**
 * Every back-office list on a tablet, held across (1024×768) and upright (768×1024): each button, select
 * and link of its rows lies within the screen's width, and the page never scrolls sideways. A menu order, a
 * buffet order and a reservation of the test's own, confirmed, give the order lists and reservations rows.
 */
const LISTS = [
  { path: '/admin/orders', h1: 'Menu Orders' },
  { path: '/admin/buffet-orders', h1: 'Buffet Orders' },
  { path: '/admin/reservations', h1: 'Reservations' },
  { path: '/admin/users', h1: 'Users' },
  { path: '/admin/menu-items', h1: 'Menu Items' },
  { path: '/admin/buffet-items', h1: 'Buffet Items' },
  { path: '/admin/food-items', h1: 'Food Items' },
  { path: '/admin/categories', h1: 'Menu Categories' },
  { path: '/admin/discounts', h1: 'Discounts / Sale' },
  { path: '/admin/promo-codes', h1: 'Promo codes' },
  { path: '/admin/delivery-fees', h1: 'Delivery & Fees' },
];

const TABLETS = [
  { name: 'across', viewport: { width: 1024, height: 768 } },
  { name: 'upright', viewport: { width: 768, height: 1024 } },
];

/** The boxes of the page's controls (in rows where there are rows) that reach past the screen's width. */
async function offScreenControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const rows = main.querySelectorAll('tbody tr');
    const scopes: ParentNode[] = rows.length > 0 ? Array.from(rows) : [main];
    const out: string[] = [];
    for (const scope of scopes) {
      for (const control of Array.from(scope.querySelectorAll('button, select, a[href], input, textarea'))) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (box.left < 0 || box.right > window.innerWidth + 0.5) {
          const name =
            control.getAttribute('aria-label') ??
            control.textContent?.trim() ??
            control.tagName.toLowerCase();
          out.push(`${name} [${Math.round(box.left)}–${Math.round(box.right)}]`);
        }
      }
    }
    return out;
  });
}

async function confirm(page: Page, kind: 'menu' | 'buffet' | 'reservation', id: string) {
  const confirmed = await apiPost(page.request, `/api/admin/${kind}-orders/${id}/confirm`, { print: false });
  expect(confirmed.status()).toBe(200);
}

for (const tablet of TABLETS) {
  test.describe(`lists on a tablet held ${tablet.name}`, () => {
    test.use({ viewport: tablet.viewport });

    test(`every action of every list is on the screen (${tablet.viewport.width}×${tablet.viewport.height})`, async ({
      page,
      request,
    }) => {
      // Eleven screens, each loaded and measured.
      test.setTimeout(120_000);
      const email = `tablet-${tablet.name}-${Date.now()}@example.ch`;
      const menuOrder = await placeMenuOrder(request, {
        items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 2 }],
        orderType: 'DELIVERY',
        email,
      });
      const buffetItems = (await (await request.get('/api/buffet-items')).json()) as {
        id: number;
        name: string;
      }[];
      const buffetItem = buffetItems.find((item) => item.name === 'Buffet Box Small');
      if (!buffetItem) throw new Error('no buffet item Buffet Box Small');
      const buffet = await apiPost(request, '/api/buffet-orders', {
        customerInfo: { ...demoCustomer, email },
        orderType: 'TAKEAWAY',
        items: [{ buffetItemId: buffetItem.id, quantity: 2 }],
        paymentMethod: 'CASH',
        asap: true,
      });
      expect(buffet.status()).toBe(201);
      const buffetOrder = ((await buffet.json()) as { id: string }).id;
      const reservation = await placeReservation(request, {
        email,
        lastName: 'Tablet',
        people: 4,
      });

      await signIn(page, '/admin/orders');
      await confirm(page, 'menu', menuOrder);
      await confirm(page, 'buffet', buffetOrder);
      await confirm(page, 'reservation', reservation.id);

      const failures: string[] = [];
      for (const list of LISTS) {
        await test.step(list.path, async () => {
          await page.goto(list.path);
          await expect(page.getByRole('heading', { level: 1, name: list.h1 })).toBeVisible();
          // Rows or the page's form are there before anything is measured.
          await expect(page.locator('main').getByRole('button').first()).toBeVisible();
          if (list.path.endsWith('orders') || list.path.endsWith('reservations')) {
            await expect(page.locator('main tbody tr').first()).toBeVisible();
          }
          const off = await offScreenControls(page);
          if (off.length > 0) failures.push(`${list.path}: ${off.slice(0, 5).join(', ')}`);
          const widths = await page.evaluate(() => ({
            scroll: document.scrollingElement?.scrollWidth ?? 0,
            inner: window.innerWidth,
          }));
          if (widths.scroll > widths.inner) {
            failures.push(`${list.path}: the page scrolls sideways (${widths.scroll} > ${widths.inner})`);
          }
        });
      }
      expect(failures).toEqual([]);
    });
  });
}
