import type { TReservation } from '@app/shared/reservations';
import { clearCookie } from '@test/cookies';
import { fakeApi } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTodaysService } from './reservation-service-actions';

/** At the door: Arrived (and Undo), No-show after a confirmation, and the guest's badges on the list. */

const ADMIN = { 'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } };

function booking(id: string, lastName: string, at: Date, more: Partial<TReservation> = {}): TReservation {
  return {
    id,
    customerInfo: {
      firstName: 'Guest',
      lastName,
      email: `${lastName.toLowerCase()}@example.ch`,
      phone: '+41 79 000 11 22',
      address: { street: '', streetNo: '', plz: '', city: '' },
    },
    reservationDateTime: at.toISOString(),
    numberOfPeople: 4,
    specialRequests: null,
    status: 'CONFIRMED',
    overCapacity: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    enteredBy: null,
    arrivedAt: null,
    guest: { visits: 0, noShows: 0 },
    ...more,
  };
}

describe('today’s service', () => {
  it('is the restaurant’s day, and a booking started within the last hours (past midnight)', () => {
    const evening = { reservationDateTime: '2026-11-29T18:00:00.000Z' }; // 19:00 in Zurich
    expect(inTodaysService(evening, new Date('2026-11-29T08:00:00.000Z'))).toBe(true);
    expect(inTodaysService(evening, new Date('2026-11-28T20:00:00.000Z'))).toBe(false);
    const late = { reservationDateTime: '2026-11-29T22:30:00.000Z' }; // 23:30
    expect(inTodaysService(late, new Date('2026-11-29T23:30:00.000Z'))).toBe(true); // 00:30 next day
    expect(inTodaysService(late, new Date('2026-11-30T10:00:00.000Z'))).toBe(false);
  });
});

describe('the reservations list at the door', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('marks a party arrived, takes it back, and marks another a no-show after asking', async () => {
    const now = Date.now();
    const here = booking('r-here', 'Here', new Date(now - 10 * 60_000), { guest: { visits: 3, noShows: 0 } });
    const gone = booking('r-gone', 'Gone', new Date(now - 40 * 60_000), { guest: { visits: 0, noShows: 2 } });
    const later = booking('r-later', 'Later', new Date(now + 10 * 60_000));
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/reservations': { body: [here, gone, later] },
      'POST /api/admin/reservations/r-here/arrived': {
        body: { ...here, arrivedAt: new Date(now).toISOString() },
      },
      'DELETE /api/admin/reservations/r-here/arrived': { body: here },
      'PATCH /api/admin/reservations/r-gone/status': { body: { ...gone, status: 'NO_SHOW' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/admin/reservations');
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Guest Here', undefined, { timeout: 5_000 });

    const hereRow = screen.getByRole('row', { name: /Guest Here/ });
    expect(hereRow).toHaveTextContent('3 visits');
    const goneRow = screen.getByRole('row', { name: /Guest Gone/ });
    expect(goneRow).toHaveTextContent('2 no-shows');
    // Not yet begun: no no-show (whatever the hour the test runs at).
    const laterRow = screen.getByRole('row', { name: /Guest Later/ });
    expect(within(laterRow).queryByRole('button', { name: /no-show/ })).toBeNull();

    await user.click(within(hereRow).getByRole('button', { name: 'Mark Guest Here arrived' }));
    await waitFor(() => expect(api.last('POST', '/api/admin/reservations/r-here/arrived')).toBeDefined());

    await user.click(within(goneRow).getByRole('button', { name: 'Mark Guest Gone as a no-show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as no-show?' });
    expect(dialog).toHaveTextContent('Guest Gone');
    expect(api.last('PATCH', '/api/admin/reservations/r-gone/status')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as no-show' }));
    await waitFor(() =>
      expect(api.last('PATCH', '/api/admin/reservations/r-gone/status')?.body).toEqual({ status: 'NO_SHOW' }),
    );
  });

  it('shows when the party arrived, with Undo', async () => {
    const now = Date.now();
    const here = booking('r-here', 'Here', new Date(now - 10 * 60_000), {
      arrivedAt: new Date(now - 5 * 60_000).toISOString(),
    });
    const api = fakeApi({
      ...ADMIN,
      'GET /api/admin/reservations': { body: [here] },
      'DELETE /api/admin/reservations/r-here/arrived': { body: { ...here, arrivedAt: null } },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp('/admin/reservations');
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Guest Here', undefined, { timeout: 5_000 });
    const row = screen.getByRole('row', { name: /Guest Here/ });
    expect(within(row).getByText(/^Arrived \d\d:\d\d$/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Undo the arrival of Guest Here' }));
    await waitFor(() => expect(api.last('DELETE', '/api/admin/reservations/r-here/arrived')).toBeDefined());
  });
});
