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

describe('users screen: couriers', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('adds a courier with the first name diners see', async () => {
    const api = serve({
      'POST /api/admin/users': (request) => ({
        status: 201,
        body: { id: 3, ...(request.body as object) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'luca');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'luca@example.ch');
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await user.click(role);
    // The dropdown's open transition leaves it out of the accessibility tree in jsdom.
    await user.click(await screen.findByRole('option', { name: 'Courier', hidden: true }));
    expect(role).toHaveAccessibleDescription(/^Opens only the courier’s deliveries \(\/courier\) on a phone/);
    const firstName = within(dialog).getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveAccessibleDescription(
      'Shown to diners while a courier has their order (“On the way with Luca”).',
    );
    await user.type(firstName, 'Luca');
    await user.type(within(dialog).getByLabelText(/^Password/), 'courier-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === '/api/admin/users')?.body,
    ).toEqual({
      username: 'luca',
      email: 'luca@example.ch',
      role: 'COURIER',
      firstName: 'Luca',
      password: 'courier-pass-1',
    });
  });

  it('shows a courier’s first name in the list, and editing keeps it', async () => {
    const courier: TUser = {
      id: 4,
      username: 'sara',
      email: 'sara@example.ch',
      role: 'COURIER',
      firstName: 'Sara',
    };
    const api = serve({
      'GET /api/admin/users': { body: [...USERS, courier] },
      'PUT /api/admin/users/4': (request) => ({ body: { id: 4, ...(request.body as object) } }),
    });
    const user = userEvent.setup();
    renderApp('/admin/users');
    const row = await screen.findByRole('row', { name: /sara/ });
    expect(row).toHaveTextContent('Diners see: Sara');
    expect(row).toHaveTextContent('Courier');
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Sara');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      username: 'sara',
      email: 'sara@example.ch',
      role: 'COURIER',
      firstName: 'Sara',
    });
  });
});
