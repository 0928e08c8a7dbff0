import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { adminOrderPage, adminOrder as order, printer } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The whole app renders in each test; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

const KITCHEN = printer();

function serve(routes: Record<string, TFakeRoute>) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/alerts': {
      body: { ordersNew: 0, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0 },
    },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const row = (number: number) => screen.getByRole('row', { name: new RegExp(`#${number}\\b`) });

/** The device printing's last step (a downloaded .txt file), recorded instead of done. */
function recordDownloads(): string[] {
  const downloads: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:receipt' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  return downloads;
}

describe('order lists with network printers', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    clearCookie('XSRF-TOKEN');
    vi.restoreAllMocks();
  });

  it("shows each order's print status unless it is NONE, waiting in red", async () => {
    serve({
      'GET /api/admin/orders': {
        body: adminOrderPage([
          order({ orderNumber: 201, printStatus: 'QUEUED' }),
          order({ orderNumber: 202, printStatus: 'WAITING_FOR_PRINTER' }),
          order({ orderNumber: 203, printStatus: 'PRINTED' }),
          order({ orderNumber: 204, printStatus: 'NONE' }),
        ]),
      },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' });
    expect(within(row(201)).getByText('Queued for printer')).toBeInTheDocument();
    const waiting = within(row(202)).getByText('Waiting for printer');
    expect(waiting.closest('.mantine-Badge-root')).toHaveAttribute('data-variant', 'filled');
    expect(within(row(203)).getByText('Printed')).toBeInTheDocument();
    expect(row(204)).not.toHaveTextContent(/printer|Printed/);
  });

  it('sends Print to the network printers when one is enabled: "Sent to the printer"', async () => {
    const downloads = recordDownloads();
    const api = serve({
      'GET /api/admin/printers': { body: [KITCHEN] },
      'GET /api/admin/orders': {
        body: adminOrderPage([order({ orderNumber: 301, printStatus: 'PRINTED' })]),
      },
      'POST /api/admin/orders/O301/print': { status: 202, body: {} },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' });
    await userEvent.setup().click(within(row(301)).getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Sent to the printer')).toBeInTheDocument();
    expect(api.sent()).toContain('POST /api/admin/orders/O301/print');
    // The list is read again, for the order's new print status.
    await waitFor(() =>
      expect(api.sent().filter((sent) => sent === 'GET /api/admin/orders').length).toBeGreaterThan(1),
    );
    expect(api.sent()).not.toContain('GET /api/admin/orders/O301/receipt');
    expect(downloads).toEqual([]);
  });

  it('prints on the device when every printer is switched off', async () => {
    const downloads = recordDownloads();
    const api = serve({
      'GET /api/admin/printers': { body: [{ ...KITCHEN, enabled: false }] },
      'GET /api/admin/buffet-orders': {
        body: adminOrderPage([order({ orderNumber: 501, kind: 'BUFFET', status: 'DELIVERED' })]),
      },
      'GET /api/admin/buffet-orders/O501/receipt': { body: 'RECEIPT' },
    });
    renderApp('/admin/buffet-orders');
    await screen.findByRole('region', { name: 'Done/Delivered' });
    await userEvent.setup().click(within(row(501)).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(downloads).toEqual(['order-501-O501.txt']));
    expect(api.sent()).not.toContain('POST /api/admin/buffet-orders/O501/print');
  });

  it('falls back to the device when the server answers NO_PRINTER', async () => {
    const downloads = recordDownloads();
    const api = serve({
      'GET /api/admin/printers': { body: [KITCHEN] },
      'GET /api/admin/orders': { body: adminOrderPage([order({ orderNumber: 302 })]) },
      'POST /api/admin/orders/O302/print': {
        status: 409,
        body: { ...errorBody(409, 'Conflict', 'No network printer is set up.'), code: 'NO_PRINTER' },
      },
      'GET /api/admin/orders/O302/receipt': { body: 'RECEIPT' },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' });
    await userEvent.setup().click(within(row(302)).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(downloads).toEqual(['order-302-O302.txt']));
    expect(api.sent()).toContain('POST /api/admin/orders/O302/print');
    expect(screen.queryByText('No network printer is set up.')).not.toBeInTheDocument();
    expect(screen.queryByText('Sent to the printer')).not.toBeInTheDocument();
  });

  it("says the server's reason when sending to the printer fails otherwise", async () => {
    const downloads = recordDownloads();
    serve({
      'GET /api/admin/printers': { body: [KITCHEN] },
      'GET /api/admin/orders': { body: adminOrderPage([order({ orderNumber: 303 })]) },
      'POST /api/admin/orders/O303/print': {
        status: 503,
        body: errorBody(503, 'Service Unavailable', 'Try again soon.'),
      },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' });
    await userEvent.setup().click(within(row(303)).getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Try again soon.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});
