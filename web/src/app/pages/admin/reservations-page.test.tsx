import type { TReservation } from '@app/shared/reservations';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextQuarterHour } from '@/features/reservations/staff-reservation-form';

const ADMIN = { 'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } };

function reservation(
  id: string,
  lastName: string,
  status: TReservation['status'],
  at: string,
  more: Partial<TReservation> = {},
): TReservation {
  return {
    id,
    customerInfo: {
      firstName: 'Guest',
      lastName,
      email: `${lastName.toLowerCase()}@example.ch`,
      phone: '+41 79 000 11 22',
      address: { street: '', streetNo: '', plz: '', city: '' },
    },
    reservationDateTime: at,
    numberOfPeople: 4,
    specialRequests: null,
    status,
    overCapacity: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    enteredBy: null,
    ...more,
  };
}

const LIST = [
  reservation('r-meier', 'Meier', 'CONFIRMED', '2026-11-24T18:30:00.000Z', {
    specialRequests: 'Window seat',
    overCapacity: true,
    numberOfPeople: 12,
  }),
  reservation('r-new', 'Neu', 'REQUESTED', '2026-11-25T18:30:00.000Z'),
  reservation('r-gone', 'Weg', 'NO_SHOW', '2026-11-20T18:30:00.000Z'),
  reservation('r-off', 'Storno', 'CANCELLED', '2026-11-21T18:30:00.000Z'),
  reservation('r-no', 'Abgelehnt', 'REJECTED', '2026-11-22T18:30:00.000Z'),
];

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({ ...ADMIN, 'GET /api/admin/reservations': { body: LIST }, ...routes });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openPage() {
  const view = renderApp('/admin/reservations');
  await screen.findByRole('heading', { level: 1, name: 'Reservations' }, { timeout: 5_000 });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const group = (name: string) => screen.getByRole('region', { name });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('reservations screen', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('opens a booking’s history: when, who (the guest by that word), what', async () => {
    serve({
      'GET /api/admin/reservations/r-meier/history': {
        body: [
          {
            at: '2026-11-20T10:00:00.000Z',
            by: 'customer',
            field: 'status',
            from: null,
            to: 'REQUESTED',
            note: null,
          },
          {
            at: '2026-11-20T10:05:00.000Z',
            by: 'anna',
            field: 'status',
            from: 'REQUESTED',
            to: 'CONFIRMED',
            note: null,
          },
          {
            at: '2026-11-21T09:00:00.000Z',
            by: 'guest',
            field: 'status',
            from: 'CONFIRMED',
            to: 'CONFIRMED',
            note: '19:00 → 19:30, 4 → 12 people',
          },
        ],
      },
    });
    const { user } = await openPage();
    await screen.findByText('Guest Meier');
    await user.click(within(rowOf('Guest Meier')).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Guest Meier' });
    const table = await within(dialog).findByRole('table', { name: 'History' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '20.11.2026, 11:00Guest (online)Booked: Requested',
      '20.11.2026, 11:05annaRequested → Confirmed',
      '21.11.2026, 10:00GuestChanged: 19:00 → 19:30, 4 → 12 people · Confirmed',
    ]);
  });

  it('groups Active, Done and Cancelled/Rejected, leaving REQUESTED ones to the incoming screen', async () => {
    serve();
    await openPage();
    await screen.findByText('Guest Meier');

    const active = group('Active');
    expect(within(active).getByText('24.11.2026, 19:30')).toBeInTheDocument();
    const meier = within(active).getByRole('row', { name: /Guest Meier/ });
    expect(meier).toHaveTextContent('12');
    expect(meier).toHaveTextContent('Over capacity');
    expect(meier).toHaveTextContent('Window seat');
    expect(within(meier).getByRole('link', { name: 'meier@example.ch' })).toHaveAttribute(
      'href',
      'mailto:meier@example.ch',
    );
    expect(within(meier).getByRole('link', { name: '+41 79 000 11 22' })).toHaveAttribute(
      'href',
      'tel:+41790001122',
    );
    expect(within(group('Done')).getByText('Guest Weg')).toBeInTheDocument();
    const cancelled = group('Cancelled/Rejected');
    expect(
      within(cancelled)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('Date & time'),
      expect.stringContaining('Guest Abgelehnt'),
      expect.stringContaining('Guest Storno'),
    ]);
    expect(screen.queryByText('Guest Neu')).not.toBeInTheDocument();
  });

  it('says how many requests wait, with a link to the incoming screen, while Active is empty', async () => {
    serve({
      'GET /api/admin/reservations': {
        body: [
          reservation('r-a', 'Anfrage', 'REQUESTED', '2026-11-25T18:30:00.000Z'),
          reservation('r-b', 'Bitte', 'REQUESTED', '2026-11-25T19:00:00.000Z'),
          reservation('r-c', 'Comeback', 'REQUESTED', '2026-11-26T19:00:00.000Z'),
        ],
      },
    });
    await openPage();
    expect(await screen.findByText('3 table requests are waiting for an answer.')).toBeInTheDocument();
    expect(within(group('Active')).getByText('No confirmed reservations.')).toBeInTheDocument();
    expect(screen.queryByText('Guest Anfrage')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answer them on New Orders' })).toHaveAttribute(
      'href',
      '/admin/incoming',
    );
  });

  it('says nothing of requests when none wait', async () => {
    serve({
      'GET /api/admin/reservations': {
        body: [reservation('r-meier', 'Meier', 'CONFIRMED', '2026-11-24T18:30:00.000Z')],
      },
    });
    await openPage();
    await screen.findByText('Guest Meier');
    expect(screen.queryByText(/waiting for an answer/)).not.toBeInTheDocument();
  });

  it('moves a reservation at once, then confirms with a toast', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const api = serve({
      'PATCH /api/admin/reservations/r-meier/status': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = await openPage();
    await screen.findByText('Guest Meier');

    await user.selectOptions(
      within(rowOf('Guest Meier')).getByRole('combobox', {
        name: 'Status of the reservation for Guest Meier',
      }),
      'NO_SHOW',
    );
    // Optimistic: in Done before the server answered.
    await waitFor(() => expect(within(group('Done')).getByText('Guest Meier')).toBeInTheDocument());
    expect(within(group('Active')).queryByText('Guest Meier')).not.toBeInTheDocument();
    expect(api.last('PATCH', '/api/admin/reservations/r-meier/status')?.body).toEqual({ status: 'NO_SHOW' });

    api.route('GET /api/admin/reservations', {
      body: LIST.map((r) => (r.id === 'r-meier' ? { ...r, status: 'NO_SHOW' } : r)),
    });
    answer({ body: { ...LIST[0], status: 'NO_SHOW' } });
    expect(await screen.findByText('Reservation no show')).toBeInTheDocument();
    expect(within(group('Done')).getByText('Guest Meier')).toBeInTheDocument();
  });

  it('puts the reservation back and says why when the change fails', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    serve({
      'PATCH /api/admin/reservations/r-meier/status': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = await openPage();
    await screen.findByText('Guest Meier');

    await user.selectOptions(
      within(rowOf('Guest Meier')).getByRole('combobox', { name: /Guest Meier/ }),
      'CANCELLED',
    );
    await waitFor(() =>
      expect(within(group('Cancelled/Rejected')).getByText('Guest Meier')).toBeInTheDocument(),
    );

    answer({ status: 404, body: errorBody(404, 'Not Found', 'This reservation no longer exists.') });
    expect(await screen.findByText('This reservation no longer exists.')).toBeInTheDocument();
    await waitFor(() => expect(within(group('Active')).getByText('Guest Meier')).toBeInTheDocument());
    expect(within(group('Cancelled/Rejected')).queryByText('Guest Meier')).not.toBeInTheDocument();
    expect(within(rowOf('Guest Meier')).getByRole('combobox')).toHaveValue('CONFIRMED');
  });

  it('deletes after a confirmation', async () => {
    const api = serve({ 'DELETE /api/admin/reservations/r-gone': { status: 204 } });
    const { user } = await openPage();
    await screen.findByText('Guest Weg');

    await user.click(within(rowOf('Guest Weg')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete reservation' });
    expect(dialog).toHaveTextContent('Guest Weg');
    expect(api.sent()).not.toContain('DELETE /api/admin/reservations/r-gone');

    api.route('GET /api/admin/reservations', { body: LIST.filter((r) => r.id !== 'r-gone') });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reservation deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Guest Weg')).not.toBeInTheDocument());
    expect(api.sent()).toContain('DELETE /api/admin/reservations/r-gone');
  });

  it('filters by day and shows the empty groups', async () => {
    const api = serve();
    const { user } = await openPage();
    await screen.findByText('Guest Meier');

    api.route('GET /api/admin/reservations', (request) => ({
      body: request.query.get('date') === '2026-12-24' ? [] : LIST,
    }));
    const date = screen.getByLabelText('Date', { exact: false, selector: 'input' });
    await user.type(date, '2026-12-24');
    expect(await screen.findByText('No confirmed reservations.')).toBeInTheDocument();
    expect(screen.getByText('No reservations marked as no-show.')).toBeInTheDocument();
    expect(screen.getByText('No cancelled or rejected reservations.')).toBeInTheDocument();
    expect(screen.getByText(/No reservations on this day\./)).toBeInTheDocument();
    expect(api.last('GET', '/api/admin/reservations')?.query.get('date')).toBe('2026-12-24');

    await user.click(screen.getByRole('button', { name: 'All dates' }));
    expect(await screen.findByText('Guest Meier')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    const api = serve({
      'GET /api/admin/reservations': { status: 500, body: errorBody(500, 'Internal Server Error', 'Boom') },
    });
    const { user } = await openPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getAllByText('Failed to load reservations').length).toBeGreaterThan(0);

    api.route('GET /api/admin/reservations', { body: LIST });
    await user.click(retry);
    expect(await screen.findByText('Guest Meier')).toBeInTheDocument();
  });
});

/** A field of the open dialog by its label. */
const inDialog = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { exact: false, selector: 'input,textarea,select' });
const setField = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(inDialog(dialog, label), { target: { value } });

describe('reservations screen: Add and Edit', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('enters a phone booking: CONFIRMED by default at the next quarter hour, then Created', async () => {
    const booked = reservation('r-phone', 'Telefon', 'CONFIRMED', '2030-05-10T17:30:00.000Z', {
      enteredBy: 'anna',
    });
    const api = serve({ 'POST /api/admin/reservations': { status: 201, body: booked } });
    const { user } = await openPage();
    await screen.findByText('Guest Meier');

    const before = nextQuarterHour(new Date());
    await user.click(screen.getByRole('button', { name: 'Add reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reservation' });
    const after = nextQuarterHour(new Date());
    expect([before, after]).toContain((inDialog(dialog, 'Date & time') as HTMLInputElement).value);
    expect(inDialog(dialog, 'People')).toHaveValue('2');
    const status = inDialog(dialog, 'Status') as HTMLSelectElement;
    expect(status).toHaveValue('CONFIRMED');
    expect([...status.options].map((o) => o.value)).toEqual(['CONFIRMED', 'REQUESTED']);

    // Name and phone are needed; nothing is sent without them.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(inDialog(dialog, 'First name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(inDialog(dialog, 'First name')).toHaveFocus());
    expect(api.sent()).not.toContain('POST /api/admin/reservations');

    setField(dialog, 'Date & time', '2030-05-10T19:30');
    setField(dialog, 'People', '14');
    setField(dialog, 'First name', ' Tom ');
    setField(dialog, 'Phone', '079 123 45 67');
    setField(dialog, 'Special requests', 'Birthday cake');
    api.route('GET /api/admin/reservations', { body: [...LIST, booked] });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/reservations')?.body).toEqual({
      customerInfo: {
        firstName: 'Tom',
        lastName: '',
        phone: '079 123 45 67',
        email: '',
        address: { street: '', streetNo: '', plz: '', city: '' },
      },
      reservationDateTime: '2030-05-10T19:30',
      numberOfPeople: 14,
      specialRequests: 'Birthday cake',
      status: 'CONFIRMED',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is loaded again and names who entered the booking.
    const row = await within(group('Active')).findByRole('row', { name: /Guest Telefon/ });
    expect(row).toHaveTextContent('Entered by anna');
  });

  it('books a closed day with a reason once the server says the restaurant is closed then', async () => {
    const closed = 'We are closed at this time. Next opening: Tuesday 11:00';
    const booked = reservation('r-event', 'Verein', 'CONFIRMED', '2030-05-13T17:00:00.000Z', {
      enteredBy: 'anna',
      overrideReason: 'Private event',
    });
    const api = serve({
      'POST /api/admin/reservations': (request) =>
        (request.body as { override?: unknown }).override
          ? { status: 201, body: booked }
          : {
              status: 400,
              body: {
                ...errorBody(400, 'Bad Request', closed, { reservationDateTime: closed }),
                code: 'CLOSED',
              },
            },
    });
    const { user } = await openPage();
    await screen.findByText('Guest Meier');
    await user.click(screen.getByRole('button', { name: 'Add reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reservation' });
    setField(dialog, 'Date & time', '2030-05-13T19:00');
    setField(dialog, 'People', '40');
    setField(dialog, 'First name', 'Verein');
    setField(dialog, 'Phone', '079 123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The restaurant is closed at this time')).toBeInTheDocument();
    expect(inDialog(dialog, 'Date & time')).toHaveAccessibleDescription(expect.stringContaining(closed));
    await waitFor(() => expect(inDialog(dialog, 'Reason for the exception')).toHaveFocus());
    // A reason is needed: too short is refused before sending.
    setField(dialog, 'Reason for the exception', 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Give a reason for the exception (at least 3 characters).'),
    ).toBeInTheDocument();
    expect(api.sent().filter((call) => call === 'POST /api/admin/reservations')).toHaveLength(1);

    setField(dialog, 'Reason for the exception', 'Private event');
    api.route('GET /api/admin/reservations', { body: [...LIST, booked] });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/reservations')?.body).toMatchObject({
      reservationDateTime: '2030-05-13T19:00',
      numberOfPeople: 40,
      override: { reason: 'Private event' },
    });
    const row = await within(group('Active')).findByRole('row', { name: /Guest Verein/ });
    expect(row).toHaveTextContent('Override: Private event');
  });

  it('edits a booking: filled in, any status, the whole booking sent with PUT, then Saved', async () => {
    const api = serve({
      'PUT /api/admin/reservations/r-meier': (request) => ({
        body: { ...LIST[0], ...(request.body as object) },
      }),
    });
    const { user } = await openPage();
    await screen.findByText('Guest Meier');

    const edit = within(rowOf('Guest Meier')).getByRole('button', { name: 'Edit' });
    expect(edit).toHaveAccessibleDescription('Guest Meier');
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit reservation' });
    // Restaurant time: 18:30 UTC is 19:30 in Zurich.
    expect(inDialog(dialog, 'Date & time')).toHaveValue('2026-11-24T19:30');
    expect(inDialog(dialog, 'People')).toHaveValue('12');
    expect(inDialog(dialog, 'First name')).toHaveValue('Guest');
    expect(inDialog(dialog, 'Last name')).toHaveValue('Meier');
    expect(inDialog(dialog, 'Email')).toHaveValue('meier@example.ch');
    expect(inDialog(dialog, 'Special requests')).toHaveValue('Window seat');
    const status = inDialog(dialog, 'Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.value)).toEqual([
      'REQUESTED',
      'CONFIRMED',
      'REJECTED',
      'CANCELLED',
      'NO_SHOW',
    ]);

    setField(dialog, 'People', '8');
    await user.selectOptions(status, 'REQUESTED');
    expect(dialog).toHaveTextContent('A requested booking waits on the incoming screen to be confirmed.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/reservations/r-meier')?.body).toEqual({
      customerInfo: {
        firstName: 'Guest',
        lastName: 'Meier',
        phone: '+41 79 000 11 22',
        email: 'meier@example.ch',
        address: { street: '', streetNo: '', plz: '', city: '' },
      },
      // A booking in the past keeps its time: only a changed time must lie ahead.
      reservationDateTime: '2026-11-24T19:30',
      numberOfPeople: 8,
      specialRequests: 'Window seat',
      status: 'REQUESTED',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/reservations').length).toBe(
      2,
    );
  });

  it("shows the server's field errors under their fields and keeps the dialog open", async () => {
    const api = serve({
      'PUT /api/admin/reservations/r-meier': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', {
          'customerInfo.phone': 'Enter a phone number we can call.',
          reservationDateTime: 'We are closed then.',
        }),
      },
    });
    const { user } = await openPage();
    await screen.findByText('Guest Meier');
    await user.click(within(rowOf('Guest Meier')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit reservation' });
    setField(dialog, 'Date & time', '2030-01-01T03:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Enter a phone number we can call.')).toBeInTheDocument();
    expect(within(dialog).getByText('We are closed then.')).toBeInTheDocument();
    expect(inDialog(dialog, 'Phone')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(inDialog(dialog, 'Date & time')).toHaveFocus());
    expect(inDialog(dialog, 'Date & time')).toHaveValue('2030-01-01T03:00');
    expect(screen.queryByText('Please correct the highlighted fields.')).not.toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/reservations/r-meier')?.body).toMatchObject({
      reservationDateTime: '2030-01-01T03:00',
    });

    // Fixing a field clears its message.
    setField(dialog, 'Phone', '062 212 34 56');
    expect(within(dialog).queryByText('Enter a phone number we can call.')).not.toBeInTheDocument();
  });

  it("says another refusal in a toast with the server's message", async () => {
    serve({
      'POST /api/admin/reservations': {
        status: 409,
        body: errorBody(409, 'Conflict', 'This guest already has a table at that time.'),
      },
    });
    const { user } = await openPage();
    await screen.findByText('Guest Meier');
    await user.click(screen.getByRole('button', { name: 'Add reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reservation' });
    setField(dialog, 'First name', 'Tom');
    setField(dialog, 'Phone', '079 123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This guest already has a table at that time.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add reservation' })).toBeInTheDocument();
    expect(inDialog(dialog, 'First name')).toHaveValue('Tom');
  });

  it('refuses a new booking in the past before sending', async () => {
    const api = serve();
    const { user } = await openPage();
    await screen.findByText('Guest Meier');
    await user.click(screen.getByRole('button', { name: 'Add reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reservation' });
    setField(dialog, 'Date & time', '2020-01-01T12:00');
    setField(dialog, 'First name', 'Tom');
    setField(dialog, 'Phone', '079 123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a future time')).toBeInTheDocument();
    expect(api.sent()).not.toContain('POST /api/admin/reservations');
  });

  it('shows the tables of each booking and assigns others; a clash stays in the dialog', async () => {
    const tables = [
      { id: 1, name: 'T1', seats: 4, minSeats: 1, joinableWith: [2], active: true },
      { id: 2, name: 'T2', seats: 4, minSeats: 1, joinableWith: [1], active: true },
      { id: 3, name: 'Old', seats: 2, minSeats: 1, joinableWith: [], active: false },
    ];
    const list = [{ ...LIST[0], tableIds: [1] } as TReservation, ...LIST.slice(1)];
    let answer: TFakeRoute = {
      status: 409,
      body: errorBody(409, 'Conflict', 'T2 is taken at that time.'),
    };
    const api = serve({
      'GET /api/admin/reservations': { body: list },
      'GET /api/admin/tables': { body: tables },
      'PUT /api/admin/reservations/r-meier/tables': (request) =>
        typeof answer === 'function' ? answer(request) : answer,
    });
    const { user } = await openPage();
    const meier = await screen.findByRole('row', { name: /Guest Meier/ });
    expect(within(meier).getByRole('cell', { name: 'T1' })).toBeInTheDocument();
    await user.click(within(meier).getByRole('button', { name: 'Tables' }));

    const dialog = await screen.findByRole('dialog', { name: 'Assign tables' });
    expect(within(dialog).getByRole('checkbox', { name: 'T1 (4)' })).toBeChecked();
    // An inactive table is not offered.
    expect(within(dialog).queryByRole('checkbox', { name: 'Old (2)' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'T2 (4)' }));
    expect(dialog).toHaveTextContent('8 seats chosen for 12 people.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('T2 is taken at that time.');
    expect(api.last('PUT', '/api/admin/reservations/r-meier/tables')?.body).toEqual({ tableIds: [1, 2] });

    answer = { body: { ...list[0], tableIds: [1, 2] } };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Tables saved')).toBeInTheDocument();
  });
});
