import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from '../../fixtures/admin';
import { apiPost, xsrf } from '../../fixtures/api';

/** The food item dialog's photo, from the owner's choice to the diner's card. */

type TAdminPhoto = {
  url: string;
  srcset: string;
  crop: { x: number; y: number; width: number; height: number };
  original: { url: string; width: number; height: number };
};
type TAdminFoodItem = { id: number; name: string; photo?: TAdminPhoto | null };

/** How long a photo's processing may take on a shared, busy test machine (one photo at a time per app). */
const PROCESSING = 60_000;

/** A 1600 × 1200 "dish": a plate, salmon and rice shapes on a table, as a JPEG. */
function dishJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="#8b5a2b"/>
    <circle cx="800" cy="600" r="520" fill="#f5f5f0"/>
    <rect x="520" y="430" width="560" height="150" rx="60" fill="#fa8072"/>
    <rect x="540" y="600" width="520" height="170" rx="70" fill="#fffdf5"/>
    <circle cx="300" cy="250" r="90" fill="#2e7d32"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The same dish as a phone stores a photo taken upright: its pixels 1200 × 1600, and an EXIF orientation
 * (6: turn 90° clockwise) that makes it 1600 × 1200 again.
 */
async function rotatedDishJpeg(): Promise<Buffer> {
  return sharp(await dishJpeg())
    .rotate(270)
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function foodItem(request: APIRequestContext, name: string): Promise<TAdminFoodItem | undefined> {
  const items = (await (await request.get('/api/admin/food-items')).json()) as TAdminFoodItem[];
  return items.find((item) => item.name === name);
}

async function removeByName(request: APIRequestContext, list: string, name: string) {
  const res = await request.get(list);
  if (!res.ok()) return;
  const items = (await res.json()) as { id: number; name: string }[];
  for (const item of items.filter((i) => i.name === name)) {
    const token = await xsrf(request);
    await request.delete(`${list}/${item.id}`, { headers: { 'X-XSRF-TOKEN': token } });
  }
}

/** Picks a file through the field's button, as the owner does in the browser's file chooser. */
async function choosePhoto(
  page: Page,
  dialog: Locator,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

async function editDialog(page: Page, name: string): Promise<Locator> {
  await page.goto('/admin/food-items');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Edit' })
    .click();
  return page.getByRole('dialog', { name: 'Edit food item' });
}

/** True once an <img> has really loaded its file. */
const loaded = (image: Locator) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  );

test.describe('food item photos', () => {
  const name = `E2E Salmon Plate ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  test.afterEach(async ({ page }) => {
    await removeByName(page.request, '/api/admin/menu-items', name);
    await removeByName(page.request, '/api/admin/food-items', name);
  });

  test('a cropped photo reaches the list and the menu card, a non-photo changes nothing, Remove brings the placeholder back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, '/admin/food-items');
    // A dish of its own on the menu, so no other test sees its photo.
    const food = await apiPost(page.request, '/api/admin/food-items', { name, description: 'Salmon, rice.' });
    expect(food.status()).toBe(201);
    const { id: foodItemId } = (await food.json()) as { id: number };
    const menu = await apiPost(page.request, '/api/admin/menu-items', {
      foodItemId,
      price: '14.50',
      available: true,
      category: 'DESSERT',
    });
    expect(menu.status()).toBe(201);

    // The owner chooses a photo, zooms all the way in and moves the frame.
    let dialog = await editDialog(page, name);
    const field = dialog.getByRole('region', { name: 'Photo' });
    await expect(field.getByText('Drag a photo here, or:')).toBeVisible();
    await choosePhoto(page, dialog, 'Choose photo', {
      name: 'salmon.jpg',
      mimeType: 'image/jpeg',
      buffer: await dishJpeg(),
    });
    const frame = field.getByRole('group', { name: 'Card frame (4:3)' });
    await expect(frame).toBeVisible();
    await expect(field.getByRole('img', { name: 'Chosen photo' })).toBeVisible();
    await field.getByRole('slider', { name: 'Zoom' }).press('End');
    await frame.focus();
    for (let i = 0; i < 4; i++) await frame.press('ArrowRight');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated')).toBeVisible();
    // The server makes nine files (three sizes in AVIF, WebP and JPEG): slow on a busy test machine.
    await expect(dialog).toBeHidden({ timeout: PROCESSING });

    // The server kept the smallest crop the zoom allows, moved off the centre (640, 480).
    const saved = (await foodItem(page.request, name))?.photo;
    expect(saved).toBeTruthy();
    expect(saved?.crop).toMatchObject({ width: 320, height: 240 });
    expect(saved?.crop.x).not.toBe(640);
    expect(saved?.original).toMatchObject({ width: 1600, height: 1200 });

    // The list shows the thumbnail, the 320 px file.
    const row = page.getByRole('row', { name: new RegExp(name) });
    const thumbnail = row.getByRole('img', { name: 'Photo' });
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f]{20}-320\.jpg$/);
    await expect.poll(() => loaded(thumbnail)).toBe(true);

    // Diners see the dish's card with the photo in its sizes.
    await page.goto('/menu');
    const card = page.getByRole('article').filter({ hasText: name });
    const cardPhoto = card.getByRole('img', { name });
    await cardPhoto.scrollIntoViewIfNeeded();
    await expect(cardPhoto).toHaveAttribute('srcset', /\/api\/photos\/[0-9a-f]{20}-320\.jpg 320w/);
    await expect.poll(() => loaded(cardPhoto)).toBe(true);

    // A text file named .jpg: the browser cannot show it, the server refuses it, the photo stays.
    dialog = await editDialog(page, name);
    await expect(dialog.getByRole('img', { name: 'Current photo' })).toBeVisible();
    await choosePhoto(page, dialog, 'Replace', {
      name: 'menu.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Nigiri 4.50\nMaki 6.00\n'),
    });
    await expect(dialog.getByText('This browser cannot show menu.jpg.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This file is not a photo we can read.', {
      timeout: PROCESSING,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    expect((await foodItem(page.request, name))?.photo?.url).toBe(saved?.url);
    await dialog.getByRole('button', { name: 'Discard this photo' }).click();

    // Remove, after a confirmation: at once, and the menu shows the placeholder again.
    await dialog.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove photo' });
    await expect(confirm).toContainText(`Remove the photo of ${name}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Photo removed')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose photo' })).toBeVisible();
    expect((await foodItem(page.request, name))?.photo ?? null).toBeNull();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByRole('img', { name: 'Photo' })).toHaveCount(0);
    await expect(row).toContainText('No photo');

    await page.goto('/menu');
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name })).toHaveCount(0);
  });

  test('a new dish takes its dropped, upright photo with it; a file that is no photo is refused first', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, '/admin/food-items');
    await page.getByRole('button', { name: 'Add food item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add food item' });
    await dialog.getByLabel('Name').fill(name);

    await choosePhoto(page, dialog, 'Choose photo', {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC photo.',
    );

    // The photo dragged from the desktop onto the field.
    const dropped = await page.evaluateHandle(
      (base64) => {
        const transfer = new DataTransfer();
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], 'IMG_0042.jpg', { type: 'image/jpeg' }));
        return transfer;
      },
      (await rotatedDishJpeg()).toString('base64'),
    );
    const field = dialog.getByRole('region', { name: 'Photo' });
    await field.dispatchEvent('dragover', { dataTransfer: dropped });
    await field.dispatchEvent('drop', { dataTransfer: dropped });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Card frame (4:3)' })).toBeVisible();
    await expect(dialog.getByText('The photo is saved when you save the dish.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: PROCESSING });

    // Without a move or zoom: the largest centred 4:3 part, which the whole photo is once turned upright
    // (the browser shows it turned, as the server crops it; unturned, this crop would lie outside it).
    expect((await foodItem(page.request, name))?.photo?.crop).toEqual({
      x: 0,
      y: 0,
      width: 1600,
      height: 1200,
    });
    const thumbnail = page.getByRole('row', { name: new RegExp(name) }).getByRole('img', { name: 'Photo' });
    await expect.poll(() => loaded(thumbnail)).toBe(true);
  });
});
