import type { TAdminOrder } from '@app/shared/admin-orders';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { adminOrderPage, adminOrder as order } from '@test/fixtures';
import { currentUrl, renderApp } from '@test/render-app';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, restaurantToday } from '@/features/restaurant-info/special-days-format';

// The whole app renders in each test; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

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

const today = restaurantToday();
const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

const listPage = adminOrderPage;

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
        body: listPage([
          order({ orderNumber: 101, status: 'NEW' }),
          order({ orderNumber: 102, status: 'PREPARING' }),
          order({ orderNumber: 103, status: 'DELIVERED' }),
          order({ orderNumber: 104, status: 'CANCELLED' }),
          order({ orderNumber: 105, status: 'ON_THE_WAY' }),
        ]),
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

  it('shows the promo code and what it took off under the total', async () => {
    serve({
      'GET /api/admin/orders': {
        body: listPage([
          order({ orderNumber: 111, status: 'PREPARING', promoCode: 'SUMMER10', promoDiscount: 5 }),
          order({ orderNumber: 112, status: 'PREPARING' }),
        ]),
      },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });
    expect(
      within(row(section('Active'), 111)).getByText('Promo code SUMMER10: −CHF 5.00'),
    ).toBeInTheDocument();
    expect(within(row(section('Active'), 112)).queryByText(/Promo code/)).not.toBeInTheDocument();
  });

  it("shows each line's options under it with their price differences; one dish may be on two lines", async () => {
    const line = (name: string, options: TAdminOrder['orderItems'][number]['options']) => ({
      menuItemId: 30,
      buffetItemId: null,
      menuItemName: 'Green Curry',
      name,
      quantity: 1,
      unitPrice: 21,
      options,
    });
    serve({
      'GET /api/admin/orders': {
        body: listPage([
          order({
            orderNumber: 301,
            status: 'PREPARING',
            orderItems: [
              line('Green Curry', [
                { name: 'Beef', priceDelta: 3 },
                { name: 'Hot', priceDelta: 0 },
              ]),
              line('Green Curry', [{ name: 'Tofu', priceDelta: -1 }]),
            ],
          }),
        ]),
      },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });
    const lists = within(row(section('Active'), 301)).getAllByRole('list', { name: 'Options' });
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([['– Beef + CHF 3.00', '– Hot'], ['– Tofu − CHF 1.00']]);
  });

  it('shows CHF 0.00 delivery fee on a delivery whose discounted items reach CHF 100', async () => {
    serve({
      'GET /api/admin/orders': {
        body: listPage([
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
        ]),
      },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });
    const free = row(section('Active'), 201);
    // Once the zones are here: their free-delivery threshold decides.
    expect(await within(free).findByText('CHF 0.00')).toBeInTheDocument();
    expect(within(free).getByText('CHF 105.00')).toBeInTheDocument();
    expect(within(row(section('Active'), 202)).getByText('CHF 5.00')).toBeInTheDocument();
  });

  it("changes a status with PATCH, says 'Order status updated' and moves the row", async () => {
    const api = serve({
      'GET /api/admin/orders': { body: listPage([order({ orderNumber: 301 })]) },
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
      'GET /api/admin/orders': { body: listPage([order({ orderNumber: 401 })]) },
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
        body: listPage([order({ orderNumber: 501, kind: 'BUFFET', status: 'DELIVERED' })]),
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
  it("asks for today's first page by default and says which rows of how many it shows", async () => {
    const api = serve({
      'GET /api/admin/orders': { body: listPage([order({ orderNumber: 601 }), order({ orderNumber: 602 })]) },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });
    const query = api.last('GET', '/api/admin/orders')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ from: today, to: today, page: '1', pageSize: '50' });
    expect(screen.getByText(`Showing 1–2 of 2 orders, ${dotted(today)}`)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue(today);
    expect(screen.getByLabelText('To')).toHaveValue(today);
  });

  it('pages through a long list: the window, the page size and the days are on screen', async () => {
    const from = addDays(today, -1);
    const api = serve({
      'GET /api/admin/orders': (request) => {
        const page = Number(request.query.get('page'));
        return {
          body: listPage([order({ orderNumber: 700 + page })], { total: 134, page, from, to: today }),
        };
      },
    });
    const { router } = renderApp(`/admin/orders?from=${from}&to=${today}&page=2`);
    expect(
      await screen.findByText(`Showing 51–100 of 134 orders, ${dotted(from)} – ${dotted(today)}`),
    ).toBeInTheDocument();
    expect(api.last('GET', '/api/admin/orders')?.query.get('from')).toBe(from);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText(/Showing 101–134 of 134 orders/)).toBeInTheDocument();
    expect(api.last('GET', '/api/admin/orders')?.query.get('page')).toBe('3');
    expect(currentUrl(router)).toBe(`/admin/orders?from=${from}&to=${today}&page=3`);
  });

  it('chooses yesterday or the last 7 days, or a range, and keeps them in the URL', async () => {
    const api = serve({
      'GET /api/admin/buffet-orders': (request) => ({
        body: listPage([], {
          from: request.query.get('from') ?? today,
          to: request.query.get('to') ?? today,
        }),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/buffet-orders');
    expect(await screen.findByText('No orders on these days.')).toBeInTheDocument();

    const yesterday = addDays(today, -1);
    await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(api.last('GET', '/api/admin/buffet-orders')?.query.get('from')).toBe(yesterday),
    );
    expect(api.last('GET', '/api/admin/buffet-orders')?.query.get('to')).toBe(yesterday);
    expect(currentUrl(router)).toBe(`/admin/buffet-orders?from=${yesterday}&to=${yesterday}`);

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(api.last('GET', '/api/admin/buffet-orders')?.query.get('from')).toBe(addDays(today, -6)),
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-05' } });
    await waitFor(() =>
      expect(api.last('GET', '/api/admin/buffet-orders')?.query.get('from')).toBe('2026-01-05'),
    );
    expect(screen.getByRole('radio', { name: 'Range' })).toBeChecked();
    expect(await screen.findByText(`05.01.2026 – ${dotted(today)}`)).toBeInTheDocument();
  });

  it('searches once typing pauses, from the first page, and says when nothing matches', async () => {
    const api = serve({
      'GET /api/admin/orders': (request) =>
        request.query.get('q')
          ? { body: listPage([]) }
          : { body: listPage([order({ orderNumber: 801 })], { total: 80, page: 2 }) },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orders?page=2');
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '079 555');

    expect(await screen.findByText('No orders on these days match “079 555”.')).toBeInTheDocument();
    const searches = api.calls.filter((c) => c.path === '/api/admin/orders' && c.query.get('q'));
    expect(searches.map((c) => c.query.get('q'))).toEqual(['079 555']);
    expect(searches[0]?.query.get('page')).toBe('1');
    expect(currentUrl(router)).toBe('/admin/orders?q=079+555');
  });

  it('reads the days, the search and the page from a link', async () => {
    const api = serve({
      'GET /api/admin/orders': { body: listPage([order({ orderNumber: 901 })], { total: 1 }) },
    });
    renderApp('/admin/orders?from=2026-11-20&to=2026-11-22&q=Nora&page=1');
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });
    expect(Object.fromEntries(api.last('GET', '/api/admin/orders')?.query ?? [])).toEqual({
      from: '2026-11-20',
      to: '2026-11-22',
      q: 'Nora',
      page: '1',
      pageSize: '50',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Nora');
    expect(screen.getByRole('radio', { name: 'Range' })).toBeChecked();
  });

  it('links to a new order and shows who entered an order and why a rule was lifted', async () => {
    serve({
      'GET /api/admin/orders': {
        body: listPage([
          order({
            orderNumber: 1001,
            enteredBy: 'anna',
            overrideReason: 'Regular guest, just outside the area',
          }),
        ]),
      },
      'GET /api/admin/buffet-orders': { body: listPage([]) },
    });
    renderApp('/admin/orders');
    await screen.findByRole('region', { name: 'Active' }, { timeout: 5_000 });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New order' })).toHaveAttribute(
      'href',
      '/admin/new-order',
    );
    const staffRow = row(section('Active'), 1001);
    expect(within(staffRow).getByText('Entered by anna')).toBeInTheDocument();
    expect(within(staffRow).getByText('Override: Regular guest, just outside the area')).toBeInTheDocument();
  });

  it('offers a buffet order from the buffet list', async () => {
    serve({ 'GET /api/admin/buffet-orders': { body: listPage([]) } });
    renderApp('/admin/buffet-orders');
    expect(await screen.findByText('No orders on these days.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New order' })).toHaveAttribute(
      'href',
      '/admin/new-order?kind=buffet',
    );
  });
});
