import type { TReportSummary } from '@app/shared/reports';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { currentUrl, renderApp } from '@test/render-app';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessToday, lastDays } from '@/features/reports/business-day';

// The whole app renders in each test; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

function summary(from: string, to: string, overrides: Partial<TReportSummary> = {}): TReportSummary {
  return {
    from,
    to,
    revenue: { count: 40, gross: 1880 },
    averageOrderValue: 47,
    deliveryShare: 0.375,
    byDay: [
      { date: from, count: 25, gross: 1200 },
      { date: to, count: 15, gross: 680 },
    ],
    byHour: [
      { hour: 12, count: 18, gross: 700 },
      { hour: 19, count: 22, gross: 1180 },
    ],
    topItems: [
      { name: 'Maki Lachs', quantity: 31, gross: 279 },
      { name: 'Pad Thai', quantity: 12, gross: 258 },
    ],
    categories: [
      { category: 'SUSHI_ROLLS', quantity: 50, gross: 900 },
      { category: 'BUFFET', quantity: 6, gross: 180 },
    ],
    ...overrides,
  };
}

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/alerts': {
      body: { ordersNew: 0, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0 },
    },
    'GET /api/admin/reports/summary': (request) => ({
      body: summary(request.query.get('from') ?? '', request.query.get('to') ?? ''),
    }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

describe('reports screen', { timeout: 20_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('opens on the last 30 days with the figures', async () => {
    const api = serve();
    renderApp('/admin/reports');
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    const range = lastDays(30, businessToday());
    await screen.findByText(`${dotted(range.from)} to ${dotted(range.to)}`);
    const sent = api.last('GET', '/api/admin/reports/summary');
    expect([sent?.query.get('from'), sent?.query.get('to')]).toEqual([range.from, range.to]);
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(screen.getByText('Revenue', { selector: 'p' }).nextSibling).toHaveTextContent('CHF 1880.00');
    expect(screen.getByText('Average order value').nextSibling).toHaveTextContent('CHF 47.00');
    expect(screen.getByText('Delivery share').nextSibling).toHaveTextContent('37.5%');
    expect(screen.getByRole('link', { name: 'Download orders (CSV)' })).toHaveAttribute(
      'href',
      `/api/admin/reports/orders.csv?from=${range.from}&to=${range.to}`,
    );
  });

  it('draws each chart with its data table beside it, the chart hidden from screen readers', async () => {
    serve();
    renderApp('/admin/reports?from=2026-11-01&to=2026-11-07');
    for (const title of ['Revenue per day', 'Orders by hour of the day', 'Top items', 'Categories']) {
      const section = await screen.findByRole('region', { name: title });
      // The table carries the figures, named by its caption; the drawing is aria-hidden.
      const table = within(section).getByRole('table', { name: `${title}: figures` });
      expect(table.querySelector('caption')).toHaveTextContent(`${title}: figures`);
      const chart = within(section).getByTestId('bar-chart');
      expect(chart).toHaveAttribute('aria-hidden', 'true');
      expect(chart.querySelectorAll('rect').length).toBeGreaterThan(0);
    }
    const days = screen.getByRole('table', { name: 'Revenue per day: figures' });
    expect(within(days).getByRole('row', { name: /^01\.11\.2026/ })).toHaveTextContent('25CHF 1200.00');
    const hours = screen.getByRole('table', { name: 'Orders by hour of the day: figures' });
    expect(within(hours).getByRole('row', { name: /^19:00–20:00/ })).toHaveTextContent('22CHF 1180.00');
    const items = screen.getByRole('table', { name: 'Top items: figures' });
    expect(within(items).getByRole('row', { name: /^Maki Lachs/ })).toHaveTextContent('31CHF 279.00');
    const categories = screen.getByRole('table', { name: 'Categories: figures' });
    // Named as the restaurant's categories name them (GET /api/admin/categories).
    expect(await within(categories).findByRole('row', { name: /^Sushi Rolls/ })).toHaveTextContent(
      '50CHF 900.00',
    );
    expect(within(categories).getByRole('row', { name: /^Buffet/ })).toHaveTextContent('6CHF 180.00');
  });

  it('lists the promo codes used in the range, with their uses and the discount given', async () => {
    serve({
      'GET /api/admin/reports/summary': (request) => ({
        body: summary(request.query.get('from') ?? '', request.query.get('to') ?? '', {
          promoCodes: [
            { code: 'SUMMER10', count: 4, amount: 18.2 },
            { code: 'WELCOME5', count: 1, amount: 5 },
          ],
        }),
      }),
    });
    renderApp('/admin/reports?from=2026-11-01&to=2026-11-07');
    const section = await screen.findByRole('region', { name: 'Promo codes' });
    expect(
      within(section)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['CodeUsesDiscount given', 'SUMMER104CHF 18.20', 'WELCOME51CHF 5.00', 'Total5CHF 23.20']);
  });

  it('reads another range: a quick choice or the date fields, kept in the URL', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/reports');
    await screen.findByRole('region', { name: 'Revenue per day' });

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    const week = lastDays(7, businessToday());
    await waitFor(() =>
      expect(api.last('GET', '/api/admin/reports/summary')?.query.get('from')).toBe(week.from),
    );
    expect(currentUrl(router)).toBe(`/admin/reports?from=${week.from}&to=${week.to}`);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() =>
      expect(api.last('GET', '/api/admin/reports/summary')?.query.get('from')).toBe('2026-10-01'),
    );
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Download orders (CSV)' })).toHaveAttribute(
      'href',
      `/api/admin/reports/orders.csv?from=2026-10-01&to=${week.to}`,
    );
    await screen.findByText(`01.10.2026 to ${dotted(week.to)}`);
  });

  it('says when the range has no orders', async () => {
    serve({
      'GET /api/admin/reports/summary': {
        body: summary('2026-11-01', '2026-11-07', {
          revenue: { count: 0, gross: 0 },
          averageOrderValue: 0,
          deliveryShare: 0,
          byHour: [],
          topItems: [],
          categories: [],
        }),
      },
    });
    renderApp('/admin/reports?from=2026-11-01&to=2026-11-07');
    expect(await screen.findByText('No orders in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Revenue per day' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    const api = serve({
      'GET /api/admin/reports/summary': {
        status: 500,
        body: errorBody(500, 'Internal Server Error', 'Boom.'),
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/reports?from=2026-11-01&to=2026-11-07');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    api.route('GET /api/admin/reports/summary', { body: summary('2026-11-01', '2026-11-07') });
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Top items' })).toBeInTheDocument();
  });
});
