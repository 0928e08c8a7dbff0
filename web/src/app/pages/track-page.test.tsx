import { API } from '@app/shared/api-paths';
import { ORDER_KIND, ORDER_KINDS } from '@app/shared/order-kind';
import { RESTAURANT_INFO, trackedOrder } from '@test/fixtures';
import { renderRoutes, stubFetch } from '@test/render';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { otherPageRoutes } from '@/app/other-page-routes';

/**
 * The one tracking page, at each order kind's path as the app's routes serve it: /track for a menu
 * order, /track-buffet for a buffet order (spec sections 2, 5 and 8).
 */

const TITLES = { MENU: 'Track your order', BUFFET: 'Track your buffet order' } as const;
const order = trackedOrder({ orderItems: [{ name: 'Green Curry Chicken', quantity: 2, unitPrice: 24.5 }] });

function stubServer(kind: (typeof ORDER_KINDS)[number], track: { status?: number; body: unknown }) {
  const fetch = vi.fn(
    stubFetch({
      [API.restaurantInfoCurrent]: { body: RESTAURANT_INFO },
      [API.ordersTrackOf(kind)]: track,
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe.each(ORDER_KINDS)('the tracking page of a %s order', (kind) => {
  const page = ORDER_KIND[kind].trackPage;
  afterEach(() => vi.unstubAllGlobals());

  it(`is at ${page}: its title, the order fetched from its kind's path`, async () => {
    const fetch = stubServer(kind, { body: order });
    renderRoutes(otherPageRoutes, { path: `${page}?orderId=${order.id}&email=anna%40example.ch` });
    expect(await screen.findByRole('heading', { level: 1, name: TITLES[kind] })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: `Order ${order.id}` });
    expect(card).toHaveTextContent('2 x Green Curry ChickenCHF 24.50');
    expect(fetch).toHaveBeenCalledWith(
      `${API.ordersTrackOf(kind)}?orderId=${order.id}&email=anna%40example.ch`,
      expect.objectContaining({ method: 'GET', credentials: 'omit' }),
    );
    await waitFor(() => expect(document.title).toBe(`${TITLES[kind]} | ${RESTAURANT_INFO.name}`));
  });

  it('asks for both orderId and email in the link, and asks the server nothing', async () => {
    const fetch = stubServer(kind, { body: order });
    renderRoutes(otherPageRoutes, { path: `${page}?orderId=${order.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: TITLES[kind] })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing orderId or email in the link.');
    const asked = fetch.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.startsWith(API.ordersTrackOf(kind)))).toEqual([]);
  });

  it("shows the server's message when the order is not found", async () => {
    const message = kind === 'MENU' ? 'Could not find your order.' : 'Could not find your buffet order.';
    stubServer(kind, { status: 404, body: { status: 404, error: 'Not Found', message } });
    renderRoutes(otherPageRoutes, { path: `${page}?orderId=nope&email=anna%40example.ch` });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
