import type { TGuests } from '@app/shared/staff-entry';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { adminOrder, buffetItem, CUSTOMER_INFO, menuItem } from '@test/fixtures';
import { renderWithProviders } from '@test/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printOrderOnce } from '@/features/receipts/public';
import { NewOrderScreen } from './new-order-screen';

vi.mock('@/features/receipts/public', () => ({ printOrderOnce: vi.fn(async () => 'downloaded') }));

const maki = menuItem({ id: 12, foodItemId: 112, name: 'Lachs Maki', price: 8.5 });
const padThai = menuItem({ id: 21, foodItemId: 121, name: 'Pad Thai', price: 19.9 });
const ramen = menuItem({ id: 5, foodItemId: 105, name: 'Ramen', soldOutToday: true });
const sushiBox = buffetItem({ id: 40, foodItemId: 140, name: 'Sushi box', price: 15 });
const curry = menuItem({
  id: 30,
  foodItemId: 130,
  name: 'Green Curry',
  price: 21,
  optionGroups: [
    {
      id: 1,
      name: 'Protein',
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: 11, name: 'Chicken', priceDelta: 0, available: true },
        { id: 12, name: 'Beef', priceDelta: 3, available: true },
        { id: 13, name: 'Prawns', priceDelta: 4, available: false },
      ],
    },
    {
      id: 2,
      name: 'Extras',
      minChoices: 0,
      maxChoices: 2,
      options: [{ id: 21, name: 'Egg', priceDelta: 2, available: true }],
    },
  ],
});

const GUESTS: TGuests = {
  guests: [
    {
      customerInfo: { ...CUSTOMER_INFO, phone: '+41 79 123 45 67' },
      orderCount: 4,
      lastOrders: [
        {
          id: 'G1',
          kind: 'MENU',
          orderNumber: 31,
          createdAt: '2026-11-20T18:00:00+01:00',
          orderType: 'TAKEAWAY',
          paymentMethod: 'CASH',
          totalPrice: 36.9,
          items: [
            { menuItemId: 21, buffetItemId: null, name: 'Pad Thai', quantity: 1 },
            { menuItemId: 12, buffetItemId: null, name: 'Lachs Maki', quantity: 2 },
            { menuItemId: 77, buffetItemId: null, name: 'Old special', quantity: 1 },
          ],
        },
      ],
    },
  ],
};

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/menu-items': { body: [maki, padThai, ramen] },
    'GET /api/buffet-items': { body: [sushiBox] },
    'GET /api/admin/food-items': {
      body: [
        {
          id: 112,
          name: 'Lachs Maki',
          description: '',
          translations: { fr: { name: 'Maki au saumon', description: '' } },
        },
      ],
    },
    'GET /api/admin/guests': { body: { guests: [] } },
    'POST /api/admin/orders': () => ({ status: 201, body: adminOrder({ orderNumber: 57, id: 'N57' }) }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function open(path = '/admin/new-order') {
  renderWithProviders(<NewOrderScreen />, { path });
  await screen.findByRole('button', { name: /Lachs Maki, CHF [^,]+, add$/ });
}

const search = () => screen.getByRole('searchbox', { name: 'Search by name or number' });
const cart = () => screen.getByRole('list', { name: 'Order' });

describe('the phone order screen', { timeout: 30_000 }, () => {
  beforeEach(() => vi.mocked(printOrderOnce).mockClear());
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('offers only the order types the restaurant takes: a restaurant that only delivers', async () => {
    serve({
      'GET /api/admin/order-settings': {
        body: {
          cardFeePercent: 2.6,
          twintFeePercent: 0,
          asapMinutes: { DELIVERY: 45, TAKEAWAY: 45 },
          orderTypes: { DELIVERY: true, TAKEAWAY: false },
          readyNotice: 'OFF',
          promoWithSale: false,
        },
      },
    });
    await open();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked());
    expect(screen.queryByRole('radio', { name: 'Takeaway' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Street/ })).toBeInTheDocument();
  });

  it('searches by name and number, adds with a tap and steps quantities', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    await open();
    expect(screen.getByRole('button', { name: '#5 Ramen: Sold out today' })).toBeDisabled();

    await user.type(search(), 'saumon');
    expect(
      screen.getAllByRole('button', { name: /, add$/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['#12 Lachs Maki, CHF 8.50, add']);
    await user.clear(search());
    await user.type(search(), 'pizza');
    expect(screen.getByText('No items match')).toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), '21');
    await user.click(screen.getByRole('button', { name: '#21 Pad Thai, CHF 19.90, add' }));
    await user.clear(search());
    // Enter adds the first match.
    await user.type(search(), '#12{Enter}');
    await user.click(screen.getByRole('button', { name: 'One Lachs Maki more' }));

    expect(within(cart()).getByText('Quantity of Lachs Maki: 2')).toBeInTheDocument();
    expect(screen.getByTestId('new-order-subtotal')).toHaveTextContent('CHF 36.90');
    await user.click(screen.getByRole('button', { name: 'One Pad Thai less' }));
    expect(within(cart()).queryByText(/Pad Thai/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Lachs Maki' }));
    expect(screen.getByText('No items yet: tap an item to add it.')).toBeInTheDocument();
  });

  it('places the order CONFIRMED with an idempotency key, prints it and starts afresh', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: /Lachs Maki, CHF [^,]+, add$/ }));
    await user.click(screen.getByRole('button', { name: /Lachs Maki, CHF [^,]+, add$/ }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '079 000 11 22');
    await user.click(screen.getByRole('radio', { name: 'TWINT' }));
    // A double tap sends one order.
    const place = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(place);
    fireEvent.click(place);

    expect(await screen.findByText(/Order #57 was placed/)).toBeInTheDocument();
    expect(api.sent().filter((call) => call === 'POST /api/admin/orders')).toHaveLength(1);
    const sent = api.last('POST', '/api/admin/orders');
    expect(sent?.body).toEqual({
      customerInfo: {
        firstName: 'Nora',
        lastName: '',
        phone: '079 000 11 22',
        email: '',
        address: { street: '', streetNo: '', plz: '', city: '' },
      },
      orderType: 'TAKEAWAY',
      specialInstructions: null,
      paymentMethod: 'TWINT',
      asap: true,
      status: 'CONFIRMED',
      items: [{ menuItemId: 12, quantity: 2 }],
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(printOrderOnce).toHaveBeenCalledWith(expect.objectContaining({ id: 'N57', orderNumber: 57 }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(screen.getByText('No items yet: tap an item to add it.')).toBeInTheDocument();
  });

  it('checks the fields first, then shows the server’s field errors under them', async () => {
    const api = serve({
      'POST /api/admin/orders': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Invalid order', { 'customerInfo.phone': 'Not a phone number' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Required');
    expect(api.last('POST', '/api/admin/orders')).toBeUndefined();
    // The first field to fix has the focus.
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Lachs Maki, CHF [^,]+, add$/ }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
        'Not a phone number',
      ),
    );
  });

  it('sends the promo code and the gift voucher with the order, and shows a refused voucher at its field', async () => {
    const api = serve({
      'POST /api/admin/orders': {
        status: 422,
        body: {
          ...errorBody(422, 'Unprocessable Entity', 'Nothing is left on this voucher.'),
          code: 'VOUCHER_EMPTY',
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: /Lachs Maki, CHF [^,]+, add$/ }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '079 000 11 22');
    await user.type(screen.getByRole('textbox', { name: 'Promo code (optional)' }), 'summer10');
    await user.type(
      screen.getByRole('textbox', { name: 'Gift voucher code (optional)' }),
      'k7qm-4xrt-9bwe-h2pd',
    );

    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const voucher = screen.getByRole('textbox', { name: 'Gift voucher code (optional)' });
    await waitFor(() => expect(voucher).toHaveAccessibleDescription('Nothing is left on this voucher.'));
    expect(api.last('POST', '/api/admin/orders')?.body).toMatchObject({
      promoCode: 'SUMMER10',
      voucherCode: 'K7QM4XRT9BWEH2PD',
    });
    // Nothing was placed: the details stay for the next try.
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Nora');
  });

  it('offers "Place anyway" after a refusal and sends the reason as override', async () => {
    let attempts = 0;
    const api = serve({
      'POST /api/admin/orders': (request) => {
        attempts += 1;
        if (!(request.body as { override?: unknown }).override) {
          return {
            status: 400,
            body: {
              ...errorBody(400, 'Bad Request', 'We currently do not deliver to this address.', {
                'customerInfo.plz': 'We currently do not deliver to this address.',
              }),
              code: 'DELIVERY_AREA',
            },
          };
        }
        return { status: 201, body: adminOrder({ orderNumber: 58, id: 'N58', orderType: 'DELIVERY' }) };
      },
    });
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: /Pad Thai, CHF [^,]+, add$/ }));
    await user.click(screen.getByRole('button', { name: /Pad Thai, CHF [^,]+, add$/ }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '079 000 11 22');
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Weg');
    await user.type(screen.getByRole('textbox', { name: 'No.' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '8000');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Zürich');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await screen.findByRole('button', { name: 'Place anyway' });
    expect(screen.getAllByText('We currently do not deliver to this address.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'PLZ' })).toHaveAccessibleDescription(
      'We currently do not deliver to this address.',
    );
    expect(screen.getByRole('textbox', { name: 'Reason for the exception' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Place anyway' }));
    expect(attempts).toBe(1);
    expect(screen.getByRole('textbox', { name: 'Reason for the exception' })).toHaveAccessibleDescription(
      /at least 3 characters/,
    );
    await user.type(screen.getByRole('textbox', { name: 'Reason for the exception' }), 'Regular guest');
    await user.click(screen.getByRole('button', { name: 'Place anyway' }));

    expect(await screen.findByText(/Order #58 was placed/)).toBeInTheDocument();
    const sent = api.last('POST', '/api/admin/orders');
    expect(sent?.body).toMatchObject({
      orderType: 'DELIVERY',
      override: { reason: 'Regular guest' },
      customerInfo: { address: { street: 'Weg', streetNo: '1', plz: '8000', city: 'Zürich' } },
      items: [{ menuItemId: 21, quantity: 2 }],
    });
    const keys = api.calls
      .filter((c) => c.method === 'POST' && c.path === '/api/admin/orders')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
  });

  it('finds a returning guest by phone, fills the details and re-orders into the cart', async () => {
    const api = serve({
      'GET /api/admin/guests': (request) => ({
        body: request.query.get('q') === '079 123' ? GUESTS : { guests: [] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await open();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '079 123');
    const use = await screen.findByRole('button', { name: 'Use details of Nora Test' });
    expect(screen.getByText('1 returning guest')).toBeInTheDocument();
    expect(screen.getByText('4 orders')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/admin/guests').map((c) => c.query.get('q'))).toEqual([
      '079 123',
    ]);

    await user.click(use);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Nora');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Test');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+41 79 123 45 67');
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveValue('nora@example.ch');
    expect(screen.queryByRole('button', { name: 'Use details of Nora Test' })).not.toBeInTheDocument();

    // Typed again: the list comes back, and the re-order fills the cart.
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '079 123');
    await user.click(await screen.findByRole('button', { name: 'Re-order order #31' }));
    expect(within(cart()).getByText('Quantity of Lachs Maki: 2')).toBeInTheDocument();
    expect(within(cart()).getByText('Quantity of Pad Thai: 1')).toBeInTheDocument();
    expect(screen.getByText('No longer on the menu, skipped: Old special')).toBeInTheDocument();
  });

  it('says when the items could not be loaded and tries again', async () => {
    let fail = true;
    serve({
      'GET /api/menu-items': () =>
        fail
          ? { status: 500, body: errorBody(500, 'Internal Server Error', 'Server error') }
          : { body: [maki] },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewOrderScreen />, { path: '/admin/new-order' });
    expect(await screen.findByText('Failed to load the items')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Lachs Maki, CHF [^,]+, add$/ })).toBeEnabled();
  });

  it('starts with the buffet from ?kind=buffet and places a buffet order', async () => {
    const api = serve({
      'POST /api/admin/buffet-orders': {
        status: 201,
        body: adminOrder({ kind: 'BUFFET', orderNumber: 9, id: 'B9' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NewOrderScreen />, { path: '/admin/new-order?kind=buffet' });
    await user.click(await screen.findByRole('button', { name: /Sushi box, CHF [^,]+, add$/ }));
    expect(screen.getByRole('radio', { name: 'Buffet' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '079 000 11 22');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/Order #9 was placed/)).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/buffet-orders')?.body).toMatchObject({
      items: [{ buffetItemId: 40, quantity: 1 }],
    });
    expect(screen.getByRole('radio', { name: 'Buffet' })).toBeChecked();
  });
  it('asks for the options of a dish that has them, by the shared rule, and sends their ids', async () => {
    const api = serve({ 'GET /api/menu-items': { body: [maki, curry] } });
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: '#30 Green Curry, CHF 21.00, choose options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Options for Green Curry' });
    // A sold-out option is shown, not offered.
    expect(within(dialog).getByRole('radio', { name: /Prawns/ })).toBeDisabled();

    // The required protein is missing: said under its group, nothing added.
    await user.click(within(dialog).getByRole('button', { name: 'Add to order' }));
    expect(await within(dialog).findByText('Choose one.')).toBeInTheDocument();
    expect(screen.getByText('No items yet: tap an item to add it.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Beef/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Egg/ }));
    expect(within(dialog).getByText('CHF 26.00 each')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The line shows its options under the dish, with their prices, and is priced with them.
    const options = within(cart()).getByRole('list', { name: 'Options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['– Beef + CHF 3.00', '– Egg + CHF 2.00']);
    expect(screen.getByTestId('new-order-subtotal')).toHaveTextContent('CHF 26.00');
    expect(
      within(cart()).getByRole('button', { name: 'One Green Curry (Beef, Egg) more' }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '079 000 11 22');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/Order #57 was placed/)).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/orders')?.body).toMatchObject({
      items: [{ menuItemId: 30, quantity: 1, options: [12, 21] }],
    });
  });
});
