import { clearCookie } from '@test/cookies';
import { fakeApi } from '@test/fake-api';
import { currentUrl, renderApp } from '@test/render-app';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy layout's first import can be slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));

describe('the back office guard', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('tells a kitchen account it opens the kitchen display only, with the way there', async () => {
    const api = fakeApi({ 'GET /api/auth/me': { body: { role: 'KITCHEN', username: 'wall' } } });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderApp('/admin/orders');
    expect(
      await screen.findByText(
        'This account opens the kitchen display only. The back office needs an administrator account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the kitchen display' })).toHaveAttribute(
      'href',
      '/kitchen',
    );
    // No back office behind it: neither its navigation nor the screen's data.
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(api.sent()).toEqual(['GET /api/auth/me']);
    expect(currentUrl(router)).toBe('/admin/orders');
  });

  it('offers administrators the kitchen display in the navigation', async () => {
    const api = fakeApi({
      'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
      'GET /api/admin/users': { body: [] },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/admin/users');
    expect(await screen.findByRole('link', { name: 'Kitchen display' })).toHaveAttribute('href', '/kitchen');
  });
});
