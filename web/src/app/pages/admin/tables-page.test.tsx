import {
  DEFAULT_RESERVATION_SETTINGS,
  type TReservationSettings,
  type TTable,
} from '@app/shared/reservation-settings';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy page's first import and each step can be slow on a busy machine (this file only).
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

const ADMIN = { 'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } };

const T1: TTable = { id: 1, name: 'T1', seats: 4, minSeats: 1, joinableWith: [2], active: true };
const T2: TTable = { id: 2, name: 'T2', seats: 2, minSeats: 1, joinableWith: [1], active: true };
const WINDOW: TTable = { id: 3, name: 'Window', seats: 6, minSeats: 3, joinableWith: [], active: false };

/** A stand-in for the tables and settings routes, keeping what is saved. */
function serve(routes: Record<string, TFakeRoute> = {}) {
  let tables: TTable[] = [T1, T2, WINDOW];
  let settings: TReservationSettings = { ...DEFAULT_RESERVATION_SETTINGS, reminderHoursBefore: 12 };
  const api = fakeApi({
    ...ADMIN,
    'GET /api/admin/tables': () => ({ body: tables }),
    'POST /api/admin/tables': ({ body }) => {
      const table = { id: 4, ...(body as Omit<TTable, 'id'>) };
      tables = [...tables, table];
      return { status: 201, body: table };
    },
    'PUT /api/admin/tables/3': ({ body }) => {
      const table = { id: 3, ...(body as Omit<TTable, 'id'>) };
      tables = tables.map((other) => (other.id === 3 ? table : other));
      return { body: table };
    },
    'DELETE /api/admin/tables/2': () => {
      tables = tables.filter((table) => table.id !== 2);
      return { status: 204 };
    },
    'GET /api/admin/reservation-settings': () => ({ body: settings }),
    'PUT /api/admin/reservation-settings': ({ body }) => {
      settings = body as TReservationSettings;
      return { body: settings };
    },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openScreen() {
  const user = userEvent.setup();
  renderApp('/admin/tables');
  await screen.findByRole('heading', { level: 1, name: 'Tables & booking rules' });
  const table = screen.getByRole('table');
  await within(table).findByRole('row', { name: /Window/ });
  return { user, table };
}

describe('tables and booking rules screen', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('lists the tables with their seats, joins and state', async () => {
    serve();
    const { table } = await openScreen();
    const t1 = within(table).getByRole('row', { name: /^T1/ });
    expect(t1).toHaveTextContent('4 seats');
    expect(t1).toHaveTextContent('T2');
    expect(t1).toHaveTextContent('Active');
    const window = within(table).getByRole('row', { name: /Window/ });
    expect(window).toHaveTextContent('6 seats, parties from 3');
    expect(window).toHaveTextContent('Inactive');
    expect(screen.getByText('2 active tables with 6 seats in all.')).toBeInTheDocument();
  });

  it('adds a table joinable with another, and shows the server’s refusal under the name', async () => {
    const api = serve({
      'POST /api/admin/tables': {
        status: 409,
        body: errorBody(409, 'Conflict', 'Another table is called T1.', {
          name: 'Another table is called T1.',
        }),
      },
    });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add table' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'T1');
    const seats = within(dialog).getByRole('textbox', { name: /Seats/ });
    await user.clear(seats);
    await user.type(seats, '6');
    await user.click(within(dialog).getByRole('checkbox', { name: 'T2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Another table is called T1.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.last('POST', '/api/admin/tables')?.body).toEqual({
      name: 'T1',
      seats: 6,
      minSeats: 1,
      joinableWith: [2],
      active: true,
    });
  });

  it('refuses a smallest party above the seats before sending', async () => {
    const api = serve();
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add table' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Bar');
    const min = within(dialog).getByRole('textbox', { name: /Smallest party/ });
    await user.clear(min);
    await user.type(min, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a smallest party from 1 up to the table’s seats.'),
    ).toBeInTheDocument();
    expect(api.sent().filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('switches a table on from its dialog and deletes another after a confirmation', async () => {
    const api = serve();
    const { user, table } = await openScreen();
    const window = within(table).getByRole('row', { name: /Window/ });
    await user.click(within(window).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit table Window' });
    await user.click(within(dialog).getByRole('switch', { name: /Offered for bookings/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('PUT', '/api/admin/tables/3')?.body).toMatchObject({ name: 'Window', active: true });
    expect(await within(table).findByRole('row', { name: /Window/ })).not.toHaveTextContent('Inactive');

    await user.click(
      within(within(table).getByRole('row', { name: /^T2/ })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete table' });
    expect(confirm).toHaveTextContent('Delete the table T2?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /^T2/ })).not.toBeInTheDocument());
    expect(api.sent()).toContain('DELETE /api/admin/tables/2');
  });

  it('saves the booking rules with a new sitting, keeping the settings it has no fields for', async () => {
    const api = serve();
    const { user } = await openScreen();
    const form = await screen.findByRole('form', { name: 'Booking rules' });
    await user.click(within(form).getByRole('switch', { name: /Confirm bookings automatically/ }));
    fireEvent.change(within(form).getByRole('combobox', { name: /Times offered every/ }), {
      target: { value: '30' },
    });
    await user.click(within(form).getByRole('button', { name: 'Add a party size' }));
    const third = within(form).getByRole('group', { name: 'Sitting 3' });
    expect(within(third).getByRole('textbox', { name: 'Up to (people)' })).toHaveValue('21');
    const people = within(third).getByRole('textbox', { name: 'Up to (people)' });
    await user.clear(people);
    await user.type(people, '40');
    const minutes = within(third).getByRole('textbox', { name: 'Minutes' });
    await user.clear(minutes);
    await user.type(minutes, '150');
    await user.click(within(form).getByRole('button', { name: 'Save booking rules' }));

    expect(await within(form).findByText('Booking rules saved.')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/reservation-settings')?.body).toEqual({
      ...DEFAULT_RESERVATION_SETTINGS,
      reminderHoursBefore: 12,
      autoConfirm: true,
      slotMinutes: 30,
      sittings: [
        { upToPeople: 4, minutes: 90 },
        { upToPeople: 20, minutes: 120 },
        { upToPeople: 40, minutes: 150 },
      ],
    });
  });

  it('saves the reminders’ hours and the no-show limit, 0 switching each off', async () => {
    const api = serve();
    const { user } = await openScreen();
    const form = await screen.findByRole('form', { name: 'Booking rules' });
    const reminder = within(form).getByRole('textbox', { name: /Reminder \(hours before\)/ });
    expect(reminder).toHaveValue('12');
    await user.clear(reminder);
    await user.type(reminder, '0');
    const limit = within(form).getByRole('textbox', { name: /No-show limit/ });
    expect(limit).toHaveValue(String(DEFAULT_RESERVATION_SETTINGS.noShowLimit));
    await user.clear(limit);
    await user.type(limit, '3');
    await user.click(within(form).getByRole('button', { name: 'Save booking rules' }));
    expect(await within(form).findByText('Booking rules saved.')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/reservation-settings')?.body).toMatchObject({
      reminderHoursBefore: 0,
      noShowLimit: 3,
    });
  });

  it('shows the rows’ and the server’s messages on their fields', async () => {
    const api = serve({
      'PUT /api/admin/reservation-settings': {
        status: 422,
        body: errorBody(422, 'Unprocessable Entity', 'Please correct the highlighted fields.', {
          maxDaysAhead: 'Enter a whole number of days from 1 to 180.',
        }),
      },
    });
    const { user } = await openScreen();
    const form = await screen.findByRole('form', { name: 'Booking rules' });
    // Two rows for the same party size: refused before sending.
    const second = within(form).getByRole('group', { name: 'Sitting 2' });
    const people = within(second).getByRole('textbox', { name: 'Up to (people)' });
    await user.clear(people);
    await user.type(people, '4');
    await user.click(within(form).getByRole('button', { name: 'Save booking rules' }));
    expect(
      await within(form).findByText(
        'Give one to ten sittings by party size, smallest first, each size once.',
      ),
    ).toBeInTheDocument();
    expect(api.sent().filter((line) => line.startsWith('PUT'))).toEqual([]);

    // Removing the row fixes it; the server's own message then lands on its field.
    await user.click(within(form).getByRole('button', { name: 'Remove sitting 2' }));
    await user.click(within(form).getByRole('button', { name: 'Save booking rules' }));
    expect(await within(form).findByText('Enter a whole number of days from 1 to 180.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Days ahead/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
