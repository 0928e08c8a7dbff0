import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { currentUrl, renderApp } from '@test/render-app';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_LOGOUT_EVENT } from '@/lib/api-client';
import { AdminMenuButton, AdminNavItem } from './admin-nav-item';

const ADMIN = { 'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } };

function serve(routes: Record<string, TFakeRoute> = ADMIN) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('admin guard', () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('shows a spinner while the session check is pending, then the screen', async () => {
    let answer: ((value: { body: unknown }) => void) | undefined;
    serve({ 'GET /api/auth/me': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/admin/users');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    // The spinner may show before the check has gone out: answer the request once it has.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ body: { role: 'ADMIN', username: 'anna' } });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it.each([
    ['nobody is signed in', { status: 401, body: errorBody(401, 'Unauthorized', 'Not signed in.') }],
    ['the user is a customer', { body: { role: 'CUSTOMER', username: 'carl' } }],
    ['the role is unknown', { body: { role: 'ROLE_CHEF', username: 'carl' } }],
  ])('sends the visitor to login with the path and query in next when %s', async (_case, me) => {
    serve({ 'GET /api/auth/me': me });
    const { router } = renderApp('/admin/orders?from=2026-01-01');
    await screen.findByRole('heading', { level: 1, name: 'Admin login' });
    expect(currentUrl(router)).toBe('/login?next=%2Fadmin%2Forders%3Ffrom%3D2026-01-01');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("sends the admin to login when an 'auth:logout' event ends the session", async () => {
    serve();
    const { router } = renderApp('/admin/discounts');
    await screen.findByRole('heading', { level: 1, name: 'Discounts / Sale' });
    act(() => {
      window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT));
    });
    await screen.findByRole('heading', { level: 1, name: 'Admin login' });
    expect(currentUrl(router)).toBe('/login?next=%2Fadmin%2Fdiscounts');
  });
});

describe('admin layout', () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('lists the back-office screens in the drawer and shows incoming at /admin', async () => {
    serve();
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Incoming (NEW)' });
    expect(screen.getByRole('checkbox', { name: 'Menu orders' })).toBeChecked();

    const drawer = screen.getByRole('navigation', { name: 'Back office' });
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['New Orders', '/admin/incoming'],
      ['Reservations', '/admin/reservations'],
      ['Day plan', '/admin/reservations/day'],
      ['Tables & booking rules', '/admin/tables'],
      ['Menu Orders', '/admin/orders'],
      ['Buffet Orders', '/admin/buffet-orders'],
      ['New order', '/admin/new-order'],
      ['Close-out', '/admin/close-out'],
      ['Reports', '/admin/reports'],
      ['Dispatch', '/admin/dispatch'],
      ['Courier shifts', '/admin/courier-shifts'],
      ['Discounts', '/admin/discounts'],
      ['Promo codes', '/admin/promo-codes'],
      ['Gift vouchers', '/admin/vouchers'],
      ['Food Items', '/admin/food-items'],
      ['Menu Items', '/admin/menu-items'],
      ['Option groups', '/admin/option-groups'],
      ['Categories', '/admin/categories'],
      ['Buffet Items', '/admin/buffet-items'],
      ['Restaurant Info', '/admin/restaurant-info'],
      ['Delivery & Fees', '/admin/delivery-fees'],
      ['Printers', '/admin/printers'],
      ['Stations', '/admin/stations'],
      ['Users', '/admin/users'],
      ['Kitchen display', '/kitchen'],
      ['Courier view', '/courier'],
    ]);
    expect(within(drawer).getByRole('link', { name: 'New Orders' })).toHaveAttribute('aria-current', 'page');

    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByText('Hana Sushi & Thai')).toBeInTheDocument();
    expect(within(topBar).getByText('anna')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/incoming', 'Incoming (NEW)'],
    ['/admin/reservations', 'Reservations'],
    ['/admin/orders', 'Menu Orders'],
    ['/admin/buffet-orders', 'Buffet Orders'],
    ['/admin/discounts', 'Discounts / Sale'],
    ['/admin/food-items', 'Food Items'],
    ['/admin/menu-items', 'Menu Items'],
    ['/admin/buffet-items', 'Buffet Items'],
    ['/admin/restaurant-info', 'Restaurant Info'],
  ])('has its own page at %s', async (path, title) => {
    serve();
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: title });
  });

  it('moves between screens from the drawer', async () => {
    serve({ ...ADMIN, 'GET /api/admin/users': { body: [] } });
    const { router } = renderApp('/admin');
    const drawer = await screen.findByRole('navigation', { name: 'Back office' });
    await userEvent.setup().click(within(drawer).getByRole('link', { name: 'Users' }));
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(currentUrl(router)).toBe('/admin/users');
    expect(within(drawer).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });

  it('signs out: POST /api/auth/logout, then login, and /admin asks to sign in again', async () => {
    const api = serve({ ...ADMIN, 'POST /api/auth/logout': { status: 204 } });
    const { router } = renderApp('/admin/orders');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

    await screen.findByRole('heading', { level: 1, name: 'Admin login' });
    expect(currentUrl(router)).toBe('/login');
    const logout = api.last('POST', '/api/auth/logout');
    expect(logout?.headers.get('X-XSRF-TOKEN')).toBe('test-token');
    expect(logout?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');

    await act(async () => {
      await router.navigate('/admin');
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/login?next=%2Fadmin'));
  });

  it('stays and says so when signing out fails', async () => {
    serve({
      ...ADMIN,
      'POST /api/auth/logout': {
        status: 503,
        body: errorBody(503, 'Service Unavailable', 'Try again soon.'),
      },
    });
    const { router } = renderApp('/admin/orders');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Try again soon.')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin/orders');
  });
});

describe('alert badge', () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('shows what waits, from GET /api/admin/alerts, on the menu icon and the first entry', async () => {
    serve({
      ...ADMIN,
      'GET /api/admin/alerts': {
        // Three of the four were seen on the incoming screen: they still wait, and the badge still counts them.
        body: { ordersNew: 1, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0, waiting: 4 },
      },
      'GET /api/admin/users': { body: [] },
    });
    renderApp('/admin/users');
    expect(
      await screen.findByRole('button', { name: 'Toggle navigation, 4 new alerts' }),
    ).toBeInTheDocument();
    const drawer = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(drawer).getByRole('link', { name: 'New Orders 4 new alerts' })).toBeInTheDocument();
  });

  it('counts orders waiting for a printer in the badge and marks the Printers entry', async () => {
    serve({
      ...ADMIN,
      'GET /api/admin/alerts': {
        body: { ordersNew: 1, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 2, waiting: 1 },
      },
      'GET /api/admin/users': { body: [] },
    });
    renderApp('/admin/users');
    expect(
      await screen.findByRole('button', { name: 'Toggle navigation, 3 new alerts' }),
    ).toBeInTheDocument();
    const drawer = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(drawer).getByRole('link', { name: 'New Orders 3 new alerts' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Printers 2 printer problems' })).toBeInTheDocument();
  });

  it('shows no mark on the Printers entry while every printer prints', async () => {
    serve({
      ...ADMIN,
      'GET /api/admin/alerts': {
        body: { ordersNew: 0, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0, waiting: 1 },
      },
      'GET /api/admin/users': { body: [] },
    });
    renderApp('/admin/users');
    const drawer = await screen.findByRole('navigation', { name: 'Back office' });
    await within(drawer).findByRole('link', { name: 'New Orders 1 new alert' });
    expect(within(drawer).getByRole('link', { name: 'Printers' })).toBeInTheDocument();
  });

  it('keeps quiet when the alerts cannot be loaded', async () => {
    serve({
      ...ADMIN,
      'GET /api/admin/alerts': { status: 500, body: errorBody(500, 'Internal Server Error', 'Boom') },
      'GET /api/admin/users': { body: [] },
    });
    renderApp('/admin/users');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });
});

describe('alert badge slot', () => {
  it('shows a count on a drawer entry and on the menu icon only when above 0', () => {
    render(
      <MemoryRouter>
        <AdminNavItem label="New Orders" to="/admin/incoming" active={false} badge={3} />
        <AdminNavItem label="Reservations" to="/admin/reservations" active={false} badge={0} />
        <AdminMenuButton opened={false} onToggle={() => {}} badge={3} />
      </MemoryRouter>,
      { wrapper: ({ children }) => <TestMantine>{children}</TestMantine> },
    );
    expect(screen.getByRole('link', { name: 'New Orders 3 new alerts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle navigation, 3 new alerts' })).toBeInTheDocument();
  });
});

import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@/lib/theme';

function TestMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
