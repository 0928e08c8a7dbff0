import { expect, type Page, test } from '@playwright/test';
import { menuItemWithPhoto } from '../../fixtures/menu-photos';

// Photos on the menu's cards, and the dish's details. Adds a photo to a demo dish when the
// demo data has none for it (photos are what every diner should see anyway).

const DISH = 'Salmon Avocado Roll (8 pcs)';

const card = (page: Page, name: string) =>
  page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });

test.describe('dish photos on the menu', () => {
  test('a card shows the photo with its sizes, reserved width and height, and AVIF/WebP sources', async ({
    page,
    baseURL,
  }) => {
    const item = await menuItemWithPhoto(baseURL ?? '', DISH);
    await page.goto('/menu');
    const img = card(page, DISH).getByRole('img', { name: DISH });
    // The JPEG sizes up to 640 px (the 1280 px file is the details dialog's), as the menu lists them.
    const jpegs = (item.photo?.srcset ?? 'missing').split(', ').filter((c) => !c.endsWith(' 1280w'));
    await expect(img).toHaveAttribute('srcset', jpegs.join(', '));
    await expect(img).toHaveAttribute('srcset', / 320w/);
    await expect(img).toHaveAttribute('sizes', /\(min-width: 48em\)/);
    await expect(img).toHaveAttribute('width', String(item.photo?.width));
    await expect(img).toHaveAttribute('height', String(item.photo?.height));
    expect((item.photo?.width ?? 0) * 3).toBe((item.photo?.height ?? 0) * 4);
    await expect(card(page, DISH).locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\.avif 320w/,
    );

    // It really arrives (lazy below the fold: once scrolled near), 4:3 as reserved.
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    const box = await img.boundingBox();
    expect(box && Math.abs(box.width * 3 - box.height * 4)).toBeLessThan(4 * 2);
  });

  test('a card without a photo keeps the same 4:3 box, drawn, without an image', async ({ page }) => {
    // The demo dishes have photos: this one's is taken out of the menu's real answer on its way. (A
    // visit that starts at /menu has the lists in its HTML: this one goes there from the home page.)
    await page.route('**/api/menu-items', async (route) => {
      const response = await route.fetch();
      const items = (await response.json()) as { name: string; photo?: unknown }[];
      await route.fulfill({
        response,
        json: items.map((item) => (item.name === DISH ? { ...item, photo: null } : item)),
      });
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'See the menu' }).click();
    const plain = card(page, DISH);
    await expect(plain.getByRole('img')).toHaveCount(0);
    await expect(plain.locator('picture')).toHaveCount(0);
    const placeholder = plain.locator('div[aria-hidden="true"]').first();
    await placeholder.scrollIntoViewIfNeeded();
    const box = await placeholder.boundingBox();
    const photoBox = await page.locator('article picture').first().boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs((box?.width ?? 0) * 3 - (box?.height ?? 0) * 4)).toBeLessThan(8);
    // As big as a photo's box in the same grid.
    expect(Math.abs((box?.height ?? 0) - (photoBox?.height ?? -100))).toBeLessThan(2);
  });

  test('the details open by keyboard, show the large photo, add 2 to the cart and give focus back', async ({
    page,
    baseURL,
  }) => {
    await menuItemWithPhoto(baseURL ?? '', DISH);
    await page.goto('/menu');
    const name = card(page, DISH).getByRole('button', { name: DISH, exact: true });
    // The server draws the name; it opens the details once the page's scripts run.
    await expect(name).toBeEnabled();
    await name.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: DISH });
    await expect(dialog).toBeVisible();
    const large = dialog.getByRole('img', { name: DISH });
    await expect(large).toHaveAttribute('srcset', / 1280w/);
    await expect.poll(() => large.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog).toContainText('Norwegian salmon and creamy avocado.');
    await expect(dialog).toContainText('Salmon: Norway, farmed');

    await dialog.getByRole('button', { name: 'One more' }).click();
    await expect(dialog.getByRole('group', { name: 'Quantity' })).toContainText('2');
    await dialog.getByRole('button', { name: 'Add 2 to cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, DISH)).toContainText('2 in cart');
    await expect(name).toBeFocused();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ak_cart_v1') ?? '{}'));
    expect(stored.lines).toEqual([expect.objectContaining({ kind: 'MENU', name: DISH, quantity: 2 })]);

    // Escape closes without adding.
    await name.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(name).toBeFocused();
    await expect(card(page, DISH)).toContainText('2 in cart');
  });
});
