import { clearCookie } from '@test/cookies';
import { fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestAlertsRefresh } from '@/features/alerts/public';

// The whole app renders in each test; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

const HEARTBEAT = 'POST /api/admin/screens/heartbeat';
const NO_ALERTS = { ordersNew: 0, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0 };

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/alerts': { body: NO_ALERTS },
    'GET /api/admin/orders/new': { body: [] },
    'POST /api/admin/alerts/seen': { status: 204 },
    [HEARTBEAT]: { status: 204 },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const beats = (api: ReturnType<typeof serve>) =>
  api.calls.filter((request) => `${request.method} ${request.path}` === HEARTBEAT);

describe('the incoming screen reports itself', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('asks once for the device’s name, reports it with its sound state, and again on mute', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/incoming');

    const ask = await screen.findByRole('region', { name: 'Name this screen' });
    const name = within(ask).getByRole('textbox', { name: 'Name of this screen' });
    expect((name as HTMLInputElement).value).toMatch(/^Tablet [A-Z0-9]{4}$/);
    // It reports itself at once, under the default name, before anyone answers.
    await waitFor(() => expect(beats(api).length).toBeGreaterThanOrEqual(1));
    const first = beats(api)[0]?.body as { screenId: string; name: string };
    expect(first).toEqual({
      screenId: expect.stringMatching(/^[a-z0-9]{16}$/),
      name: (name as HTMLInputElement).value,
      soundReady: false,
      muted: false,
    });

    await user.clear(name);
    await user.type(name, 'Kitchen tablet');
    await user.click(within(ask).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This screen: Kitchen tablet · sound off')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Name this screen' })).not.toBeInTheDocument();
    await waitFor(() => expect(beats(api).at(-1)?.body).toMatchObject({ name: 'Kitchen tablet' }));
    expect(beats(api).at(-1)?.body).toMatchObject({ screenId: first.screenId });

    await user.click(screen.getByRole('switch', { name: 'Mute this screen' }));
    expect(await screen.findByText('This screen: Kitchen tablet · muted')).toBeInTheDocument();
    await waitFor(() => expect(beats(api).at(-1)?.body).toMatchObject({ muted: true }));
    expect(localStorage.getItem('incoming.muted')).toBe('true');
  });

  it('keeps the name and id it was given across visits, and renames', async () => {
    localStorage.setItem('incoming.screenId', 'bar0000000000001');
    localStorage.setItem('incoming.screenName', 'Bar');
    const api = serve();
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/incoming');
    expect(await screen.findByText('This screen: Bar · sound off')).toBeInTheDocument();
    await waitFor(() =>
      expect(beats(api)[0]?.body).toMatchObject({ screenId: 'bar0000000000001', name: 'Bar' }),
    );
    await user.click(screen.getByRole('button', { name: 'Rename screen' }));
    const name = screen.getByRole('textbox', { name: 'Name of this screen' });
    await user.clear(name);
    await user.type(name, 'Bar tablet{Enter}');
    expect(await screen.findByText('This screen: Bar tablet · sound off')).toBeInTheDocument();
    expect(localStorage.getItem('incoming.screenName')).toBe('Bar tablet');
  });
});

describe('the no-screen banner on every admin page', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('says no incoming screen is online, that ordering is paused, and links to the incoming screen', async () => {
    serve({
      'GET /api/admin/alerts': {
        body: { ...NO_ALERTS, screens: { openNow: true, online: 0, autoPaused: true } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/discounts');
    const banner = await screen.findByRole('alert', { name: 'No incoming screen is online' });
    expect(banner).toHaveTextContent('Online ordering is paused until an incoming screen is back online.');
    await user.click(within(banner).getByRole('link', { name: 'Open the incoming screen' }));
    await screen.findByRole('heading', { level: 1, name: 'Incoming (NEW)' });
    // On the incoming screen, once its own heartbeat went through, it is online: no banner.
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: 'No incoming screen is online' })).not.toBeInTheDocument(),
    );
  });

  it('goes when a screen comes online, and says nothing while the restaurant is closed', async () => {
    const api = serve({
      'GET /api/admin/alerts': {
        body: { ...NO_ALERTS, screens: { openNow: true, online: 0, autoPaused: false } },
      },
    });
    renderApp('/admin/discounts');
    const banner = await screen.findByRole('alert', { name: 'No incoming screen is online' });
    expect(banner).not.toHaveTextContent('paused');

    api.route('GET /api/admin/alerts', {
      body: { ...NO_ALERTS, screens: { openNow: true, online: 1, autoPaused: false } },
    });
    act(() => requestAlertsRefresh());
    await waitFor(() => expect(banner).not.toBeInTheDocument());

    api.route('GET /api/admin/alerts', {
      body: { ...NO_ALERTS, screens: { openNow: true, online: 0, autoPaused: false } },
    });
    act(() => requestAlertsRefresh());
    expect(await screen.findByRole('alert', { name: 'No incoming screen is online' })).toBeInTheDocument();

    api.route('GET /api/admin/alerts', {
      body: { ...NO_ALERTS, screens: { openNow: false, online: 0, autoPaused: false } },
    });
    act(() => requestAlertsRefresh());
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: 'No incoming screen is online' })).not.toBeInTheDocument(),
    );
  });
});
