import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi } from '@test/fake-api';
import { currentUrl, renderApp } from '@test/render-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SIGNED_OUT = {
  'GET /api/auth/me': { status: 401, body: errorBody(401, 'Unauthorized', 'Not signed in.') },
};

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ ...SIGNED_OUT, ...routes });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** Required fields carry a visual asterisk in their label: match the label's start. */
const label = (name: string) => new RegExp(`^${name}`);

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(label('Username')), username);
  await user.type(screen.getByLabelText(label('Password')), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('requires both fields and sends nothing while one is empty', async () => {
    const api = serve();
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText(label('Username'))).toHaveAccessibleDescription('Required');

    await user.type(screen.getByLabelText(label('Username')), 'anna');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(screen.getByLabelText(label('Password'))).toHaveAccessibleDescription('Required');
    expect(api.sent()).toEqual(['GET /api/auth/me']);
  });

  it('signs in, then replaces the login entry with next', async () => {
    const api = serve({ 'POST /api/auth/login': { body: { role: 'ADMIN', username: 'anna' } } });
    const { router } = renderApp(`/login?next=${encodeURIComponent('/admin/orders?from=2026-01-01')}`);
    await fillAndSubmit('  anna ', 'secret-password');

    await screen.findByRole('heading', { level: 1, name: 'Menu Orders' });
    expect(currentUrl(router)).toBe('/admin/orders?from=2026-01-01');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.last('POST', '/api/auth/login')?.body).toEqual({
      username: 'anna',
      password: 'secret-password',
    });
    expect(api.last('POST', '/api/auth/login')?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(screen.getByText('anna')).toBeInTheDocument();
  });

  it('goes to /admin when no next is given, and never to another site', async () => {
    serve({ 'POST /api/auth/login': { body: { role: 'ROLE_ADMIN', username: 'anna' } } });
    const { router } = renderApp('/login?next=https%3A%2F%2Fevil.example');
    await fillAndSubmit('anna', 'secret-password');
    await screen.findByRole('heading', { level: 1, name: 'Incoming (NEW)' });
    expect(currentUrl(router)).toBe('/admin');
  });

  it("shows the server's message in an alert and stays on login", async () => {
    serve({
      'POST /api/auth/login': {
        status: 401,
        body: errorBody(401, 'Unauthorized', 'Invalid username or password.'),
      },
    });
    const { router } = renderApp('/login');
    await fillAndSubmit('anna', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(currentUrl(router)).toBe('/login');
  });

  it('shows a 429 message as it is', async () => {
    const message = 'Too many sign-in attempts. Please wait a few minutes and try again.';
    serve({ 'POST /api/auth/login': { status: 429, body: errorBody(429, 'Too Many Requests', message) } });
    renderApp('/login');
    await fillAndSubmit('anna', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("says 'Login failed' when the answer has no words for it", async () => {
    serve({ 'POST /api/auth/login': { status: 500, body: errorBody(500, 'Internal Server Error', '') } });
    renderApp('/login');
    await fillAndSubmit('anna', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('takes a kitchen account to the kitchen display, whatever back-office page asked', async () => {
    serve({
      'POST /api/auth/login': { body: { role: 'KITCHEN', username: 'wall' } },
      'GET /api/kitchen/stations': { body: [] },
    });
    const { router } = renderApp(`/login?next=${encodeURIComponent('/admin/orders')}`);
    await fillAndSubmit('wall', 'secret-password');
    await waitFor(() => expect(currentUrl(router)).toBe('/kitchen'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a customer account out of the back office', async () => {
    serve({ 'POST /api/auth/login': { body: { role: 'CUSTOMER', username: 'carl' } } });
    const { router } = renderApp('/login');
    await fillAndSubmit('carl', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has no access to the back office.',
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
  });
});
