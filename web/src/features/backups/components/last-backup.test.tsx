import { clearCookie } from '@test/cookies';
import { fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The whole app renders in each test; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

function serve(latest: TFakeRoute) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/alerts': {
      body: { ordersNew: 0, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0 },
    },
    'GET /api/admin/users': { body: [] },
    'GET /api/admin/backups/latest': latest,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('the last backup on the Users screen', () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it("shows the last backup's time and size", async () => {
    serve({
      body: {
        enabled: true,
        latest: { at: '2026-11-25T04:30:12.000Z', ok: true, sizeBytes: 1_258_291, error: null },
      },
    });
    renderApp('/admin/users');
    expect(await screen.findByText('Last backup: 25.11.2026, 05:30 (1.2 MB)')).toBeInTheDocument();
  });

  it('says when there is none yet, and why the last one failed', async () => {
    serve({ body: { enabled: true, latest: null } });
    const { unmount } = renderApp('/admin/users');
    expect(await screen.findByText('No backup yet')).toBeInTheDocument();
    unmount();

    serve({
      body: {
        enabled: true,
        latest: {
          at: '2026-11-25T04:30:12.000Z',
          ok: false,
          sizeBytes: null,
          error: 'No space left on device',
        },
      },
    });
    renderApp('/admin/users');
    expect(
      await screen.findByText('The last backup failed (25.11.2026, 05:30): No space left on device'),
    ).toBeInTheDocument();
  });

  it('shows nothing while nightly backups are off', async () => {
    serve({ body: { enabled: false, latest: null } });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByText(/backup/i)).not.toBeInTheDocument();
  });
});
