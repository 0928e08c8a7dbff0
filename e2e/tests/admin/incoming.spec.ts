import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { demoCustomer, menuItemId, placeMenuOrder } from '../../fixtures/api';

/**
 * The incoming screen as the kitchen uses it, against the real server: a diner's order arrives as a
 * card, is confirmed (printed once) or cancelled, and the diner's tracking page follows. Other tests
 * place orders at the same time, so every card is found by its own order number.
 */

interface TAdminOrder {
  orderNumber: number;
  status: string;
  committedReadyAt: string | null;
  cancelReason: string | null;
  timing: { adminExtraMinutes: number | null };
}

const READY_TIME = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

async function adminOrder(page: Page, id: string): Promise<TAdminOrder> {
  const res = await page.request.get(`/api/orders/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as TAdminOrder;
}

function card(page: Page, orderNumber: number) {
  return page.getByRole('article', { name: new RegExp(`Menu order #${orderNumber}$`) });
}

test.describe('incoming screen', () => {
  test('a diner’s order is confirmed with 15 extra minutes, printed once, and tracked as CONFIRMED', async ({
    page,
    request,
  }) => {
    // Places an order, signs in and waits for polls: more than the default 30 s on a busy machine.
    test.slow();
    const email = `incoming-${Date.now()}@example.ch`;
    const orderId = await placeMenuOrder(request, {
      items: [{ menuItemId: await menuItemId(request, 'Green Curry Chicken'), quantity: 1 }],
      email,
    });

    await signIn(page, '/admin/incoming');
    await expect(page.getByRole('heading', { level: 1, name: 'Incoming (NEW)' })).toBeVisible();
    const { orderNumber } = await adminOrder(page, orderId);
    const incoming = card(page, orderNumber);
    await expect(incoming).toBeVisible();
    await expect(incoming).toContainText('Now');
    await expect(incoming).toContainText('1 × Green Curry Chicken');
    await expect(incoming).toContainText(`${demoCustomer.firstName} ${demoCustomer.lastName}`);
    // The new card rings; the browser lets it be heard only after a first click or key press.
    await expect(incoming.getByLabel('Ringing')).toBeVisible();
    await expect(
      page.getByText('Sound alerts start after your first click or key press on this page.'),
    ).toBeVisible();

    await incoming.getByRole('button', { name: '+15' }).click();
    await expect(page.getByText('Sound alerts are on.')).toBeVisible();
    await expect(page.getByText('Sound alerts start after your first click')).toBeHidden();
    await expect(incoming.getByText('Prep base: 45 min + 15 min')).toBeVisible();

    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    const receipt = page.waitForEvent('download');
    await incoming.getByRole('button', { name: 'Confirm' }).click();
    await expect(incoming).toHaveCount(0);

    const download = await receipt;
    expect(download.suggestedFilename()).toBe(`order-${orderNumber}-${orderId}.txt`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain(`Order #${orderNumber}`);
    expect(text).toContain('Green Curry Chicken');
    expect(text.split('\n').every((line) => line.length <= 42)).toBe(true);

    const confirmed = await adminOrder(page, orderId);
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', timing: { adminExtraMinutes: 15 } });
    expect(confirmed.committedReadyAt).not.toBeNull();
    const printed = await page.evaluate(() => localStorage.getItem('ak_printed_order_ids_v1'));
    expect(JSON.parse(printed ?? '[]')).toContain(`MENU:${orderId}`);

    // Printed once: a reload and a few polls later, still a single receipt.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Incoming (NEW)' })).toBeVisible();
    for (let i = 0; i < 2; i++) {
      await page.waitForResponse((res) => res.url().endsWith('/api/admin/orders/new'));
    }
    await expect(card(page, orderNumber)).toHaveCount(0);
    expect(downloads).toEqual([`order-${orderNumber}-${orderId}.txt`]);

    // The diner sees the confirmation and the time the kitchen committed to.
    await page.goto(`/track?${new URLSearchParams({ orderId, email })}`);
    const tracked = page.getByRole('article', { name: `Order ${orderId}` });
    await expect(tracked.getByLabel('Status: Confirmed')).toBeVisible();
    await expect(tracked).toContainText(
      `Pickup${READY_TIME.format(new Date(confirmed.committedReadyAt ?? ''))}`,
    );
  });

  test('an order is cancelled with a reason from the prompt', async ({ page, request }) => {
    // Places an order, signs in and waits for polls: more than the default 30 s on a busy machine.
    test.slow();
    const orderId = await placeMenuOrder(request, {
      items: [{ menuItemId: await menuItemId(request, 'Jasmine Rice'), quantity: 2 }],
      email: `cancel-${Date.now()}@example.ch`,
    });
    await signIn(page, '/admin/incoming');
    const { orderNumber } = await adminOrder(page, orderId);
    const incoming = card(page, orderNumber);
    await expect(incoming).toBeVisible();

    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    page.once('dialog', async (dialog) => {
      expect(dialog.type()).toBe('prompt');
      expect(dialog.message()).toBe('Reason (optional):');
      await dialog.accept('Out of jasmine rice');
    });
    await incoming.getByRole('button', { name: 'Cancel' }).click();
    await expect(incoming).toHaveCount(0);

    expect(await adminOrder(page, orderId)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Out of jasmine rice',
    });
    expect(downloaded).toBe(false);
  });
});
