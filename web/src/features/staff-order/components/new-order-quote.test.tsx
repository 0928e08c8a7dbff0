import { clearCookie } from '@test/cookies';
import { fakeApi, type TFakeRoute } from '@test/fake-api';
import { adminOrder, menuItem } from '@test/fixtures';
import { renderWithProviders } from '@test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewOrderScreen } from './new-order-screen';
import { printSentence } from './placed-notice';

/**
 * The phone order's live total (the server's quote, asked again as the order changes) and what the
 * placed order's line says of its print: "printed" only once a printer took it.
 */
const padThai = menuItem({ id: 21, foodItemId: 121, name: 'Pad Thai', price: 19.9 });

type TQuoteBody = {
  items: { menuItemId: number; quantity: number }[];
  orderType: string;
  paymentMethod: string;
  plz: string;
};

/** A stand-in for the server's pricing: 10 % off, CHF 5 delivery, 1.5 % TWINT fee. */
function quoteOf(body: TQuoteBody) {
  const subtotal = body.items.reduce((sum, item) => sum + item.quantity * 19.9, 0);
  const discountAmount = Math.round(subtotal * 10) / 100;
  const after = subtotal - discountAmount;
  const deliveryFee = body.orderType === 'DELIVERY' ? 5 : 0;
  const paymentFee = body.paymentMethod === 'TWINT' ? Math.round(after * 1.5) / 100 : 0;
  return {
    subtotal,
    discountPercent: 10,
    discountAmount,
    deliveryFee,
    deliveryFeeWaived: false,
    paymentFee,
    total: Math.round((after + deliveryFee + paymentFee) * 100) / 100,
    zoneFound: body.plz === '4600',
  };
}

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/menu-items': { body: [padThai] },
    'GET /api/buffet-items': { body: [] },
    'GET /api/admin/food-items': { body: [] },
    'GET /api/admin/guests': { body: { guests: [] } },
    'POST /api/admin/orders/quote': (request) => ({ body: quoteOf(request.body as TQuoteBody) }),
    'POST /api/admin/orders': () => ({
      status: 201,
      body: adminOrder({ orderNumber: 57, id: 'N57', printStatus: 'QUEUED' }),
    }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const PRINTER = {
  id: 1,
  name: 'Counter',
  host: '192.168.1.50',
  port: 9100,
  columns: 42,
  codePage: 'CP858',
  copies: ['KITCHEN', 'RECEIPT'],
  enabled: true,
  lastError: null,
  lastErrorAt: null,
  lastPrintedAt: null,
  pendingJobs: 0,
};

async function openWithPadThai() {
  renderWithProviders(<NewOrderScreen />, { path: '/admin/new-order' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /^(Add Pad Thai|#21 Pad Thai)/ }));
  return user;
}

const total = () => screen.getByTestId('new-order-total');

describe('the phone order’s total and print', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('shows the server’s total with discount and fees, asked again as the order changes', async () => {
    const api = serve();
    const user = await openWithPadThai();
    await waitFor(() => expect(total()).toHaveTextContent('TotalCHF 17.91'));
    expect(screen.getByText('Discount (10 %)')).toBeInTheDocument();
    expect(screen.getByText('− CHF 1.99')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'One Pad Thai more' }));
    await waitFor(() => expect(total()).toHaveTextContent('CHF 35.82'));
    await user.click(screen.getByRole('radio', { name: 'TWINT' }));
    await waitFor(() => expect(total()).toHaveTextContent('CHF 36.36'));
    expect(screen.getByText('TWINT fee')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    await waitFor(() => expect(total()).toHaveTextContent('CHF 41.36'));
    expect(screen.getByText('Delivery fee')).toBeInTheDocument();
    expect(
      screen.getByText('With the main zone’s delivery fee until the PLZ is entered.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '4600');
    await waitFor(() =>
      expect(
        screen.queryByText('With the main zone’s delivery fee until the PLZ is entered.'),
      ).not.toBeInTheDocument(),
    );
    expect(api.last('POST', '/api/admin/orders/quote')?.body).toEqual({
      orderType: 'DELIVERY',
      paymentMethod: 'TWINT',
      plz: '4600',
      items: [{ menuItemId: 21, quantity: 2 }],
    });
  });

  it('takes the gift voucher and the promo code off as the server quotes them, and says why one is not', async () => {
    const api = serve({
      'POST /api/admin/orders/quote': (request) => {
        const body = request.body as TQuoteBody & { promoCode?: string; voucherCode?: string };
        const quote = quoteOf(body);
        return {
          body: {
            ...quote,
            promoDiscount: 0,
            voucherAmount: body.voucherCode ? 10 : 0,
            amountDue: Math.round((quote.total - (body.voucherCode ? 10 : 0)) * 100) / 100,
            ...(body.promoCode ? { refusals: { promoCode: 'This promo code has expired.' } } : {}),
          },
        };
      },
    });
    const user = await openWithPadThai();
    await waitFor(() => expect(total()).toHaveTextContent('TotalCHF 17.91'));
    await user.type(screen.getByRole('textbox', { name: 'Gift voucher code (optional)' }), 'K7QM-4XRT');
    await waitFor(() => expect(total()).toHaveTextContent('Gift voucher− CHF 10.00'));
    expect(total()).toHaveTextContent('To payCHF 7.91');
    expect(api.last('POST', '/api/admin/orders/quote')?.body).toMatchObject({ voucherCode: 'K7QM-4XRT' });
    await user.type(screen.getByRole('textbox', { name: 'Promo code (optional)' }), 'OLD');
    expect(
      await screen.findByText('Promo code not taken off: This promo code has expired.'),
    ).toBeInTheDocument();
  });

  it('says when the total cannot be calculated', async () => {
    serve({
      'POST /api/admin/orders/quote': { status: 503, body: { status: 503, error: 'x', message: 'x' } },
    });
    await openWithPadThai();
    expect(
      await screen.findByText(
        'The total could not be calculated; discounts and fees are applied when the order is placed.',
      ),
    ).toBeInTheDocument();
  });

  it('with a network printer, says "printed" only once the printer took the ticket', async () => {
    let reads = 0;
    serve({
      'GET /api/admin/printers': { body: [PRINTER] },
      'GET /api/orders/N57': () => {
        reads += 1;
        return {
          body: adminOrder({ orderNumber: 57, id: 'N57', printStatus: reads < 2 ? 'QUEUED' : 'PRINTED' }),
        };
      },
    });
    const user = await openWithPadThai();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '079 000 11 22');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByText(/Order #57 was placed as confirmed\. It is waiting to be printed\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/printer has printed/)).not.toBeInTheDocument();
    expect(
      await screen.findByText(/Order #57 was placed as confirmed\. The printer has printed it\./, undefined, {
        timeout: 8_000,
      }),
    ).toBeInTheDocument();
  });

  it('names what the device did with the receipt, and what the printers did', () => {
    expect(printSentence({ route: 'device', delivery: 'download' }, 'NONE')).toBe(
      'newOrder.print.downloaded',
    );
    expect(printSentence({ route: 'device', delivery: 'share' }, 'NONE')).toBe('newOrder.print.shared');
    expect(printSentence({ route: 'device', delivery: 'print-app' }, 'NONE')).toBe('newOrder.print.printApp');
    expect(printSentence({ route: 'device', delivery: 'dismissed' }, 'NONE')).toBe('newOrder.print.none');
    expect(printSentence({ route: 'device', delivery: null }, 'NONE')).toBe('newOrder.print.none');
    expect(printSentence({ route: 'server' }, 'WAITING_FOR_PRINTER')).toBe('newOrder.print.waiting');
    expect(printSentence({ route: 'server' }, 'QUEUED')).toBe('newOrder.print.queued');
    expect(printSentence({ route: 'server' }, 'PRINTED')).toBe('newOrder.print.printed');
    expect(printSentence({ route: 'failed' }, 'PRINTED')).toBe('newOrder.print.failed');
  });
});
