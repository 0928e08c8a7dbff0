import type { TReservationCreated } from '@app/shared/reservation-guarantee';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutoffValues } from './guarantee-policy';

const CODE = 'k7q2m9x4p3w8z6r5';
const LATER = '2030-05-10T19:30';
const SECRET = 'seti_sim_abc_secret_xyz';

const created = (people: number, withCard: boolean): TReservationCreated => ({
  id: CODE,
  customerInfo: {
    firstName: 'Nora',
    lastName: 'Test',
    email: 'nora@example.ch',
    phone: '+41 79 000 11 22',
    address: { street: '', streetNo: '', plz: '', city: '' },
  },
  reservationDateTime: '2030-05-10T17:30:00.000Z',
  numberOfPeople: people,
  specialRequests: null,
  status: 'REQUESTED',
  overCapacity: false,
  createdAt: '2026-11-23T14:00:00.000Z',
  enteredBy: null,
  ...(withCard
    ? {
        guarantee: {
          provider: 'simulated',
          clientSecret: SECRET,
          setupIntentId: 'seti_sim_abc',
          feePerPerson: 30,
        },
      }
    : {}),
});

/** The opening hours' times, and a card guarantee from 8 people: CHF 30.00 each, 2 hours' cut-off. */
const AVAILABILITY: TFakeRoute = {
  body: {
    times: ['19:30'],
    managed: false,
    callUs: false,
    guarantee: { fromPeople: 8, feePerPerson: 30, cancelCutoffMinutes: 120 },
  },
};

function serve(people: number, confirm: TFakeRoute) {
  const api = fakeApi({
    'POST /api/reservations': { status: 201, body: created(people, people >= 8) },
    'GET /api/reservations/availability': AVAILABILITY,
    'POST /api/payments/simulated/setup-confirm': confirm,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input,textarea,select' });
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function fill(people: number) {
  renderApp('/reservation');
  await screen.findByRole('heading', { level: 1, name: 'Book a Table' }, { timeout: 5_000 });
  change('First name', 'Nora');
  change('Last name', 'Test');
  change('Email', 'nora@example.ch');
  change('Phone', '+41 79 000 11 22');
  change('Number of people', String(people));
  change('Date', LATER.slice(0, 10));
  change('Time', LATER.slice(11, 16));
}

const POLICY =
  'For parties of 8 or more we ask for a card guarantee. Nothing is charged now; CHF 30.00 per person (CHF 240.00 for 8) is charged only if you do not come without cancelling at least 2 hours before.';

describe('the card guarantee on /reservation', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('says the cut-off in hours when whole, else in minutes', () => {
    expect(cutoffValues(120)).toEqual({ unit: 'hours', count: 2 });
    expect(cutoffValues(90)).toEqual({ unit: 'minutes', count: 90 });
    expect(cutoffValues(0)).toEqual({ unit: 'minutes', count: 0 });
  });

  it('is not mentioned to a smaller party', async () => {
    serve(4, { body: {} });
    await fill(4);
    await waitFor(() => expect(screen.queryByText(/card guarantee/)).not.toBeInTheDocument());
  });

  it('tells a party of 8 the policy, asks the card after the submit, then says the table is booked', async () => {
    const api = serve(8, { body: { guarantee: 'SAVED', reservationStatus: 'CONFIRMED' } });
    await fill(8);
    expect(await screen.findByText(POLICY)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Request reservation' }));

    expect(
      await screen.findByRole('heading', { name: 'Card guarantee' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    change('Card number', '4242424242424242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    change('Expiry', '12/34');
    change('CVC', '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toBeInTheDocument();
    const sent = api.calls.find((call) => call.path === '/api/payments/simulated/setup-confirm');
    expect(sent?.body).toEqual({
      clientSecret: SECRET,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
  });

  it('a declined card is said on the page and another may be tried', async () => {
    serve(8, { status: 402, body: errorBody(402, 'Payment Required', 'Your card was declined.') });
    await fill(8);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Request reservation' }));
    await screen.findByRole('heading', { name: 'Card guarantee' }, { timeout: 5_000 });
    change('Card number', '4000000000000002');
    change('Expiry', '12/34');
    change('CVC', '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    // The message takes the focus, so a screen reader says it.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled();
  });
});
