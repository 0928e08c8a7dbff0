import { RESTAURANT_INFO } from '@test/fixtures';
import { renderRoutes, stubFetch } from '@test/render';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/paths';
import { routes } from './router';

function stubServer(more: Parameters<typeof stubFetch>[0] = {}) {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/api/restaurant-info/current': { body: RESTAURANT_INFO },
      '/api/menu-items': { body: [] },
      '/api/buffet-items': { body: [] },
      ...more,
    }),
  );
}

describe('router', () => {
  it('shows the public shell with the navigation in the spec order', async () => {
    stubServer();
    renderRoutes(routes, { path: paths.home });
    await screen.findByRole('heading', { level: 1, name: 'Hana Sushi & Thai' });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/#about'],
      ['Location', '/#location'],
      ['Contact', '/#contact'],
      ['Menu', '/menu'],
      ['Reservation', '/reservation'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('redirects an unknown path to the home page', async () => {
    stubServer();
    const { router } = renderRoutes(routes, { path: '/nowhere/at/all' });
    await screen.findByRole('heading', { level: 1, name: 'Hana Sushi & Thai' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('hides the public header and footer on admin paths', async () => {
    stubServer({ '/api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } });
    renderRoutes(routes, { path: '/admin/orders' });
    await screen.findByRole('heading', { level: 1, name: 'Menu Orders' });
    // The back office has its own top bar (a banner too), but not the public navigation and footer.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('sends a visitor without a session from the back office to login', async () => {
    stubServer({
      '/api/auth/me': { status: 401, body: { status: 401, error: 'Unauthorized', message: 'x' } },
    });
    const { router } = renderRoutes(routes, { path: '/admin/orders?from=2026-01-01' });
    await screen.findByRole('heading', { level: 1, name: 'Admin login' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?next=%2Fadmin%2Forders%3Ffrom%3D2026-01-01',
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    [paths.checkout, 'Checkout'],
    [paths.thankYou, 'Successfully ordered'],
    [paths.track, 'Track your order'],
    [paths.trackBuffet, 'Track your buffet order'],
  ])('has the ordering page at %s', async (path, title) => {
    stubServer();
    renderRoutes(routes, { path });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getByRole('button', { name: /^Cart \d/ })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('adds the Mantine pages to the table when a path needs them, from a page or at the start', async () => {
    stubServer();
    const { router } = renderRoutes(routes, { path: paths.home });
    await screen.findByRole('heading', { level: 1, name: 'Hana Sushi & Thai' });
    // React Router matches paths ignoring case and a final slash; so does the discovery.
    await act(() => router.navigate('/Track-Buffet/'));
    await screen.findByRole('heading', { level: 1, name: 'Track your buffet order' });
    await act(() => router.navigate(paths.track));
    await screen.findByRole('heading', { level: 1, name: 'Track your order' });
  });

  it('has the Book a Table page at /reservation', async () => {
    stubServer();
    renderRoutes(routes, { path: paths.reservation });
    await screen.findByRole('heading', { level: 1, name: 'Book a Table' }, { timeout: 5_000 });
    expect(screen.getByRole('form', { name: 'Book a table' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the legal notice at /legal', async () => {
    stubServer({
      '/api/restaurant-info/current': { body: { ...RESTAURANT_INFO, vatNumber: 'CHE-123.456.788 MWST' } },
    });
    renderRoutes(routes, { path: paths.legal });
    await screen.findByRole('heading', { level: 1, name: 'Legal notice' });
    expect(await screen.findByText('CHE-123.456.788 MWST')).toBeInTheDocument();
  });

  it('shows the privacy notice with the restaurant phone', async () => {
    stubServer();
    renderRoutes(routes, { path: paths.privacy });
    await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });
    expect(await screen.findByRole('link', { name: RESTAURANT_INFO.phone })).toHaveAttribute(
      'href',
      'tel:+41622123456',
    );
    expect(screen.getByText(/Federal Act on Data Protection/)).toBeInTheDocument();
  });
});
