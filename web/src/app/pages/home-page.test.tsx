import { DEFAULT_DELIVERY_ZONES, DEFAULT_ORDER_RULES } from '@app/shared/order-rules';
import { RESTAURANT_INFO } from '@test/fixtures';
import { jsonResponse, renderWithProviders, stubFetch } from '@test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, restaurantToday } from '@/features/restaurant-info/special-days-format';
import { paths } from '@/paths';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('shows the restaurant with its about, location and contact sections', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/restaurant-info/current': { body: RESTAURANT_INFO } }));
    const { container } = renderWithProviders(<HomePage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hana Sushi & Thai' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the menu' })).toHaveAttribute('href', paths.menu);

    const about = container.querySelector('section#about');
    expect(about).toHaveTextContent('About Us');
    expect(about).toHaveTextContent('old town of Olten');

    const location = container.querySelector<HTMLElement>('section#location');
    if (!location) throw new Error('no location section');
    expect(location).toHaveTextContent('Baslerstrasse 24, 4600 Olten');
    const rows = within(location)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^Monday.*Closed$/);
    expect(rows[1]).toMatch(/^Tuesday.*11:00–14:00, 17:00–22:00$/);
    expect(location).toHaveTextContent('Free delivery from CHF 100.');

    const contact = container.querySelector<HTMLElement>('section#contact');
    if (!contact) throw new Error('no contact section');
    expect(within(contact).getByRole('link', { name: '+41 62 212 34 56' })).toHaveAttribute(
      'href',
      'tel:+41622123456',
    );
    expect(contact).toHaveTextContent('Baslerstrasse 24, 4600 Olten');
  });

  it('speaks only of takeaway when the restaurant has switched delivery off', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/restaurant-info/current': { body: RESTAURANT_INFO },
        '/api/order-settings': {
          body: { ...DEFAULT_ORDER_RULES, orderTypes: { DELIVERY: false, TAKEAWAY: true } },
        },
      }),
    );
    const { container } = renderWithProviders(<HomePage />);
    expect(
      await screen.findByText(
        'Sushi and Thai dishes, freshly made. Order online for takeaway, or book a table.',
      ),
    ).toBeInTheDocument();
    const location = container.querySelector<HTMLElement>('section#location');
    expect(location).toHaveTextContent('Baslerstrasse 24, 4600 Olten');
    expect(location).not.toHaveTextContent('Free delivery from CHF 100.');
  });

  it('says when online orders are paused and until when, naming the one order type paused', async () => {
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/restaurant-info/current': { body: RESTAURANT_INFO },
        '/api/public/service-status': {
          body: { pausedUntil: until, pausedOrderTypes: ['DELIVERY'], extraMinutes: 0, extraUntil: null },
        },
      }),
    );
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Delivery orders are paused until (\d\d\.\d\d\.\d{4}, )?\d\d:\d\d\.$/,
    );
  });

  it('draws the sections only once the information is here, so nothing jumps when it arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    const notPaused = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };
    const others: Record<string, unknown> = {
      '/api/public/service-status': notPaused,
      '/api/order-settings': DEFAULT_ORDER_RULES,
      '/api/delivery-zones': DEFAULT_DELIVERY_ZONES,
      '/api/public/hours/status': { openNow: true, message: 'We’re open.', windowOpensAt: null },
    };
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const other = Object.keys(others).find((path) => String(input).includes(path));
      return other
        ? Promise.resolve(jsonResponse(200, others[other]))
        : new Promise<Response>((resolve) => (answer = resolve));
    });
    const { container } = renderWithProviders(<HomePage />);

    expect(screen.getByRole('img', { name: 'Loading' })).toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
    answer(jsonResponse(200, RESTAURANT_INFO));
    expect(await screen.findByRole('heading', { level: 2, name: 'About Us' })).toBeInTheDocument();
    // About, location, contact and the gift vouchers' band.
    expect(container.querySelectorAll('section')).toHaveLength(4);
  });

  it('links to the gift vouchers from a small band of its own', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/restaurant-info/current': { body: RESTAURANT_INFO } }));
    const { container } = renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { level: 2, name: 'Gift vouchers' });
    const band = container.querySelector<HTMLElement>('section#vouchers');
    if (!band) throw new Error('no vouchers section');
    expect(within(band).getByRole('link', { name: 'Buy a gift voucher' })).toHaveAttribute(
      'href',
      paths.vouchers,
    );
  });

  it('draws the sections at once when the address names one, so the jump finds its target', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const { container } = renderWithProviders(<HomePage />, { path: '/#contact' });
    expect(container.querySelector('section#contact')).not.toBeNull();
  });

  it('shows the failure message with Retry, then the info', async () => {
    let fail = true;
    vi.stubGlobal('fetch', async () =>
      fail
        ? jsonResponse(503, { status: 503, error: 'Service Unavailable', message: 'Database unavailable.' })
        : jsonResponse(200, RESTAURANT_INFO),
    );
    renderWithProviders(<HomePage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hana Sushi & Thai' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to load restaurant info' when the error has no message", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(500, { status: 500, error: 'Internal Server Error', message: '' }),
    );
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load restaurant info');
  });

  it('shows the default name when no info exists yet', async () => {
    vi.stubGlobal('fetch', stubFetch({}));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sushi & Thai' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the closures and special hours of the next 14 days, joining equal days, and nothing after', async () => {
    // Days 2 to 4 ahead, so a run near midnight still sees them in the window; day 20 is outside it.
    const today = restaurantToday();
    const day = (n: number) => addDays(today, n);
    const label = (n: number) => `${day(n).slice(8, 10)}.${day(n).slice(5, 7)}.`;
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/restaurant-info/current': {
          body: {
            ...RESTAURANT_INFO,
            specialDays: [
              { date: day(2), closed: false, ranges: [{ open: '17:00', close: '21:00' }] },
              { date: day(3), closed: true, ranges: [], note: 'Christmas' },
              { date: day(4), closed: true, ranges: [], note: 'Christmas' },
              { date: day(20), closed: true, ranges: [] },
            ],
          },
        },
      }),
    );
    renderWithProviders(<HomePage />);
    const notice = await screen.findByRole('region', { name: 'Special opening days' });
    const items = within(notice)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(
        new RegExp(`^Special hours \\w+ ${label(2).replaceAll('.', '\\.')}: 17:00–21:00$`),
      ),
      expect.stringMatching(
        new RegExp(
          `^Closed \\w+ ${label(3).replaceAll('.', '\\.')}–\\w+ ${label(4).replaceAll('.', '\\.')} — Christmas$`,
        ),
      ),
    ]);
  });

  it('a special closing day today: says so before anything else, and today’s row reads closed', async () => {
    const today = restaurantToday();
    const tomorrowNoon = new Date(Date.now() + 86_400_000).toISOString();
    const fetch = vi.fn(
      stubFetch({
        '/api/restaurant-info/current': {
          body: {
            ...RESTAURANT_INFO,
            openingHours: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
              .map((day) => `${day}: 11:00-22:00`)
              .join('\n'),
            specialDays: [{ date: today, closed: true, ranges: [], note: 'Staff outing' }],
          },
        },
        '/api/public/hours/status': {
          body: { openNow: false, message: 'We’re closed today.', windowOpensAt: tomorrowNoon },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { container } = renderWithProviders(<HomePage />);
    const notice = await screen.findByText(/^We’re closed today\. Next open: /);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // The hero no longer invites an order for now.
    expect(
      screen.getByText('Sushi and Thai dishes, freshly made. Order online for later, or book a table.'),
    ).toBeVisible();
    const asked = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes('hours/status'));
    expect(asked).toContain('asap=true');
    await screen.findByRole('heading', { level: 2, name: 'About Us' });
    const todayRow = container.querySelector('section#location tbody tr[class]');
    expect(todayRow).toHaveTextContent(/Today.*Closed$/);
  });

  it('busy mode: says how much longer orders take, and until when', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/restaurant-info/current': { body: RESTAURANT_INFO },
        '/api/public/hours/status': { body: { openNow: true, message: 'We’re open.', windowOpensAt: null } },
        '/api/public/service-status': {
          body: { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 30, extraUntil: until },
        },
      }),
    );
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByText(
        /^Busy: orders take about 30 minutes longer until (\d\d\.\d\d\.\d{4}, )?\d\d:\d\d\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('no notice of today while an order can be placed now', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/restaurant-info/current': { body: RESTAURANT_INFO },
        '/api/public/hours/status': { body: { openNow: true, message: 'We’re open.', windowOpensAt: null } },
      }),
    );
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { level: 2, name: 'About Us' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no notice when no special day is near', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/restaurant-info/current': { body: RESTAURANT_INFO } }));
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { level: 2, name: 'About Us' });
    expect(screen.queryByRole('region', { name: 'Special opening days' })).not.toBeInTheDocument();
  });
});
