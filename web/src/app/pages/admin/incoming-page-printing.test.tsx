import type { TIncomingCard } from '@app/shared/admin-orders';
import type { TPrinter, TPrintProblem } from '@app/shared/printing';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { adminOrder, CUSTOMER_INFO as customerInfo } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printersQueryOptions } from '@/features/printing/api/get-printers';

// The whole app renders in each test; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

const CARD: TIncomingCard = {
  kind: 'menu',
  id: 'ORDER1',
  createdAt: '2026-11-24T17:00:00+01:00',
  timing: {
    requestedAt: '2026-11-24T17:45:00+01:00',
    asap: true,
    committedReadyAt: null,
    adminExtraMinutes: null,
  },
  orderType: 'TAKEAWAY',
  orderNumber: 12,
  customerInfo,
  menuItems: [{ menuItemName: 'Salmon Nigiri', quantity: 2, options: [] }],
  buffetItems: [],
  specialInstructions: null,
  numberOfPeople: null,
  overCapacity: false,
  totalPrice: 24,
  paymentMethod: 'CASH',
  paymentStatus: 'NOT_REQUIRED',
};

const HANDLED = { id: 'ORDER1', status: 'CONFIRMED', committedReadyAt: '2026-11-24T18:00:00+01:00' };

const KITCHEN: TPrinter = {
  id: 1,
  name: 'Kitchen',
  host: '192.168.1.50',
  port: 9100,
  columns: 42,
  codePage: 'CP858',
  copies: ['KITCHEN', 'RECEIPT'],
  enabled: true,
  lastError: 'Printer not reachable',
  lastErrorAt: '2026-11-24T18:02:00+01:00',
  lastPrintedAt: null,
  pendingJobs: 2,
};

/** 19:02 in Zurich, today: the banner shows the time alone. */
function todayAt1902(): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  const probe = new Date(`${day}T12:00:00Z`);
  const zurichNoon = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zurich',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(probe);
  const offsetHours = Number(zurichNoon) - 12;
  return new Date(Date.parse(`${day}T19:02:00Z`) - offsetHours * 3_600_000).toISOString();
}

function problem(overrides: Partial<TPrintProblem> = {}): TPrintProblem {
  return {
    orderId: 'ORDER7',
    kind: 'MENU',
    orderNumber: 12,
    printerId: 1,
    printerName: 'Kitchen',
    copy: 'KITCHEN',
    since: todayAt1902(),
    lastError: 'printer not reachable',
    ...overrides,
  };
}

function serve(routes: Record<string, TFakeRoute> = {}, cards: TIncomingCard[] = []) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/alerts': {
      body: { ordersNew: 0, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0 },
    },
    'GET /api/admin/orders/new': { body: cards },
    'POST /api/admin/menu-orders/ORDER1/seen': { status: 204 },
    'POST /api/admin/alerts/seen': { status: 204 },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('incoming screen with network printers', { timeout: 20_000 }, () => {
  let downloads: string[];

  beforeEach(() => {
    localStorage.clear();
    downloads = [];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:receipt' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    clearCookie('XSRF-TOKEN');
    vi.restoreAllMocks();
  });

  it('lists the orders waiting for a printer, one line per order, with a way to print here', async () => {
    const api = serve({
      'GET /api/admin/print-problems': {
        body: [
          problem(),
          // The same order's receipt on the same printer: still one line.
          problem({ copy: 'RECEIPT' }),
          problem({
            orderId: 'BUF3',
            kind: 'BUFFET',
            orderNumber: 3,
            printerName: 'Counter',
            lastError: null,
          }),
        ],
      },
      'GET /api/admin/orders/ORDER7/receipt': { body: 'RECEIPT #12' },
    });
    renderApp('/admin/incoming');
    const title = await screen.findByText('Tickets waiting for a printer');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert).getByText('Order #12: waiting for printer Kitchen since 19:02 (printer not reachable)'),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('Buffet order #3: waiting for printer Counter since 19:02'),
    ).toBeInTheDocument();
    const buttons = within(alert).getAllByRole('button', { name: 'Print on this device' });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveAccessibleDescription(/Order #12/);
    expect(within(alert).getByRole('link', { name: 'Open the printers' })).toHaveAttribute(
      'href',
      '/admin/printers',
    );

    await userEvent.setup().click(buttons[0] as HTMLElement);
    await waitFor(() => expect(downloads).toEqual(['order-12-ORDER7.txt']));
    expect(api.sent()).toContain('GET /api/admin/orders/ORDER7/receipt');
  });

  it.each([
    ['nothing waits', { body: [] }],
    ['the problems cannot be read', { status: 500, body: errorBody(500, 'Internal Server Error', 'Boom') }],
  ])('shows no banner when %s', async (_case, answer) => {
    const api = serve({ 'GET /api/admin/print-problems': answer });
    renderApp('/admin/incoming');
    await screen.findByText('No new orders or reservations.');
    await waitFor(() => expect(api.sent()).toContain('GET /api/admin/print-problems'));
    expect(screen.queryByText('Tickets waiting for a printer')).not.toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('leaves printing to the server after Confirm when a printer is enabled', async () => {
    const api = serve(
      {
        'GET /api/admin/printers': { body: [KITCHEN] },
        'GET /api/admin/print-problems': { body: [] },
        'POST /api/admin/menu-orders/ORDER1/confirm': { body: HANDLED },
        'GET /api/orders/ORDER1': { body: adminOrder({ id: 'ORDER1', orderNumber: 12 }) },
        'GET /api/admin/orders/ORDER1/receipt': { body: 'RECEIPT #12' },
      },
      [CARD],
    );
    const { queryClient } = renderApp('/admin/incoming');
    const card = await screen.findByRole('article', { name: /Menu order #12/ });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /Menu order #12/ })).not.toBeInTheDocument(),
    );
    expect(api.last('POST', '/api/admin/menu-orders/ORDER1/confirm')?.body).toEqual({ print: true });
    // The device decides once the printer list is in. From that answer on, a device print is promise
    // callbacks only, up to its first request; all of them have run by the next task. So: wait for the
    // answer, then for one task, and no request of a device print has been made.
    await waitFor(() =>
      expect(queryClient.getQueryState(printersQueryOptions().queryKey)?.status).toBe('success'),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.sent()).toContain('GET /api/admin/printers');
    expect(api.sent()).not.toContain('GET /api/orders/ORDER1');
    expect(api.sent()).not.toContain('GET /api/admin/orders/ORDER1/receipt');
    expect(downloads).toEqual([]);
  });

  it('prints on the device after Confirm when every printer is switched off', async () => {
    serve(
      {
        'GET /api/admin/printers': { body: [{ ...KITCHEN, enabled: false }] },
        'GET /api/admin/print-problems': { body: [] },
        'POST /api/admin/menu-orders/ORDER1/confirm': { body: HANDLED },
        'GET /api/orders/ORDER1': { body: adminOrder({ id: 'ORDER1', orderNumber: 12 }) },
        'GET /api/admin/orders/ORDER1/receipt': { body: 'RECEIPT #12' },
      },
      [CARD],
    );
    renderApp('/admin/incoming');
    const card = await screen.findByRole('article', { name: /Menu order #12/ });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(downloads).toEqual(['order-12-ORDER1.txt']));
  });
});
