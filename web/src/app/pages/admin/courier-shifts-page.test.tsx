import { restaurantToday } from '@app/shared/calendar-day';
import type { TCourier, TCourierShift } from '@app/shared/couriers';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { currentUrl, renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy page's first import can be slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

const COURIERS: TCourier[] = [
  { id: 7, name: 'Luca', activeDeliveries: 1, openShiftId: 3 },
  { id: 8, name: 'Sara', activeDeliveries: 0, openShiftId: null },
];

function shift(overrides: Partial<TCourierShift> = {}): TCourierShift {
  return {
    id: 3,
    courierId: 7,
    courierName: 'Luca',
    businessDate: restaurantToday(),
    startedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    float: 50,
    collected: 73.5,
    cashDeliveries: 2,
    expected: 123.5,
    handedIn: null,
    difference: null,
    settledAt: null,
    settledBy: null,
    ...overrides,
  };
}

function serve(shifts: TCourierShift[], routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/couriers': { body: COURIERS },
    'GET /api/admin/courier-shifts': () => ({ body: shifts }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const posts = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);

describe('courier shifts', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('shows each shift’s float, cash taken and what is expected, and the difference once settled', async () => {
    serve([
      shift(),
      shift({ id: 2, courierId: 8, courierName: 'Sara', handedIn: 120, difference: -3.5 }),
      shift({
        id: 1,
        courierId: 9,
        courierName: 'Mia',
        float: 20,
        collected: 0,
        cashDeliveries: 0,
        expected: 20,
        handedIn: 20,
        difference: 0,
      }),
    ]);
    renderApp('/admin/courier-shifts');
    const luca = await screen.findByRole('row', { name: /Luca/ });
    expect(luca).toHaveTextContent('CHF 50.00');
    expect(luca).toHaveTextContent('CHF 73.502 cash payments');
    expect(luca).toHaveTextContent('CHF 123.50');
    expect(within(luca).getByRole('button', { name: 'Settle Luca’s shift' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Sara/ })).toHaveTextContent('CHF 3.50 missing');
    expect(screen.getByRole('row', { name: /Mia/ })).toHaveTextContent('CHF 0.00');
  });

  it('starts a shift with a float for a courier without one', async () => {
    const api = serve([], {
      'POST /api/admin/courier-shifts': {
        status: 201,
        body: shift({ id: 4, courierId: 8, courierName: 'Sara', float: 40, collected: 0, expected: 40 }),
      },
    });
    renderApp('/admin/courier-shifts');
    expect(await screen.findByText('No shifts on this day.')).toBeInTheDocument();
    const courier = screen.getByRole('combobox', { name: 'Courier' });
    // Luca's shift is open: only Sara can start one.
    await waitFor(() =>
      expect(
        within(courier)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a courier', 'Sara']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start shift' }));
    expect(courier).toHaveAccessibleDescription('Choose a courier');
    await userEvent.selectOptions(courier, 'Sara');
    await userEvent.type(screen.getByRole('textbox', { name: 'Float' }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Start shift' }));
    expect(await screen.findByText('Sara’s shift started with a float of CHF 40.00.')).toBeInTheDocument();
    expect(posts(api)).toEqual([['/api/admin/courier-shifts', { courierId: 8, float: 40 }]]);
  });

  it('settles a shift with what was handed in, showing the difference before it is saved', async () => {
    const api = serve([shift()], {
      'POST /api/admin/courier-shifts/3/settle': {
        body: shift({
          handedIn: 120,
          difference: -3.5,
          settledAt: new Date().toISOString(),
          settledBy: 'anna',
        }),
      },
    });
    renderApp('/admin/courier-shifts');
    await userEvent.click(await screen.findByRole('button', { name: 'Settle Luca’s shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle Luca’s shift' });
    expect(dialog).toHaveTextContent('Float CHF 50.00 + cash taken CHF 73.50 = CHF 123.50 expected.');
    const handedIn = within(dialog).getByRole('textbox', { name: 'Handed in' });
    expect(handedIn).toHaveValue('123.50');
    expect(dialog).toHaveTextContent('DifferenceCHF 0.00');
    await userEvent.clear(handedIn);
    await userEvent.type(handedIn, '120');
    expect(dialog).toHaveTextContent('DifferenceCHF 3.50 missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Luca’s shift settled.')).toBeInTheDocument();
    expect(posts(api)).toEqual([['/api/admin/courier-shifts/3/settle', { handedIn: 120 }]]);
  });

  it('says in words when the shift was settled meanwhile', async () => {
    serve([shift()], {
      'POST /api/admin/courier-shifts/3/settle': {
        status: 409,
        body: { ...errorBody(409, 'Conflict', 'This shift is settled already.'), code: 'SHIFT_SETTLED' },
      },
    });
    renderApp('/admin/courier-shifts');
    await userEvent.click(await screen.findByRole('button', { name: 'Settle Luca’s shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle Luca’s shift' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(
      await screen.findByText('This shift is settled already; its figures stay as they were.'),
    ).toBeInTheDocument();
  });

  it('shows a past day’s shifts by date, without starting one there', async () => {
    const api = serve([shift({ businessDate: '2030-04-30' })]);
    const { router } = renderApp('/admin/courier-shifts?date=2026-11-20');
    await screen.findByRole('row', { name: /Luca/ });
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-20');
    expect(screen.queryByRole('button', { name: 'Start shift' })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/admin/courier-shifts')?.query.get('date')).toBe(
      '2026-11-20',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/courier-shifts'));
    expect(await screen.findByRole('button', { name: 'Start shift' })).toBeInTheDocument();
  });
});
