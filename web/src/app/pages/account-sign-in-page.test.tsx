import type { TAccountMe } from '@app/shared/account';
import { clearCookie, setCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderRoutes } from '@test/render';
import { renderApp } from '@test/render-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMeQueryOptions } from '@/features/account/api/get-me';
import { AccountSignInPage } from './account-sign-in-page';

/** /account/sign-in?token=…: the emailed link signs in once, or says why it does not. */

const ME: TAccountMe = {
  email: 'nora@example.ch',
  role: 'CUSTOMER',
  firstName: 'Nora',
  lastName: 'Test',
  createdAt: '2026-11-20T10:00:00+01:00',
};

function serve(routes: Record<string, TFakeRoute>) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const refusal = (status: number, code: string) => ({
  status,
  body: { ...errorBody(status, status === 404 ? 'Not Found' : 'Gone', 'The link does not sign in.'), code },
});

let tokens = 0;
/** A token of its own per test: the page remembers the sign-ins under way by token. */
const freshToken = () => `token-${++tokens}-${Date.now()}`;

describe('the sign-in link page', { timeout: 30_000 }, () => {
  afterEach(() => {
    clearCookie('XSRF-TOKEN');
    clearCookie('diner');
  });

  it('signs in once under strict mode’s double effects, then shows the account', async () => {
    const token = freshToken();
    const api = serve({
      'POST /api/account/sign-in': (request) => {
        // The server sets the session and its hint cookie with the answer.
        setCookie('diner', '1');
        expect(request.body).toEqual({ token });
        return { body: ME };
      },
    });
    const { router, queryClient } = renderRoutes(
      [
        {
          path: '/account/sign-in',
          element: (
            <StrictMode>
              <AccountSignInPage />
            </StrictMode>
          ),
        },
        { path: '/account', element: <p>The account</p> },
      ],
      { path: `/account/sign-in?token=${token}` },
    );
    expect(await screen.findByText('The account')).toBeInTheDocument();
    expect(api.sent().filter((call) => call === 'POST /api/account/sign-in')).toHaveLength(1);
    expect(queryClient.getQueryData(accountMeQueryOptions().queryKey)).toEqual(ME);
    // The link leaves the history: back does not open it again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lands on the account page of the app, greeting the diner', async () => {
    serve({
      'POST /api/account/sign-in': () => {
        setCookie('diner', '1');
        return { body: ME };
      },
      'GET /api/account/me': { body: ME },
      'GET /api/account/orders': { body: [] },
      'GET /api/account/reservations': { body: [] },
      'GET /api/account/profile': { body: { firstName: 'Nora', lastName: 'Test', phone: '', addresses: [] } },
    });
    const { router } = renderApp(`/account/sign-in?token=${freshToken()}`);
    expect(await screen.findByText('Hello Nora', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it.each([
    [
      'LINK_USED',
      410,
      'This link was already used',
      'Each sign-in link works only once. Ask for a new one below.',
    ],
    [
      'LINK_EXPIRED',
      410,
      'This link has expired',
      'A sign-in link works for 15 minutes. Ask for a new one below.',
    ],
    [
      'LINK_INVALID',
      404,
      'This link does not work',
      'It may be incomplete, or the account was deleted since. Ask for a new one below.',
    ],
  ])('explains %s and offers a new link right there', async (code, status, title, text) => {
    const api = serve({
      'POST /api/account/sign-in': refusal(status, code),
      'POST /api/account/sign-in-link': { status: 202, body: {} },
    });
    renderApp(`/account/sign-in?token=${freshToken()}`);
    const heading = await screen.findByRole('heading', { level: 2, name: title }, { timeout: 5_000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your account' })).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nora@example.ch');
    await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect(await screen.findByText(/we sent a link to nora@example\.ch/)).toBeInTheDocument();
    expect(api.last('POST', '/api/account/sign-in-link')?.body).toEqual({ email: 'nora@example.ch' });
  });

  it('calls a link without a token unknown, without asking the server', async () => {
    const api = serve({});
    renderApp('/account/sign-in');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This link does not work' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(api.sent()).not.toContain('POST /api/account/sign-in');
  });

  it('offers the account to a diner still signed in who opens an old link', async () => {
    setCookie('diner', '1');
    serve({ 'POST /api/account/sign-in': refusal(410, 'LINK_USED') });
    renderApp(`/account/sign-in?token=${freshToken()}`);
    expect(
      await screen.findByRole('link', { name: 'Go to your account' }, { timeout: 5_000 }),
    ).toHaveAttribute('href', '/account');
  });

  it('tries the same link again after a failure that is not a refusal', async () => {
    let fail = true;
    const api = serve({
      'POST /api/account/sign-in': () => {
        if (fail) return { status: 503, body: errorBody(503, 'Service Unavailable', 'Please try again.') };
        setCookie('diner', '1');
        return { body: ME };
      },
      'GET /api/account/me': { body: ME },
      'GET /api/account/orders': { body: [] },
      'GET /api/account/reservations': { body: [] },
      'GET /api/account/profile': { body: { firstName: 'Nora', lastName: 'Test', phone: '', addresses: [] } },
    });
    renderApp(`/account/sign-in?token=${freshToken()}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Signing in did not work' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again.');
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Nora')).toBeInTheDocument();
    expect(api.sent().filter((call) => call === 'POST /api/account/sign-in')).toHaveLength(2);
  });
});
