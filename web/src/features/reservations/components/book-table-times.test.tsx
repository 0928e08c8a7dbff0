import type { TAvailability } from '@app/shared/reservation-settings';
import type { TReservation } from '@app/shared/reservations';
import { clearCookie } from '@test/cookies';
import { fakeApi, type TFakeRequest, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A restaurant with tables: only the times a table is free for the party can be booked online. */

const DAY = '2030-05-10';

function created(body: Partial<TReservation> = {}): TReservation {
  return {
    id: 'k7q2m9x4p3w8z6r5',
    customerInfo: {
      firstName: 'Nora',
      lastName: 'Test',
      email: 'nora@example.ch',
      phone: '+41 79 000 11 22',
      address: { street: '', streetNo: '', plz: '', city: '' },
    },
    reservationDateTime: '2030-05-10T16:30:00.000Z',
    numberOfPeople: 4,
    specialRequests: null,
    status: 'REQUESTED',
    overCapacity: false,
    createdAt: '2026-11-23T14:00:00.000Z',
    enteredBy: null,
    ...body,
  };
}

/** Free times by party size on DAY; none on other days. */
function tables(byPeople: (people: number) => Partial<TAvailability>): TFakeRoute {
  return (request: TFakeRequest) => {
    const people = Number(request.query.get('people'));
    const answer = request.query.get('date') === DAY ? byPeople(people) : {};
    return { body: { times: [], managed: true, callUs: false, ...answer } };
  };
}

function serve(availability: TFakeRoute, post: TFakeRoute = { status: 201, body: created() }) {
  const api = fakeApi({
    'POST /api/reservations': post,
    'GET /api/reservations/availability': availability,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input,textarea,select' });
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function openForm() {
  renderApp('/reservation');
  await screen.findByRole('heading', { level: 1, name: 'Book a Table' }, { timeout: 5_000 });
  change('First name', 'Nora');
  change('Last name', 'Test');
  change('Email', 'nora@example.ch');
  change('Phone', '+41 79 000 11 22');
  return userEvent.setup({ delay: null });
}

const freeTimes = () => screen.findByRole('group', { name: 'Free times' });
const submit = () => screen.getByRole('button', { name: 'Request reservation' });

describe('Book a Table with tables', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('offers the free times of the day for the party, and books the one chosen at once', async () => {
    const api = serve(
      tables((people) => ({ times: people <= 4 ? ['18:00', '18:30', '21:00'] : ['21:00'] })),
      { status: 201, body: created({ status: 'CONFIRMED' }) },
    );
    const user = await openForm();
    change('Date', DAY);
    change('Number of people', '4');

    const group = await freeTimes();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['18:00', '18:30', '21:00']);
    // No list of the whole day beside it.
    expect(screen.queryByRole('combobox', { name: 'Time' })).not.toBeInTheDocument();
    expect(api.last('GET', '/api/reservations/availability')?.query.toString()).toBe(`date=${DAY}&people=4`);

    // A bigger party: other times.
    change('Number of people', '6');
    expect(await within(await freeTimes()).findAllByRole('radio')).toHaveLength(1);
    change('Number of people', '4');
    await within(await freeTimes()).findByRole('radio', { name: '18:30' });

    await user.click(screen.getByRole('radio', { name: '18:30' }));
    expect(screen.getByRole('radio', { name: '18:30' })).toBeChecked();
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toHaveFocus();
    expect(screen.getByText(/The confirmation is on its way to/)).toBeInTheDocument();
    expect(api.last('POST', '/api/reservations')?.body).toMatchObject({
      reservationDateTime: `${DAY}T18:30:00`,
      numberOfPeople: 4,
    });
  });

  it('asks for one of the free times before sending', async () => {
    const api = serve(tables(() => ({ times: ['18:00', '18:30'] })));
    const user = await openForm();
    change('Date', DAY);
    await within(await freeTimes()).findByRole('radio', { name: '18:00' });
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    expect(screen.getByText('Choose one of the free times')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '18:00' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent().filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('says so when no table is free that day, with the phone', async () => {
    const api = serve(tables(() => ({ times: [] })));
    const user = await openForm();
    change('Date', DAY);
    const group = await freeTimes();
    const note = await within(group).findByText(/No table free that day — choose another date or call us/);
    expect(within(note).getByRole('link', { name: '+41 62 212 34 56' })).toHaveAttribute(
      'href',
      'tel:+41622123456',
    );
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    expect(api.sent().filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('asks a party larger than the restaurant takes online to call', async () => {
    const api = serve(tables((people) => (people > 8 ? { callUs: true } : { times: ['18:00'] })));
    const user = await openForm();
    change('Date', DAY);
    change('Number of people', '10');
    const note = await screen.findByText(/Your party is too large to book online/);
    expect(within(note).getByRole('link', { name: '+41 62 212 34 56' })).toBeInTheDocument();
    expect(field('Number of people')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('group', { name: 'Free times' })).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    expect(api.sent().filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('keeps the whole day when the restaurant keeps no tables, or the question fails', async () => {
    serve({ status: 500, body: { status: 500, error: 'Internal Server Error', message: 'x' } });
    await openForm();
    change('Date', DAY);
    expect(await screen.findByRole('combobox', { name: 'Time' })).toBeInTheDocument();
    expect(within(field('Time')).getAllByRole('option')).toHaveLength(288);
    expect(screen.queryByRole('group', { name: 'Free times' })).not.toBeInTheDocument();
  });
});
