import type { TAdminOrder } from '@app/shared/admin-orders';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { adminOrder as order } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The whole app renders in each test; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

function serve(routes: Record<string, TFakeRoute>) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/alerts': { body: { ordersNew: 0, buffetOrdersNew: 0, reservationsRequested: 0 } },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

const row = (container: HTMLElement, number: number) =>
  within(container).getByRole('row', { name: new RegExp(`#${number}\\b`) });

// Whole-app renders with tables: slow on a busy machine.
describe('order lists', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    clearCookie('XSRF-TOKEN');
    vi.restoreAllMocks();
  });

  it('groups menu orders into Active, Done/Delivered and Cancelled, leaving NEW out', async () => {
    serve({
      'GET /api/admin/orders': {
        body: [
          order({ orderNumber: 101, status: 'NEW' }),
          order({ orderNumber: 102, status: 'PREPARING' }),
          order({ orderNumber: 103, status: 'DELIVERED' }),
          order({ orderNumber: 104, status: 'CANCELLED' }),
          order({ orderNumber: 105, status: 'ON_THE_WAY' }),
        ],
      },
    });
    renderApp('/admin/orders');
    await screen.findByRole('heading', { level: 1, name: 'Menu Orders' });
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });

    expect(
      within(section('Active'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('#102'), expect.stringContaining('#105')]);
    expect(row(section('Done/Delivered'), 103)).toBeInTheDocument();
    expect(row(section('Cancelled'), 104)).toBeInTheDocument();
    expect(screen.queryByText('#101')).not.toBeInTheDocument();
    expect(
      within(row(section('Active'), 102)).getByRole('combobox', { name: 'Status of order #102' }),
    ).toHaveValue('PREPARING');
  });

  it('shows CHF 0.00 delivery fee on a delivery whose discounted items reach CHF 100', async () => {
    serve({
      'GET /api/admin/orders': {
        body: [
          order({
            orderNumber: 201,
            orderType: 'DELIVERY',
            itemsSubtotalAfterDiscount: 100,
            deliveryFee: 5,
            totalPrice: 105,
          }),
          order({
            orderNumber: 202,
            orderType: 'DELIVERY',
            itemsSubtotalAfterDiscount: 40,
            deliveryFee: 5,
            totalPrice: 45,
          }),
        ],
      },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });
    const free = row(section('Active'), 201);
    expect(within(free).getByText('CHF 0.00')).toBeInTheDocument();
    expect(within(free).getByText('CHF 105.00')).toBeInTheDocument();
    expect(within(row(section('Active'), 202)).getByText('CHF 5.00')).toBeInTheDocument();
  });

  it("changes a status with PATCH, says 'Order status updated' and moves the row", async () => {
    const api = serve({
      'GET /api/admin/orders': { body: [order({ orderNumber: 301 })] },
      'PATCH /api/admin/orders/O301/status': (request) => ({
        body: order({ orderNumber: 301, status: (request.body as { status: TAdminOrder['status'] }).status }),
      }),
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Status of order #301' }), 'DELIVERED');

    expect(await screen.findByText('Order status updated')).toBeInTheDocument();
    expect(api.last('PATCH', '/api/admin/orders/O301/status')?.body).toEqual({ status: 'DELIVERED' });
    expect(row(section('Done/Delivered'), 301)).toBeInTheDocument();
    expect(within(section('Active')).getByText('No orders.')).toBeInTheDocument();
  });

  it('shows the failure and reloads the list when a status change fails', async () => {
    const api = serve({
      'GET /api/admin/orders': { body: [order({ orderNumber: 401 })] },
      'PATCH /api/admin/orders/O401/status': {
        status: 409,
        body: errorBody(409, 'Conflict', 'A cancelled order cannot change.'),
      },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });
    const gets = () => api.sent().filter((s) => s === 'GET /api/admin/orders').length;
    expect(gets()).toBe(1);
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Status of order #401' }), 'PREPARING');

    expect(await screen.findByText('A cancelled order cannot change.')).toBeInTheDocument();
    await waitFor(() => expect(gets()).toBe(2));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status of order #401' })).toHaveValue('CONFIRMED'),
    );
  });

  it('prints a row: fetches its receipt and downloads it as a .txt file', async () => {
    const downloads: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:receipt' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const api = serve({
      'GET /api/admin/buffet-orders': {
        body: [order({ orderNumber: 501, kind: 'BUFFET', status: 'DELIVERED' })],
      },
      'GET /api/admin/buffet-orders/O501/receipt': { body: 'RECEIPT' },
    });
    renderApp('/admin/buffet-orders');
    await screen.findByRole('heading', { level: 1, name: 'Buffet Orders' });
    await screen.findByRole('region', { name: 'Done/Delivered' }, { timeout: 5_000 });
    await userEvent
      .setup()
      .click(within(row(section('Done/Delivered'), 501)).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(downloads).toEqual(['order-501-O501.txt']));
    expect(api.last('GET', '/api/admin/buffet-orders/O501/receipt')?.headers.get('Accept')).toBe(
      'text/plain',
    );
  });

  it("says 'Failed to load buffet orders' and offers a retry when the list cannot load", async () => {
    serve({
      'GET /api/admin/buffet-orders': {
        status: 500,
        body: errorBody(500, 'Internal Server Error', 'Database down'),
      },
    });
    renderApp('/admin/buffet-orders');
    expect(await screen.findByText('Failed to load buffet orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
