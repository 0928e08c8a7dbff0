import type { TKitchenPassOrder } from '@app/shared/kitchen';
import { clearCookie } from '@test/cookies';
import { fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The whole app renders in each test; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function passOrder(overrides: Partial<TKitchenPassOrder>): TKitchenPassOrder {
  return {
    orderId: 'ORDER12',
    orderNumber: 12,
    kind: 'MENU',
    orderType: 'TAKEAWAY',
    status: 'PREPARING',
    dueAt: minutesFromNow(15),
    readyAt: null,
    customerName: 'Luca R.',
    stations: [],
    ...overrides,
  };
}

function serve(pass: TKitchenPassOrder[], routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/alerts': {
      body: { ordersNew: 0, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0 },
    },
    'GET /api/admin/orders/new': { body: [] },
    'GET /api/kitchen/pass': () => ({ body: pass }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('the incoming screen’s view of the kitchen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    clearCookie('XSRF-TOKEN');
    vi.restoreAllMocks();
  });

  it('shows each open order’s stations, "Ready" and "Hand out" for a finished one', async () => {
    const pass = [
      passOrder({
        stations: [
          { stationId: 1, name: 'Sushi-Bar', done: 1, total: 2 },
          { stationId: 2, name: 'Wok', done: 1, total: 1 },
        ],
      }),
      passOrder({
        orderId: 'ORDER13',
        orderNumber: 13,
        customerName: 'Ida K.',
        readyAt: minutesFromNow(-3),
        stations: [{ stationId: 2, name: 'Wok', done: 2, total: 2 }],
      }),
      // Confirmed before the stations existed: nothing to show of it.
      passOrder({ orderId: 'ORDER14', orderNumber: 14, customerName: 'Max M.' }),
    ];
    const api = serve(pass, {
      'POST /api/kitchen/orders/ORDER13/hand-out': () => {
        pass.splice(1, 1);
        return { body: { orderId: 'ORDER13', status: 'DELIVERED' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/incoming');
    const strip = await screen.findByRole('region', { name: 'Orders at the pass' });
    const cooking = within(strip).getByRole('listitem', { name: '#12 Luca R.' });
    expect(cooking).toHaveTextContent('Sushi-Bar 1/2');
    expect(cooking).toHaveTextContent('Wok 1/1');
    expect(within(cooking).queryByRole('button', { name: 'Hand out' })).not.toBeInTheDocument();
    const ready = within(strip).getByRole('listitem', { name: '#13 Ida K.' });
    expect(ready).toHaveTextContent('Ready');
    expect(within(strip).queryByRole('listitem', { name: '#14 Max M.' })).not.toBeInTheDocument();

    await user.click(within(ready).getByRole('button', { name: 'Hand out' }));
    expect(await screen.findByText('#13 handed to the diner.')).toBeInTheDocument();
    expect(api.sent()).toContain('POST /api/kitchen/orders/ORDER13/hand-out');
    await waitFor(() =>
      expect(within(strip).queryByRole('listitem', { name: '#13 Ida K.' })).not.toBeInTheDocument(),
    );
  });

  it('shows nothing of the kitchen while no order is routed to a station', async () => {
    const api = serve([passOrder({})]);
    renderApp('/admin/incoming');
    await screen.findByText('No new orders or reservations.');
    await waitFor(() => expect(api.sent()).toContain('GET /api/kitchen/pass'));
    expect(screen.queryByRole('region', { name: 'Orders at the pass' })).not.toBeInTheDocument();
  });
});
