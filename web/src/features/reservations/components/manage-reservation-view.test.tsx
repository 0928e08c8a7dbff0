import type { TManagedReservation } from '@app/shared/reservation-manage';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The guest's private page of a booking, from the link in its emails. */

const TOKEN = '0123456789abcdef0123456789abcdef';
const DAY = '2030-05-10';
const API_PATH = `/api/reservations/manage/${TOKEN}`;

function booking(body: Partial<TManagedReservation> = {}): TManagedReservation {
  return {
    status: 'CONFIRMED',
    reservationDateTime: `${DAY}T19:00`,
    numberOfPeople: 4,
    customerFirstName: 'Nora',
    customerLastName: 'Test',
    specialRequests: null,
    canChange: true,
    changeUntil: '2030-05-10T15:00:00.000Z',
    restaurantPhone: '+41 62 212 34 56',
    ...body,
  };
}

function serve(routes: Record<string, TFakeRoute>) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function open() {
  renderApp(`/reservation/manage/${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Your booking' }, { timeout: 5_000 });
  return userEvent.setup({ delay: null });
}

describe('the guest’s booking page', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('shows the booking and moves it to a free time', async () => {
    const api = serve({
      [`GET ${API_PATH}`]: { body: booking() },
      [`GET ${API_PATH}/availability`]: { body: { times: ['19:00', '19:30'], managed: true, callUs: false } },
      [`PUT ${API_PATH}`]: { body: booking({ reservationDateTime: `${DAY}T19:30` }) },
    });
    const user = await open();
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('19:00')).toBeInTheDocument();
    expect(screen.getByText('4 people')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change booking' }));
    const times = await screen.findByRole('group', { name: 'Free times' });
    expect(api.last('GET', `${API_PATH}/availability`)?.query.toString()).toBe(`date=${DAY}&people=4`);
    await user.click(within(times).getByRole('radio', { name: '19:30' }));
    await user.click(screen.getByRole('button', { name: 'Save change' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your booking is changed.');
    expect(api.last('PUT', API_PATH)?.body).toEqual({
      reservationDateTime: `${DAY}T19:30`,
      numberOfPeople: 4,
    });
    expect(screen.getByText('19:30')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a change and keeps the form', async () => {
    const message = 'No table is free for that party at that time. Choose another time, or call us.';
    serve({
      [`GET ${API_PATH}`]: { body: booking() },
      [`GET ${API_PATH}/availability`]: { body: { times: ['19:00', '19:30'], managed: true, callUs: false } },
      [`PUT ${API_PATH}`]: {
        status: 409,
        body: { ...errorBody(409, 'Conflict', message), code: 'NO_TABLE' },
      },
    });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    await user.click(
      within(await screen.findByRole('group', { name: 'Free times' })).getByRole('radio', { name: '19:30' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Save change' })).toBeInTheDocument();
  });

  it('cancels after the guest confirms it', async () => {
    const api = serve({
      [`GET ${API_PATH}`]: { body: booking() },
      [`POST ${API_PATH}/cancel`]: { body: booking({ status: 'CANCELLED', canChange: false }) },
    });
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(/Your booking is cancelled\./)).toBeInTheDocument();
    expect(api.last('POST', `${API_PATH}/cancel`)).toBeDefined();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change booking' })).not.toBeInTheDocument();
  });

  it('after the cut-off offers the phone instead', async () => {
    serve({ [`GET ${API_PATH}`]: { body: booking({ canChange: false }) } });
    await open();
    expect(await screen.findByText(/Changes are now only possible by phone/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+41 62 212 34 56' })).toHaveAttribute(
      'href',
      'tel:+41622123456',
    );
    expect(screen.queryByRole('button', { name: 'Change booking' })).not.toBeInTheDocument();
  });

  it('says plainly when the link names no booking', async () => {
    serve({
      [`GET ${API_PATH}`]: {
        status: 404,
        body: {
          ...errorBody(404, 'Not Found', 'This booking link is not valid (any more).'),
          code: 'NOT_FOUND',
        },
      },
    });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not work (any more)');
  });
});
