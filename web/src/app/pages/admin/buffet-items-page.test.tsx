import { clearCookie } from '@test/cookies';
import { fakeApi } from '@test/fake-api';
import { buffetItem } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy page's first import and each step can be slow on a busy machine (this file only).
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

describe('buffet items screen', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('lists description, price and availability, and adds an item without a category', async () => {
    const item = buffetItem({ name: 'Spring Rolls', description: '', price: 3, available: false });
    const beer = buffetItem({ name: 'Singha Beer', price: 6, vatClass: 'STANDARD' });
    const api = fakeApi({
      'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
      'GET /api/admin/buffet-items': { body: [item, beer] },
      'GET /api/admin/food-items': { body: [{ id: 9, name: 'Pad Thai', description: 'Rice noodles.' }] },
      'POST /api/admin/buffet-items': { status: 201, body: { ...item, id: 99, name: 'Pad Thai', price: 0 } },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderApp('/admin/buffet-items');

    const row = await screen.findByRole('row', { name: /Spring Rolls/ });
    expect(row).toHaveTextContent('No description');
    expect(row).toHaveTextContent('CHF 3.00');
    expect(within(row).getByRole('switch', { name: 'Spring Rolls available' })).not.toBeChecked();
    expect(within(row).getByRole('switch', { name: 'Spring Rolls sold out today' })).not.toBeChecked();
    // Only the item at the standard VAT rate (alcoholic drinks) is marked.
    expect(row).not.toHaveTextContent('8.1 %');
    expect(screen.getByRole('row', { name: /Singha Beer/ })).toHaveTextContent('CHF 6.008.1 %');

    await user.click(screen.getByRole('button', { name: 'Add buffet item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add buffet item' });
    expect(within(dialog).queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /VAT rate/ })).toHaveValue(
      'Reduced rate 2.6 % (food, soft drinks)',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Food item' }));
    // The dropdown's open transition leaves it out of the accessibility tree in jsdom.
    await user.click(await screen.findByRole('option', { name: 'Pad Thai', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/buffet-items')?.body).toEqual({
      foodItemId: 9,
      price: '',
      available: true,
      vatClass: 'REDUCED',
      stationId: null,
    });
  });

  it("switches 'Sold out today' for a buffet item through its own route", async () => {
    const item = buffetItem({ id: 7, name: 'Spring Rolls', soldOutToday: true });
    const api = fakeApi({
      'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
      'GET /api/admin/buffet-items': () => ({ body: [item] }),
      'GET /api/admin/food-items': { body: [] },
      'PUT /api/admin/buffet-items/7/sold-out-today': ({ body }) => {
        item.soldOutToday = (body as { soldOut: boolean }).soldOut;
        return { body: item };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderApp('/admin/buffet-items');
    const row = await screen.findByRole('row', { name: /Spring Rolls/ });
    const soldOut = within(row).getByRole('switch', { name: 'Spring Rolls sold out today' });
    expect(soldOut).toBeChecked();
    await user.click(soldOut);
    expect(await screen.findByText('Spring Rolls back on sale')).toBeInTheDocument();
    await waitFor(() => expect(soldOut).not.toBeChecked());
    expect(api.last('PUT', '/api/admin/buffet-items/7/sold-out-today')?.body).toEqual({ soldOut: false });
  });
});
