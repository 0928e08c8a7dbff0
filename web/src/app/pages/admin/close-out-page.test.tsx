import type { TCloseOut } from '@app/shared/reports';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { currentUrl, renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessToday } from '@/features/reports/business-day';

// The whole app renders in each test; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

const DAY = '2026-11-20';

function closeOut(overrides: Partial<TCloseOut> = {}): TCloseOut {
  return {
    date: DAY,
    from: '2026-11-20T05:00:00+01:00',
    to: '2026-11-21T05:00:00+01:00',
    closed: false,
    closedAt: null,
    closedBy: null,
    revenue: { count: 12, gross: 456.7 },
    byPaymentMethod: [
      { paymentMethod: 'CARD', count: 5, gross: 250.2 },
      { paymentMethod: 'CASH', count: 7, gross: 206.5 },
    ],
    byOrderType: [
      { orderType: 'TAKEAWAY', count: 8, gross: 300.1 },
      { orderType: 'DELIVERY', count: 4, gross: 156.6 },
    ],
    byKind: [
      { kind: 'MENU', count: 10, gross: 400.7 },
      { kind: 'BUFFET', count: 2, gross: 56 },
    ],
    byVatRate: [
      { ratePercent: 2.6, gross: 420.7, vat: 10.66 },
      { ratePercent: 8.1, gross: 36, vat: 2.7 },
    ],
    discounts: { count: 3, amount: 12.4 },
    deliveryFees: { count: 2, amount: 10 },
    cardFees: { count: 5, amount: 6.5 },
    cancellations: { count: 1, gross: 33 },
    refunds: { count: 1, gross: 21.5 },
    corrections: [
      {
        orderId: 'abc',
        kind: 'MENU',
        orderNumber: 42,
        businessDate: '2026-11-19',
        change: 'REFUNDED',
        changedAt: '2026-11-20T12:15:00+01:00',
        gross: -18.5,
        paymentMethod: 'CARD',
      },
    ],
    net: 438.2,
    ...overrides,
  };
}

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/alerts': {
      body: { ordersNew: 0, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0 },
    },
    'GET /api/admin/reports/close-out': (request) => ({
      body: closeOut({ date: request.query.get('date') ?? DAY }),
    }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

function rowOf(container: HTMLElement, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return within(container).getByRole('row', { name: new RegExp(`^${escaped}(\\s|$)`) });
}

describe('close-out screen', { timeout: 20_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it("opens on today's business day and shows the figures in sections", async () => {
    const api = serve();
    renderApp('/admin/close-out');
    await screen.findByRole('heading', { level: 1, name: 'Close-out' });
    await screen.findByRole('region', { name: 'By payment method' });
    expect(api.last('GET', '/api/admin/reports/close-out')?.query.get('date')).toBe(businessToday());
    expect(screen.getByLabelText('Business day')).toHaveValue(businessToday());
    expect(screen.getByText('Open')).toBeInTheDocument();

    expect(rowOf(section('By payment method'), 'Card')).toHaveTextContent('5CHF 250.20');
    expect(rowOf(section('By payment method'), 'Total')).toHaveTextContent('12CHF 456.70');
    expect(rowOf(section('By order type'), 'Delivery')).toHaveTextContent('4CHF 156.60');
    expect(rowOf(section('Menu and buffet'), 'Buffet orders')).toHaveTextContent('2CHF 56.00');
    expect(rowOf(section('VAT by rate'), '8.1 %')).toHaveTextContent('CHF 36.00CHF 2.70');
    expect(rowOf(section('VAT by rate'), 'Total')).toHaveTextContent('CHF 456.70CHF 13.36');
    expect(rowOf(section('Discounts and fees'), 'Card fees')).toHaveTextContent('5CHF 6.50');
    expect(rowOf(section('Cancellations and refunds'), 'Refunds')).toHaveTextContent('1CHF 21.50');
    const correction = rowOf(section('Corrections'), '#42');
    expect(correction).toHaveTextContent('19.11.2026');
    expect(correction).toHaveTextContent('Refunded');
    expect(correction).toHaveTextContent('CHF -18.50');
    expect(rowOf(section('Net'), 'Net')).toHaveTextContent('CHF 438.20');
    // A day closed before dish options were kept has no such section.
    expect(screen.queryByRole('region', { name: 'Sales per option' })).not.toBeInTheDocument();
  });

  it('lists the sales per option, and none for a day closed before options were kept', async () => {
    serve({
      'GET /api/admin/reports/close-out': {
        body: closeOut({
          byOption: [
            { group: 'Protein', option: 'Crevetten', count: 3, gross: 12 },
            { group: 'Schärfegrad', option: 'Scharf', count: 5, gross: 0 },
          ],
        }),
      },
    });
    renderApp('/admin/close-out');
    const options = await screen.findByRole('region', { name: 'Sales per option' });
    expect(rowOf(options, 'Protein: Crevetten')).toHaveTextContent('3CHF 12.00');
    expect(rowOf(options, 'Schärfegrad: Scharf')).toHaveTextContent('5CHF 0.00');
  });

  it('shows each courier’s cash of the day, and nothing of it for a day without couriers', async () => {
    serve({
      'GET /api/admin/reports/close-out': (request) => ({
        body: closeOut(
          request.query.get('date') === '2026-11-19'
            ? { date: '2026-11-19' }
            : {
                courierCash: [
                  {
                    courierName: 'Sara',
                    float: 50,
                    collected: 73.5,
                    cashDeliveries: 2,
                    expected: 123.5,
                    handedIn: 120,
                    difference: -3.5,
                    settled: true,
                  },
                ],
              },
        ),
      }),
    });
    renderApp(`/admin/close-out?date=${DAY}`);
    const cash = await screen.findByRole('region', { name: 'Couriers’ cash' });
    expect(rowOf(cash, 'Sara')).toHaveTextContent('CHF 50.00CHF 73.50CHF 123.50CHF 120.00CHF -3.50');
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await screen.findByRole('heading', { level: 2, name: '19.11.2026' });
    expect(section('By payment method')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Couriers’ cash' })).not.toBeInTheDocument();
  });

  it('offers the CSV and PDF of the chosen day as downloads', async () => {
    serve();
    renderApp(`/admin/close-out?date=${DAY}`);
    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', `/api/admin/reports/close-out?date=${DAY}&format=csv`);
    expect(csv).toHaveAttribute('download', `close-out-${DAY}.csv`);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/admin/reports/close-out?date=${DAY}&format=pdf`,
    );
  });

  it('moves to the previous day and back with the buttons, keeping the day in the URL', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/close-out?date=${DAY}`);
    await screen.findByRole('region', { name: 'By payment method' });
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await screen.findByRole('heading', { level: 2, name: '19.11.2026' });
    expect(currentUrl(router)).toBe('/admin/close-out?date=2026-11-19');
    expect(api.last('GET', '/api/admin/reports/close-out')?.query.get('date')).toBe('2026-11-19');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('heading', { level: 2, name: '20.11.2026' });
  });

  it('says when a day has no orders', async () => {
    serve({
      'GET /api/admin/reports/close-out': {
        body: closeOut({
          revenue: { count: 0, gross: 0 },
          byPaymentMethod: [],
          byOrderType: [],
          byKind: [],
          byVatRate: [],
          cancellations: { count: 0, gross: 0 },
          refunds: { count: 0, gross: 0 },
          corrections: [],
          net: 0,
        }),
      },
    });
    renderApp(`/admin/close-out?date=${DAY}`);
    expect(await screen.findByText('No orders on this day')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'By payment method' })).not.toBeInTheDocument();
  });

  it('asks before closing; Cancel closes nothing, Close the day freezes the day', async () => {
    let closed = false;
    const api = serve({
      'GET /api/admin/reports/close-out': () => ({
        body: closed
          ? closeOut({ closed: true, closedAt: '2026-11-21T00:30:00+01:00', closedBy: 'anna' })
          : closeOut(),
      }),
      'POST /api/admin/reports/close-out': () => {
        closed = true;
        return { body: closeOut({ closed: true, closedAt: '2026-11-21T00:30:00+01:00', closedBy: 'anna' }) };
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/close-out?date=${DAY}`);
    await user.click(await screen.findByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the day 20.11.2026?' });
    expect(dialog).toHaveTextContent('The figures of 20.11.2026 are then frozen');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent()).not.toContain('POST /api/admin/reports/close-out');

    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    const again = await screen.findByRole('dialog', { name: 'Close the day 20.11.2026?' });
    await user.click(within(again).getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByText('Day closed')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/reports/close-out')?.query.get('date')).toBe(DAY);
    expect(await screen.findByText('Closed on 21.11.2026, 00:30 by anna')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Close the day' })).not.toBeInTheDocument();
  });

  it('lists the orders still waiting for confirmation, on the page and when asked to close the day', async () => {
    const waiting = closeOut({
      awaitingConfirmation: { count: 2, gross: 61.5 },
      awaitingOrders: [
        {
          orderId: 'w1',
          kind: 'MENU',
          orderNumber: 57,
          createdAt: '2026-11-20T21:40:00+01:00',
          orderType: 'TAKEAWAY',
          paymentMethod: 'CASH',
          customerName: 'Nora Muster',
          gross: 24.5,
        },
        {
          orderId: 'w2',
          kind: 'BUFFET',
          orderNumber: 58,
          createdAt: '2026-11-20T21:55:00+01:00',
          orderType: 'DELIVERY',
          paymentMethod: 'TWINT',
          customerName: 'Paul Beispiel',
          gross: 37,
        },
      ],
    });
    serve({ 'GET /api/admin/reports/close-out': { body: waiting } });
    const user = userEvent.setup({ delay: null });
    renderApp(`/admin/close-out?date=${DAY}`);
    expect(await screen.findByText('2 orders are still waiting for confirmation')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog', { name: /Close the day/ });
    const list = within(dialog).getByRole('list', { name: 'Orders waiting for confirmation' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '#57 · Menu orders · 20.11.2026, 21:40 · Nora Muster · CHF 24.50',
      '#58 · Buffet orders · 20.11.2026, 21:55 · Paul Beispiel · CHF 37.00',
    ]);
    expect(within(dialog).getByText(/Not counted in the revenue until confirmed/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Answer them on New Orders' })).toHaveAttribute(
      'href',
      '/admin/incoming',
    );
  });

  it('says so when the day was closed meanwhile (409 DAY_CLOSED)', async () => {
    serve({
      'POST /api/admin/reports/close-out': {
        status: 409,
        body: { ...errorBody(409, 'Conflict', 'Day closed.'), code: 'DAY_CLOSED' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/close-out?date=${DAY}`);
    await user.click(await screen.findByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(
      await screen.findByText('This day is already closed; its figures are frozen.'),
    ).toBeInTheDocument();
  });

  it("prints: a success toast, the server's reason on failure, the PDF when no printer is set up", async () => {
    const api = serve({
      'POST /api/admin/reports/close-out/print': { body: { printedAt: '2026-11-20T23:00:00Z' } },
    });
    const user = userEvent.setup();
    renderApp(`/admin/close-out?date=${DAY}`);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Close-out sent to the printer')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/reports/close-out/print')?.query.get('date')).toBe(DAY);

    api.route('POST /api/admin/reports/close-out/print', {
      status: 502,
      body: { ...errorBody(502, 'Bad Gateway', 'The printer is out of paper.'), code: 'PRINTER_UNAVAILABLE' },
    });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('The printer is out of paper.')).toBeInTheDocument();

    api.route('POST /api/admin/reports/close-out/print', {
      status: 409,
      body: { ...errorBody(409, 'Conflict', 'No printer.'), code: 'NO_PRINTER' },
    });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(
      await screen.findByText(
        'No network printer is set up. Download the PDF and print it from this device.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    const api = serve({
      'GET /api/admin/reports/close-out': {
        status: 500,
        body: errorBody(500, 'Internal Server Error', 'Boom.'),
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/close-out?date=${DAY}`);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    api.route('GET /api/admin/reports/close-out', { body: closeOut() });
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'By payment method' })).toBeInTheDocument();
  });
});
