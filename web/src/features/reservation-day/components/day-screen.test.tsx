import { restaurantToday } from '@app/shared/calendar-day';
import type { TReservationDay } from '@app/shared/reservation-day';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ADMIN = { 'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } };

const quarters = Array.from({ length: 8 }, (_, i) => ({
  time: `${18 + Math.floor(i / 4)}:${String((i % 4) * 15).padStart(2, '0')}`,
  minute: 18 * 60 + i * 15,
  seatsBooked: i < 6 ? 2 : 6,
  seatsTotal: 6,
}));

function dayOf(date: string, extra: Partial<TReservationDay> = {}): TReservationDay {
  return {
    date,
    opening: [{ from: '18:00', to: '20:00' }],
    quarters,
    tables: [
      { id: 1, name: 'T1', seats: 2, active: true },
      { id: 2, name: 'T2', seats: 4, active: true },
    ],
    bookings: [
      {
        id: 'b1',
        time: '18:00',
        endTime: '19:30',
        startMinute: 1080,
        endMinute: 1170,
        numberOfPeople: 2,
        name: 'Lea Meier',
        phone: '079 555 12 34',
        status: 'CONFIRMED',
        tableIds: [1],
        arrivedAt: null,
        walkIn: false,
        specialRequests: null,
      },
    ],
    ...extra,
  };
}

function serve(routes: Record<string, TFakeRoute>) {
  const api = fakeApi({ ...ADMIN, ...routes });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('the day plan', () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('shows the bookings by table and the seats per quarter, and moves a booking to another table', async () => {
    const today = restaurantToday();
    const api = serve({
      'GET /api/admin/reservations/day': (request) => ({ body: dayOf(request.query.get('date') ?? today) }),
      'PUT /api/admin/reservations/b1/tables': {
        status: 409,
        body: {
          ...errorBody(409, 'Conflict', 'Table T2 is taken at that time by another booking.'),
          code: 'TABLE_TAKEN',
        },
      },
    });
    renderApp('/admin/reservations/day');
    const table = await screen.findByRole('table', { name: /Bookings by table and time/ });
    const row = within(table).getByRole('row', { name: /T1, 2 seats/ });
    const bar = within(row).getByRole('button', { name: 'Lea Meier, 18:00 to 19:30, 2 people, Confirmed' });
    // The seats row, full from 19:30 on (6 of 6).
    expect(within(table).getAllByText('6 of 6 seats booked, full')).toHaveLength(2);

    await userEvent.click(bar);
    const dialog = await screen.findByRole('dialog', { name: 'Booking: Lea Meier' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'T2 (4)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tables' }));
    // The refusal names the table and stays in the dialog.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Table T2 is taken');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ tableIds: [1, 2] });
  });

  it('loads a booking’s history only when staff open it in the dialog', async () => {
    const today = restaurantToday();
    const api = serve({
      'GET /api/admin/reservations/day': (request) => ({ body: dayOf(request.query.get('date') ?? today) }),
      'GET /api/admin/reservations/b1/history': {
        body: [
          {
            at: '2026-11-21T09:00:00.000Z',
            by: 'guest',
            field: 'status',
            from: 'CONFIRMED',
            to: 'CONFIRMED',
            note: '17:30 → 18:00',
          },
        ],
      },
    });
    renderApp('/admin/reservations/day');
    const table = await screen.findByRole('table', { name: /Bookings by table and time/ });
    await userEvent.click(
      within(table).getByRole('button', { name: 'Lea Meier, 18:00 to 19:30, 2 people, Confirmed' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Booking: Lea Meier' });
    expect(api.calls.some((call) => call.path.includes('/history'))).toBe(false);
    const toggle = within(dialog).getByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const history = await within(dialog).findByRole('table', { name: 'History' });
    expect(
      within(history).getByRole('row', { name: /Guest Changed: 17:30 → 18:00 · Confirmed/ }),
    ).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when there are no tables and no bookings, with a link to set tables up', async () => {
    serve({
      'GET /api/admin/reservations/day': (request) => ({
        body: dayOf(request.query.get('date') ?? '', { tables: [], bookings: [] }),
      }),
    });
    renderApp('/admin/reservations/day');
    expect(await screen.findByText('No bookings on this day yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up tables' })).toHaveAttribute('href', '/admin/tables');
  });

  it('seats a walk-in in two taps, and offers to seat them without a table when none is free', async () => {
    const api = serve({
      'GET /api/admin/reservations/day': (request) => ({ body: dayOf(request.query.get('date') ?? '') }),
      'POST /api/admin/reservations/walk-in': (request) =>
        (request.body as { tableIds?: number[] }).tableIds
          ? {
              status: 201,
              body: {
                id: 'w1',
                customerInfo: {
                  firstName: 'Walk-in',
                  lastName: '',
                  email: '',
                  phone: '',
                  address: { street: '', streetNo: '', plz: '', city: '' },
                },
                reservationDateTime: '2026-12-04T18:00:00.000Z',
                numberOfPeople: 3,
                specialRequests: null,
                status: 'CONFIRMED',
                overCapacity: false,
                createdAt: '2026-12-04T18:00:00.000Z',
                enteredBy: 'anna',
              },
            }
          : {
              status: 409,
              body: {
                ...errorBody(409, 'Conflict', 'No table is free for this party now.'),
                code: 'NO_TABLE',
              },
            },
    });
    renderApp('/admin/reservations/day');
    await userEvent.click(await screen.findByRole('button', { name: 'Walk-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in: how many people?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '3 people' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No table is free for this party now.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seat without table' }));
    expect(await screen.findByText('3 people seated without a table')).toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/walk-in'));
    expect(posts.map((call) => call.body)).toEqual([
      { numberOfPeople: 3 },
      { numberOfPeople: 3, tableIds: [] },
    ]);
  });
});
