import type { TAdminVoucher, TAdminVoucherDetail } from '@app/shared/vouchers-admin';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderWithProviders } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VouchersScreen } from './vouchers-screen';

function voucher(overrides: Partial<TAdminVoucher> = {}): TAdminVoucher {
  return {
    id: 'V1',
    code: 'K7QM4XRT9BWEH2PD',
    amount: 100,
    balance: 68,
    status: 'ACTIVE',
    channel: 'ONLINE',
    paymentMethod: 'TWINT',
    buyerName: 'Anna Muster',
    buyerEmail: 'anna@example.ch',
    recipientName: 'Marco Rossi',
    recipientEmail: 'marco@example.ch',
    message: null,
    soldAt: '2026-11-20T18:05:00+01:00',
    expiresOn: '2028-11-20',
    sendOn: null,
    sentAt: '2026-11-20T18:06:00+01:00',
    soldBy: null,
    ...overrides,
  };
}

function detail(overrides: Partial<TAdminVoucherDetail> = {}): TAdminVoucherDetail {
  return {
    ...voucher(),
    movements: [
      {
        id: 1,
        at: '2026-11-20T18:05:00+01:00',
        kind: 'SOLD',
        amount: 100,
        balanceAfter: 100,
        orderId: null,
        orderNumber: null,
        by: null,
      },
      {
        id: 2,
        at: '2026-11-24T19:30:00+01:00',
        kind: 'REDEEMED',
        amount: -32,
        balanceAfter: 68,
        orderId: 'O42',
        orderNumber: 42,
        by: null,
      },
    ],
    ...overrides,
  };
}

function serve(routes: Record<string, TFakeRoute>) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const CODE_PATH = '/api/admin/vouchers/K7QM4XRT9BWEH2PD';

describe('the gift vouchers screen', { timeout: 20_000 }, () => {
  afterEach(() => {
    clearCookie('XSRF-TOKEN');
    vi.unstubAllGlobals();
  });

  it('lists the vouchers and searches them on the server', async () => {
    const api = serve({
      'GET /api/admin/vouchers': (request) => ({
        body: request.query.get('q') === 'nobody' ? [] : [voucher()],
      }),
    });
    renderWithProviders(<VouchersScreen />, { path: '/admin/vouchers' });
    const row = (await screen.findByRole('button', { name: 'Open voucher K7QM-4XRT-9BWE-H2PD' })).closest(
      'tr',
    );
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('CHF 100.00')).toBeInTheDocument();
    expect(cells.getByText('CHF 68.00')).toBeInTheDocument();
    expect(cells.getByText('Valid')).toBeInTheDocument();
    expect(cells.getByText('Online · TWINT')).toBeInTheDocument();
    expect(cells.getByText('Marco Rossi')).toBeInTheDocument();
    expect(cells.getByText('Valid until 20.11.2028')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 voucher');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No voucher matches this search.')).toBeInTheDocument();
    expect(api.last('GET', '/api/admin/vouchers')?.query.get('q')).toBe('nobody');
  });

  it('opens a voucher with its movements, a link to the order and Print', async () => {
    serve({
      'GET /api/admin/vouchers': { body: [voucher()] },
      [`GET ${CODE_PATH}`]: { body: detail() },
    });
    renderWithProviders(<VouchersScreen />, { path: '/admin/vouchers' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open voucher K7QM-4XRT-9BWE-H2PD' }));
    const drawer = await screen.findByRole('dialog', { name: 'Gift voucher K7QM-4XRT-9BWE-H2PD' });
    const movements = await within(drawer).findByRole('table', { name: 'Movements' });
    const rows = within(movements)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringContaining('Sold+CHF 100.00CHF 100.00'),
      expect.stringContaining('RedeemedOrder #42−CHF 32.00CHF 68.00'),
    ]);
    expect(within(drawer).getByRole('link', { name: 'Order #42' })).toHaveAttribute(
      'href',
      '/admin/orders?from=2026-11-24&to=2026-11-25&q=42',
    );
    const print = within(drawer).getByRole('link', { name: 'Print voucher' });
    expect(print).toHaveAttribute('href', '/voucher#K7QM4XRT9BWEH2PD');
    expect(print).toHaveAttribute('target', '_blank');
  });

  it('sells a voucher at the counter and shows its code, big', async () => {
    const api = serve({
      'GET /api/admin/vouchers': { body: [] },
      'POST /api/admin/vouchers': { status: 201, body: { id: 'V9', code: 'ABCDEFGHJKMNPQRS' } },
    });
    renderWithProviders(<VouchersScreen />, { path: '/admin/vouchers?tab=sell' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Amount/ }), '50');
    await userEvent.click(screen.getByRole('radio', { name: 'Card terminal' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipient’s name' }), 'Marco');
    await userEvent.click(screen.getByRole('button', { name: 'Sell voucher' }));

    expect(await screen.findByText('ABCD-EFGH-JKMN-PQRS')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Voucher of CHF 50.00 sold' })).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: 'Print voucher' })).toHaveAttribute(
      'href',
      '/voucher#ABCDEFGHJKMNPQRS',
    );
    expect(api.last('POST', '/api/admin/vouchers')?.body).toEqual({
      amount: 50,
      recipient: { name: 'Marco' },
      message: null,
      paymentMethod: 'POS_CARD',
    });
  });

  it('shows the server’s refusal under the field it names', async () => {
    serve({
      'GET /api/admin/vouchers': { body: [] },
      'POST /api/admin/vouchers': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Invalid', { 'recipient.email': 'This address cannot be used.' }),
      },
    });
    renderWithProviders(<VouchersScreen />, { path: '/admin/vouchers?tab=sell' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Amount/ }), '50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipient’s email' }), 'marco@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Sell voucher' }));
    const email = screen.getByRole('textbox', { name: 'Recipient’s email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/This address cannot be used\./));
    expect(email).toHaveFocus();
  });

  it('redeems an amount at the counter and prints a receipt', async () => {
    const api = serve({
      'GET /api/admin/vouchers': { body: [] },
      [`GET ${CODE_PATH}`]: { body: detail() },
      [`POST ${CODE_PATH}/redeem`]: {
        body: {
          balance: 43.5,
          code: 'K7QM4XRT9BWEH2PD',
          redeemed: 24.5,
          at: '2026-11-29T12:15:00+01:00',
          expiresOn: '2028-11-20',
        },
      },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(<VouchersScreen />, { path: '/admin/vouchers?tab=redeem' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Voucher code/ }), 'k7qm 4xrt-9bwe-h2pd');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const found = await screen.findByRole('region', { name: 'K7QM-4XRT-9BWE-H2PD' });
    expect(within(found).getByText('CHF 68.00')).toBeInTheDocument();
    expect(within(found).getByText(/valid until 20\.11\.2028/)).toBeInTheDocument();

    await userEvent.type(within(found).getByRole('textbox', { name: /Amount to take/ }), '80');
    await userEvent.click(within(found).getByRole('button', { name: 'Take amount' }));
    expect(within(found).getByRole('textbox', { name: /Amount to take/ })).toHaveAccessibleDescription(
      /Only CHF 68.00 is left on this voucher\./,
    );

    const amount = within(found).getByRole('textbox', { name: /Amount to take/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '24,50');
    await userEvent.click(within(found).getByRole('button', { name: 'Take CHF 24.50' }));

    const receipt = await screen.findByLabelText('Gift voucher redeemed');
    expect(receipt).toHaveTextContent('K7QM-4XRT-9BWE-H2PD');
    expect(receipt).toHaveTextContent('RedeemedCHF 24.50');
    expect(receipt).toHaveTextContent('LeftCHF 43.50');
    expect(receipt).toHaveTextContent('Valid until20.11.2028');
    expect(api.last('POST', `${CODE_PATH}/redeem`)?.body).toEqual({ amount: 24.5 });
    await userEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says why a code cannot be used: unknown, or expired when taken', async () => {
    serve({
      'GET /api/admin/vouchers': { body: [] },
      'GET /api/admin/vouchers/AAAABBBBCCCCDDDD': {
        status: 404,
        body: errorBody(404, 'Not Found', 'Not found'),
      },
      [`GET ${CODE_PATH}`]: { body: detail() },
      [`POST ${CODE_PATH}/redeem`]: {
        status: 422,
        body: {
          ...errorBody(422, 'Unprocessable Entity', 'This voucher expired on 20.11.2026.'),
          code: 'VOUCHER_EXPIRED',
        },
      },
    });
    renderWithProviders(<VouchersScreen />, { path: '/admin/vouchers?tab=redeem' });
    const code = await screen.findByRole('textbox', { name: /Voucher code/ });
    await userEvent.type(code, 'AAAA-BBBB-CCCC-DDDD{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/No voucher has this code\. Check it and try again\./),
    );

    await userEvent.clear(code);
    await userEvent.type(code, 'K7QM4XRT9BWEH2PD{Enter}');
    const found = await screen.findByRole('region', { name: 'K7QM-4XRT-9BWE-H2PD' });
    await userEvent.type(within(found).getByRole('textbox', { name: /Amount to take/ }), '10{Enter}');
    expect(await within(found).findByRole('alert')).toHaveTextContent('This voucher expired on 20.11.2026.');
  });

  it('saves the terms for online sales', async () => {
    const api = serve({
      'GET /api/admin/voucher-settings': {
        body: { onlineSales: true, amounts: [25, 50, 100], minAmount: 20, maxAmount: 500, validMonths: 24 },
      },
      'PUT /api/admin/voucher-settings': (request) => ({ body: request.body }),
    });
    renderWithProviders(<VouchersScreen />, { path: '/admin/vouchers?tab=settings' });
    const amounts = await screen.findByRole('textbox', { name: /Amounts offered/ });
    expect(amounts).toHaveValue('25, 50, 100');
    await userEvent.clear(amounts);
    await userEvent.type(amounts, '30, 60, 150');
    await userEvent.click(screen.getByRole('switch', { name: 'Sell gift vouchers online' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.last('PUT', '/api/admin/voucher-settings')?.body).toEqual({
        onlineSales: false,
        amounts: [30, 60, 150],
        minAmount: 20,
        maxAmount: 500,
        validMonths: 24,
      }),
    );
  });
});
