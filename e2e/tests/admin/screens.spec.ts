import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';

/**
 * Unseen orders, presence: an open incoming screen reports itself with the device's name and its sound state,
 * and the back office lists it (restaurant info's "Screens"). Another test's screens may be listed too: this
 * one looks for its own name.
 */
test.describe.configure({ timeout: 90_000 });

/** How often the back office's list of screens looks again (web/src/features/screens/api/get-screens.ts). */
const SCREENS_POLL_MS = 20_000;

async function nameThisScreen(page: Page, name: string) {
  const ask = page.getByRole('region', { name: 'Name this screen' });
  const rename = page.getByRole('button', { name: 'Rename screen' });
  // A fresh browser asks; one that was named before offers a rename.
  await expect(ask.or(rename)).toBeVisible();
  if (await rename.isVisible()) await rename.click();
  await page.getByRole('textbox', { name: 'Name of this screen' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
}

test('an open incoming screen is listed with its name and sound state, and a muted one as muted', async ({
  browser,
}) => {
  const name = `Tablet e2e ${Date.now().toString(36)}`;
  const tablet = await (await browser.newContext()).newPage();
  const office = await (await browser.newContext()).newPage();
  try {
    await signIn(tablet, '/admin/incoming');
    await nameThisScreen(tablet, name);
    // The click on Save was the first interaction on this screen: its sound is unlocked.
    await expect(tablet.getByText(`This screen: ${name} · sound on`)).toBeVisible();
    // Its clock runs in a worker, which a browser does not slow in a background tab as it does the page.
    await expect.poll(() => tablet.workers().length).toBeGreaterThan(0);

    // The back office's clock is the test's: the list's next look comes when the test moves it on.
    await office.clock.install();
    await signIn(office, '/admin/restaurant-info');
    const screens = office.getByRole('region', { name: 'Screens' });
    const row = screens.getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/last seen (now|\d+ seconds? ago)/);
    await expect(row).toContainText('sound on');

    await tablet.getByRole('switch', { name: 'Mute this screen' }).click({ force: true });
    await expect(tablet.getByText(`This screen: ${name} · muted`)).toBeVisible();
    // The screen reports the change at once: the server has it...
    await expect
      .poll(async () => (await (await office.request.get('/api/admin/screens')).json()) as unknown[])
      .toEqual(expect.arrayContaining([expect.objectContaining({ name, soundReady: true, muted: true })]));
    // ...and the list shows it at its next look, every 20 seconds.
    await office.clock.fastForward(SCREENS_POLL_MS);
    await expect(row).toContainText('muted');
  } finally {
    await tablet.context().close();
    await office.context().close();
  }
});
