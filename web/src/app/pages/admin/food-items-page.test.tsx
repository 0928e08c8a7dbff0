import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const IN_USE = '"Gyoza" is still used by 1 menu item. Delete it or choose another food item for it first.';

// The lazy page's first import and each step can be slow on a busy machine (this file only).
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

function serveFood() {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/food-items': { body: [{ id: 5, name: 'Gyoza', description: '' }] },
    'POST /api/admin/food-items': ({ body }) => ({ status: 201, body: { id: 6, ...(body as object) } }),
    'DELETE /api/admin/food-items/5': {
      status: 409,
      body: errorBody(409, 'Conflict', IN_USE),
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('food items screen', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('requires a name, then sends name and description trimmed', async () => {
    const api = serveFood();
    const user = userEvent.setup();
    renderApp('/admin/food-items');
    const gyoza = await screen.findByRole('row', { name: /Gyoza/ });
    expect(gyoza).toHaveTextContent('No description');

    await user.click(screen.getByRole('button', { name: 'Add food item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add food item' });
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), ' Sticky rice ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/food-items')).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Mango Sticky Rice ');
    expect(within(dialog).queryByText('Required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/food-items')?.body).toEqual({
      name: 'Mango Sticky Rice',
      description: 'Sticky rice',
      translations: {},
    });
  });

  it('shows why a food item still in use cannot be deleted, and keeps it', async () => {
    serveFood();
    const user = userEvent.setup();
    renderApp('/admin/food-items');
    const gyoza = await screen.findByRole('row', { name: /Gyoza/ });
    await user.click(within(gyoza).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete food item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // The server's message in the toast (spec section 8) and in the dialog until Cancel.
    await waitFor(() => expect(screen.getAllByText(IN_USE)).toHaveLength(2));
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Gyoza/ })).toBeInTheDocument();
  });
});
