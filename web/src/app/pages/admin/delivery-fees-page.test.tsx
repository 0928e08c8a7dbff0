import { DEFAULT_DELIVERY_ZONES, DEFAULT_ORDER_RULES, type TDeliveryZone } from '@app/shared/order-rules';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ADMIN = { 'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } };
const OLTEN = { id: 1, ...DEFAULT_DELIVERY_ZONES[0] } as TDeliveryZone;

function serve(routes: Record<string, TFakeRoute> = {}) {
  let zones: TDeliveryZone[] = [OLTEN];
  let settings = { ...DEFAULT_ORDER_RULES, readyNotice: 'OFF', promoWithSale: false };
  const api = fakeApi({
    ...ADMIN,
    'GET /api/admin/delivery-zones': () => ({ body: zones }),
    'PUT /api/admin/delivery-zones': (request) => {
      zones = (request.body as TDeliveryZone[]).map((zone, i) => ({ id: zone.id ?? 10 + i, ...zone }));
      return { body: zones };
    },
    'GET /api/admin/delivery-zones/history': { body: [] },
    'GET /api/admin/order-settings': () => ({ body: settings }),
    'PUT /api/admin/order-settings': (request) => {
      settings = request.body as typeof settings;
      return { body: settings };
    },
    'GET /api/admin/order-settings/history': {
      body: [
        {
          at: '2026-11-28T16:05:00Z',
          by: 'anna',
          before: DEFAULT_ORDER_RULES,
          after: { ...DEFAULT_ORDER_RULES, cardFeePercent: 3 },
        },
      ],
    },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openPage() {
  renderApp('/admin/delivery-fees');
  await screen.findByRole('heading', { level: 1, name: 'Delivery & Fees' }, { timeout: 5_000 });
  return {
    zones: await screen.findByRole('form', { name: 'Delivery zones' }, { timeout: 5_000 }),
    settings: await screen.findByRole('form', { name: 'Fees and times' }, { timeout: 5_000 }),
  };
}

// Whole-app renders driven by user events: slow on a busy machine.
describe('/admin/delivery-fees', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('adds a zone with a CHF 7 fee and saves the whole list', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    const { zones } = await openPage();
    expect(within(zones).getByRole('group', { name: 'Olten' })).toBeInTheDocument();

    await user.click(within(zones).getByRole('button', { name: 'Add zone' }));
    const zone = within(zones).getByRole('group', { name: 'New zone' });
    await user.type(within(zone).getByRole('textbox', { name: 'Postcodes' }), '4614, 4615');
    await user.clear(within(zone).getByRole('textbox', { name: 'Delivery fee (CHF)' }));
    await user.type(within(zone).getByRole('textbox', { name: 'Delivery fee (CHF)' }), '7');
    await user.type(within(zone).getByRole('textbox', { name: 'Name' }), 'Hägendorf');
    await user.click(within(zones).getByRole('button', { name: 'Save zones' }));

    expect(await within(zones).findByRole('status')).toHaveTextContent('Delivery zones saved.');
    expect(api.last('PUT', '/api/admin/delivery-zones')?.body).toEqual([
      { ...DEFAULT_DELIVERY_ZONES[0], id: 1 },
      {
        name: 'Hägendorf',
        postcodes: ['4614', '4615'],
        deliveryFee: 7,
        minimumOrder: 0,
        freeDeliveryFrom: null,
        extraMinutes: 0,
      },
    ]);
    expect(within(zones).getByRole('group', { name: 'Hägendorf' })).toBeInTheDocument();
  });

  it("shows the server's refusal under the postcodes of the zone it names, and sends nothing wrong", async () => {
    const api = serve({
      'PUT /api/admin/delivery-zones': {
        status: 422,
        body: errorBody(422, 'Unprocessable Entity', 'Postcode 4600 is in more than one zone.', {
          '0.postcodes.0': 'Postcode 4600 is in more than one zone.',
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    const { zones } = await openPage();
    const olten = within(zones).getByRole('group', { name: 'Olten' });
    await user.clear(within(olten).getByRole('textbox', { name: 'Minimum order (CHF)' }));
    await user.type(within(olten).getByRole('textbox', { name: 'Minimum order (CHF)' }), 'thirty');
    await user.click(within(zones).getByRole('button', { name: 'Save zones' }));
    expect(
      await within(olten).findByText('Enter an amount from 0 to 99999.99 with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(within(olten).getByRole('textbox', { name: 'Minimum order (CHF)' })).toHaveFocus();
    expect(api.last('PUT', '/api/admin/delivery-zones')).toBeUndefined();

    await user.clear(within(olten).getByRole('textbox', { name: 'Minimum order (CHF)' }));
    await user.type(within(olten).getByRole('textbox', { name: 'Minimum order (CHF)' }), '35');
    await user.click(within(zones).getByRole('button', { name: 'Save zones' }));
    expect(await within(olten).findByText('Postcode 4600 is in more than one zone.')).toBeInTheDocument();
    expect(within(zones).getByRole('alert')).toHaveTextContent('Postcode 4600 is in more than one zone.');
  });

  it('turns delivery off, and shows who changed the fees before', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    const { settings } = await openPage();
    expect(await screen.findByText(/anna:/)).toBeInTheDocument();
    expect(screen.getByText('card fee 2.6% → 3%')).toBeInTheDocument();

    await user.click(within(settings).getByRole('switch', { name: 'Delivery' }));
    await user.click(within(settings).getByRole('switch', { name: 'Takeaway' }));
    await user.click(within(settings).getByRole('button', { name: 'Save fees and times' }));
    expect(
      await within(settings).findByText('Keep at least one order type on: delivery or takeaway.'),
    ).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/order-settings')).toBeUndefined();

    await user.click(within(settings).getByRole('switch', { name: 'Takeaway' }));
    await user.click(within(settings).getByRole('button', { name: 'Save fees and times' }));
    expect(await within(settings).findByRole('status')).toHaveTextContent('Fees and times saved.');
    expect(api.last('PUT', '/api/admin/order-settings')?.body).toEqual({
      ...DEFAULT_ORDER_RULES,
      orderTypes: { DELIVERY: false, TAKEAWAY: true },
      readyNotice: 'OFF',
      promoWithSale: false,
    });
  });

  it('tells takeaway diners their order is ready, as chosen, and lists the change', async () => {
    const api = serve({
      'GET /api/admin/order-settings/history': {
        body: [
          {
            at: '2026-11-28T16:05:00Z',
            by: 'anna',
            before: { ...DEFAULT_ORDER_RULES, readyNotice: 'OFF' },
            after: { ...DEFAULT_ORDER_RULES, readyNotice: 'SMS' },
          },
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    const { settings } = await openPage();
    expect(await screen.findByText('ready notice Off → By SMS')).toBeInTheDocument();
    const notice = within(settings).getByLabelText('Tell takeaway diners their order is ready');
    expect(notice).toHaveValue('Off');
    expect(notice).toHaveAccessibleDescription(/^Once per order, when the kitchen display has finished/);
    await user.click(notice);
    await user.click(await screen.findByRole('option', { name: 'By email and SMS', hidden: true }));
    await user.click(within(settings).getByRole('button', { name: 'Save fees and times' }));
    expect(await within(settings).findByRole('status')).toHaveTextContent('Fees and times saved.');
    expect(api.last('PUT', '/api/admin/order-settings')?.body).toEqual({
      ...DEFAULT_ORDER_RULES,
      readyNotice: 'EMAIL_AND_SMS',
      promoWithSale: false,
    });
  });

  it('lets promo codes apply during a sale, and lists the change', async () => {
    const api = serve({
      'GET /api/admin/order-settings/history': {
        body: [
          {
            at: '2026-11-28T16:05:00Z',
            by: 'anna',
            before: { ...DEFAULT_ORDER_RULES, readyNotice: 'OFF', promoWithSale: true },
            after: { ...DEFAULT_ORDER_RULES, readyNotice: 'OFF', promoWithSale: false },
          },
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    const { settings } = await openPage();
    expect(await screen.findByText('promo codes during a sale on → off')).toBeInTheDocument();
    const promo = within(settings).getByRole('switch', { name: 'Promo codes also apply during a sale' });
    expect(promo).not.toBeChecked();
    expect(promo).toHaveAccessibleDescription(/^Off: while a sale runs, a promo code is refused/);
    await user.click(promo);
    await user.click(within(settings).getByRole('button', { name: 'Save fees and times' }));
    expect(await within(settings).findByRole('status')).toHaveTextContent('Fees and times saved.');
    expect(api.last('PUT', '/api/admin/order-settings')?.body).toEqual({
      ...DEFAULT_ORDER_RULES,
      readyNotice: 'OFF',
      promoWithSale: true,
    });
    expect(
      within(settings).getByRole('switch', { name: 'Promo codes also apply during a sale' }),
    ).toBeChecked();
  });
});
