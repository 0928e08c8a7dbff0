import type { TUser } from '@app/shared/users';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy page's first import can be slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

const USERS: TUser[] = [
  { id: 1, username: 'anna', email: 'anna@example.ch', role: 'ADMIN' },
  { id: 2, username: 'ben', email: 'ben@example.ch', role: 'CUSTOMER' },
];

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/users': { body: USERS },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openDelete(username: string) {
  const user = userEvent.setup();
  renderApp('/admin/users');
  const row = await screen.findByRole('row', { name: new RegExp(username) });
  await user.click(within(row).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
  return { user, dialog };
}

describe('users screen: delete', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('lists the users and does not offer deleting your own account', async () => {
    serve();
    renderApp('/admin/users');
    const self = await screen.findByRole('row', { name: /anna/ });
    expect(within(self).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(self).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'title',
      'You cannot delete your own account.',
    );
    const other = screen.getByRole('row', { name: /ben/ });
    expect(within(other).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(within(other).getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('ben');
  });

  it('asks first; Cancel deletes nothing, Delete sends DELETE and says Deleted', async () => {
    const api = serve({ 'DELETE /api/admin/users/2': { status: 204 } });
    const { user, dialog } = await openDelete('ben');
    expect(dialog).toHaveTextContent('Delete the user ben? They will no longer be able to sign in.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent()).not.toContain('DELETE /api/admin/users/2');

    await user.click(
      within(screen.getByRole('row', { name: /ben/ })).getByRole('button', { name: 'Delete' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Delete user' });
    api.route('GET /api/admin/users', { body: USERS.filter((u) => u.id !== 2) });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('row', { name: /ben/ })).not.toBeInTheDocument());
    expect(api.sent()).toContain('DELETE /api/admin/users/2');
  });

  it("closes on a refusal and shows the server's reason in a toast", async () => {
    const reason = 'The last administrator cannot be deleted.';
    serve({ 'DELETE /api/admin/users/2': { status: 409, body: errorBody(409, 'Conflict', reason) } });
    const { user, dialog } = await openDelete('ben');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(reason)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /ben/ })).toBeInTheDocument();
  });
});
