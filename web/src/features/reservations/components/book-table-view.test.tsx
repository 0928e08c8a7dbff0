import type { TReservation } from '@app/shared/reservations';
import { notifications } from '@mantine/notifications';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultReservationDateTime } from '@/features/reservations/reservation-form';

const CODE = 'k7q2m9x4p3w8z6r5';
const LATER = '2030-05-10T19:30';

function created(body: Partial<TReservation> = {}): TReservation {
  return {
    id: CODE,
    customerInfo: {
      firstName: 'Nora',
      lastName: 'Test',
      email: 'nora@example.ch',
      phone: '+41 79 000 11 22',
      address: { street: '', streetNo: '', plz: '', city: '' },
    },
    reservationDateTime: '2030-05-10T17:30:00.000Z',
    numberOfPeople: 4,
    specialRequests: null,
    status: 'REQUESTED',
    overCapacity: false,
    createdAt: '2026-11-23T14:00:00.000Z',
    enteredBy: null,
    ...body,
  };
}

/** A restaurant without tables: the opening hours' times, staff confirm every request (today's flow). */
const UNMANAGED = { body: { times: ['18:00', '18:15'], managed: false, callUs: false } };

function serve(post: TFakeRoute = { status: 201, body: created() }, availability: TFakeRoute = UNMANAGED) {
  const api = fakeApi({
    'POST /api/reservations': post,
    'GET /api/reservations/availability': availability,
  });
  vi.stubGlobal('fetch', api.fetch);
  return {
    ...api,
    /** What was sent apart from the questions about free times. */
    posted: () => api.sent().filter((line) => !line.endsWith('/availability')),
  };
}

async function openForm() {
  const view = renderApp('/reservation');
  await screen.findByRole('heading', { level: 1, name: 'Book a Table' }, { timeout: 5_000 });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input,textarea,select' });

const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The day and the time from the list, as 'YYYY-MM-DDTHH:mm'. */
function chooseWhen(text: string) {
  change('Date', text.slice(0, 10));
  change('Time', text.slice(11, 16));
}

/** Typing every key is slow on a busy machine; the people input is typed where it matters. */
function fillValid() {
  change('First name', 'Nora');
  change('Last name', 'Test');
  change('Email', 'nora@example.ch');
  change('Phone', '+41 79 000 11 22');
  change('Number of people', '4');
  chooseWhen(LATER);
}

const submit = () => screen.getByRole('button', { name: 'Request reservation' });

describe('Book a Table', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('starts with 2 people and now rounded up to the next 5 minutes', async () => {
    serve();
    const before = defaultReservationDateTime(new Date());
    await openForm();
    const after = defaultReservationDateTime(new Date());
    expect(field('Number of people')).toHaveValue('2');
    const shown = `${(field('Date') as HTMLInputElement).value}T${(field('Time') as HTMLSelectElement).value}`;
    expect([before, after]).toContain(shown);
    // The times come in 5-minute steps, the whole day: a phone's picker cannot offer 19:03.
    const times = within(field('Time'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(times).toHaveLength(288);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
    expect(times.every((time) => Number(time?.slice(3)) % 5 === 0)).toBe(true);
  });

  it('names every missing field and sends nothing', async () => {
    const api = serve();
    const { user } = await openForm();
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getByText('Valid email required')).toBeInTheDocument();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveFocus();
    expect(api.posted()).toEqual([]);
  });

  it('refuses a bad email, a time in the past and an emptied people count', async () => {
    const api = serve();
    const { user } = await openForm();
    fillValid();
    change('Email', 'nora@example');
    await user.clear(field('Number of people'));
    // 0 cannot be entered: the input keeps only 1 to 20.
    await user.type(field('Number of people'), '0');
    expect(field('Number of people')).toHaveValue('');
    chooseWhen('2020-01-01T12:00');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    expect(screen.getByText('Valid email required')).toBeInTheDocument();
    expect(screen.getByText('Choose a future time')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 1')).toBeInTheDocument();
    expect(api.posted()).toEqual([]);

    // Fixing a field clears its message.
    await user.type(field('Number of people'), '4');
    expect(field('Number of people')).toHaveValue('4');
    expect(screen.queryByText('Must be at least 1')).not.toBeInTheDocument();
  });

  it('keeps 25 people as typed, offers the phone for the group and books nothing else', async () => {
    const api = serve();
    const { user } = await openForm();
    fillValid();
    await user.clear(field('Number of people'));
    await user.type(field('Number of people'), '25');
    expect(field('Number of people')).toHaveValue('25');
    const note = await screen.findByText(/For groups over 20 please call us/);
    expect(within(note).getByRole('link', { name: '+41 62 212 34 56' })).toHaveAttribute(
      'href',
      'tel:+41622123456',
    );
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    expect(api.posted()).toEqual([]);
  });

  it('drops the summary once every highlighted field is fixed', async () => {
    serve();
    const { user } = await openForm();
    fillValid();
    change('First name', 'N'.repeat(300));
    change('Phone', '12');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    expect(screen.getByText('At most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number, e.g. 079 123 45 67')).toBeInTheDocument();
    change('First name', 'Nora');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    change('Phone', '079 123 45 67');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the request once, shows the tracking code and the 8 s toast', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const api = serve(() => new Promise((resolve) => (answer = resolve)));
    const show = vi.spyOn(notifications, 'show');
    const { user } = await openForm();
    fillValid();
    change('Special requests', '  Window seat please ');
    await user.dblClick(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    await user.click(submit());
    answer({ status: 201, body: created({ specialRequests: 'Window seat please' }) });

    const heading = await screen.findByRole('heading', { name: 'Reservation requested' });
    expect(heading).toHaveFocus();
    expect(api.posted()).toEqual(['POST /api/reservations']);
    expect(api.last('POST', '/api/reservations')?.body).toEqual({
      customerInfo: {
        firstName: 'Nora',
        lastName: 'Test',
        email: 'nora@example.ch',
        phone: '+41 79 000 11 22',
      },
      reservationDateTime: `${LATER}:00`,
      numberOfPeople: 4,
      specialRequests: 'Window seat please',
    });
    expect(screen.getByText('Your tracking code')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-code')).toHaveTextContent(CODE);
    expect(screen.getByRole('button', { name: 'Copy tracking code' })).toBeInTheDocument();
    expect(
      await screen.findByText("Reservation request sent! We'll email you when it's confirmed."),
    ).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: "Reservation request sent! We'll email you when it's confirmed.",
        autoClose: 8000,
      }),
    );

    // Another table: a fresh time and count, the contact details kept.
    await user.click(screen.getByRole('button', { name: 'Book another table' }));
    expect(field('First name')).toHaveValue('Nora');
    expect(field('Number of people')).toHaveValue('2');
    expect(field('Special requests')).toHaveValue('');
  });

  it("shows the server's field errors under their fields and keeps the input", async () => {
    const closed = 'We’re closed at that time. Next open: Tue, 24.11.2026, 11:00';
    serve({
      status: 400,
      body: errorBody(400, 'Bad Request', closed, {
        reservationDateTime: closed,
        'customerInfo.phone': 'Required',
      }),
    });
    const { user } = await openForm();
    fillValid();
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const when = field('Time');
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(when).toHaveAccessibleDescription(closed);
    expect(screen.getByText(closed)).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Nora');
    expect(when).toHaveValue(LATER.slice(11));
    expect(field('Date')).toHaveValue(LATER.slice(0, 10));
    expect(submit()).toBeEnabled();
  });

  it('sends the optional address (spec 5: not validated on the client) and shows its server errors', async () => {
    const api = serve({
      status: 400,
      body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', {
        'customerInfo.address.plz': 'Too long',
      }),
    });
    const { user } = await openForm();
    const address = screen.getByRole('group', { name: 'Address (optional)' });
    for (const label of ['Street', 'No.', 'PLZ', 'City']) {
      const input = within(address).getByLabelText(label);
      expect(input).not.toBeRequired();
      expect(input).toHaveValue('');
    }
    fillValid();
    change('Street', ' Hauptgasse ');
    change('No.', '12a');
    change('PLZ', '79539');
    change('City', 'Lörrach');
    await user.click(submit());

    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(field('PLZ')).toHaveAttribute('aria-invalid', 'true');
    expect(api.last('POST', '/api/reservations')?.body).toMatchObject({
      customerInfo: {
        firstName: 'Nora',
        address: { street: 'Hauptgasse', streetNo: '12a', plz: '79539', city: 'Lörrach' },
      },
    });
  });

  it("shows a refusal's own message when it names no field", async () => {
    const duplicate =
      'You have already requested a table for this time. We will email you when it is confirmed.';
    serve({ status: 409, body: errorBody(409, 'Conflict', duplicate) });
    const { user } = await openForm();
    fillValid();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(duplicate);
  });

  it('says the request failed on a server error, and the form is kept for another try', async () => {
    const log = vi.mocked(console.error).mockImplementation(() => {});
    const api = serve({ status: 500, body: errorBody(500, 'Internal Server Error', 'Something broke') });
    const { user } = await openForm();
    fillValid();
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit reservation. Please try again.');
    expect(within(alert).queryByText('Something broke')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(field('Email')).toHaveValue('nora@example.ch');
    expect(field('Number of people')).toHaveValue('4');

    api.route('POST /api/reservations', { status: 201, body: created() });
    await user.click(submit());
    expect(await screen.findByTestId('tracking-code')).toHaveTextContent(CODE);
  });
});
