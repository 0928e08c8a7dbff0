import { API } from '@app/shared/api-paths';
import { errorBody, fakeApi } from '@test/fake-api';
import { renderRoutes } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackedOrderView } from './tracked-order-view';

function renderTrack() {
  return renderRoutes(
    [
      { path: '/track', element: <TrackedOrderView kind="MENU" orderId={null} email={null} /> },
      { path: '/track-buffet', element: <p>buffet tracking page</p> },
    ],
    { path: '/track' },
  );
}

describe('/track without a link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds the order by number and email and goes to its tracking page', async () => {
    const api = fakeApi({
      [`POST ${API.ordersLookup}`]: { body: { orderId: 'abcdefgh23456789', kind: 'BUFFET' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderTrack();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(screen.getByLabelText(/Order number/), '#12');
    await userEvent.type(screen.getByLabelText(/Email/), 'anna@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByText('buffet tracking page')).toBeInTheDocument();
    expect(api.last('POST', API.ordersLookup)?.body).toEqual({ orderNumber: 12, email: 'anna@example.ch' });
  });

  it('says the same thing for an unknown number and a wrong email', async () => {
    const api = fakeApi({
      [`POST ${API.ordersLookup}`]: {
        status: 404,
        body: errorBody(404, 'Not Found', 'Could not find your order.'),
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderTrack();
    await userEvent.type(screen.getByLabelText(/Order number/), '12');
    await userEvent.type(screen.getByLabelText(/Email/), 'eve@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an order with this number and email address.',
    );
  });

  it('says when no answer came, rather than that the order does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderTrack();
    await userEvent.type(screen.getByLabelText(/Order number/), '12');
    await userEvent.type(screen.getByLabelText(/Email/), 'anna@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('We could not find an order');
    expect(alert).toHaveTextContent('Could not reach the server.');
  });

  it('asks for digits before asking the server', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderTrack();
    await userEvent.type(screen.getByLabelText(/Order number/), 'abc');
    await userEvent.type(screen.getByLabelText(/Email/), 'anna@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the order number (digits only)');
    expect(api.last('POST', API.ordersLookup)).toBeUndefined();
  });
});
