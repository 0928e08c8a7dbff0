import type { TVoucherView } from '@app/shared/vouchers';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const CODE = 'K7QM4XRT9BWEH2PD';
const VOUCHER: TVoucherView = {
  code: CODE,
  amount: 50,
  balance: 50,
  expiresOn: '2028-11-29',
  recipientName: 'Anna',
  buyerName: 'Max',
  message: 'Happy birthday!\nEnjoy.',
  status: 'ACTIVE',
};

function serve(routes: Record<string, TFakeRoute>) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('the printable gift voucher', () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('shows the voucher of the code in the hash, sent in the body, with a Print button', async () => {
    const api = serve({ 'POST /api/vouchers/view': { body: VOUCHER } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp(`/voucher#${CODE}`);
    const sheet = await screen.findByRole('article', { name: 'Gift voucher' });
    expect(within(sheet).getByText('CHF 50.00')).toBeInTheDocument();
    expect(within(sheet).getByText('For Anna')).toBeInTheDocument();
    expect(within(sheet).getByText('From Max')).toBeInTheDocument();
    expect(within(sheet).getByText('K7QM-4XRT-9BWE-H2PD')).toBeInTheDocument();
    expect(within(sheet).getByText(/Valid until 29\.11\.2028/)).toBeInTheDocument();
    expect(within(sheet).queryByText(/left/)).not.toBeInTheDocument();
    expect(api.last('POST', '/api/vouchers/view')?.body).toEqual({ code: CODE });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says what is left of a voucher partly used, and the state of one that cannot pay', async () => {
    serve({ 'POST /api/vouchers/view': { body: { ...VOUCHER, balance: 18 } } });
    const first = renderApp(`/voucher#${CODE}`);
    expect(await screen.findByText('CHF 18.00 left')).toBeInTheDocument();
    first.unmount();
    serve({ 'POST /api/vouchers/view': { body: { ...VOUCHER, balance: 0, status: 'EXPIRED' } } });
    renderApp(`/voucher#${CODE}`);
    expect(await screen.findByText('Expired')).toBeInTheDocument();
  });

  it('says an unknown code is not found, with the way to enter one', async () => {
    serve({ 'POST /api/vouchers/view': { status: 404, body: errorBody(404, 'Not Found', 'No voucher') } });
    renderApp('/voucher#WRONGCODE');
    expect(await screen.findByText('Gift voucher not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter a code' })).toHaveAttribute('href', '/voucher');
  });

  it('checks a typed code without one in the address: what is left, until when, and the way to print', async () => {
    const api = serve({
      'GET /api/vouchers/check': { body: { valid: true, balance: 32.5, expiresOn: '2028-11-29' } },
    });
    renderApp('/voucher');
    await screen.findByRole('heading', { level: 1, name: 'Your gift voucher' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Voucher code' }), {
      target: { value: 'k7qm-4xrt-9bwe-h2pd' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText('CHF 32.50 left on this gift voucher')).toBeInTheDocument();
    expect(within(status).getByText('Valid until 29.11.2028')).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'View and print the gift voucher' })).toHaveAttribute(
      'href',
      `/voucher#${CODE}`,
    );
    expect(api.last('GET', '/api/vouchers/check')?.query.get('code')).toBe(CODE);
  });

  it('says why a code cannot pay, an empty field, and too many tries', async () => {
    const api = serve({
      'GET /api/vouchers/check': {
        body: { valid: false, balance: 0, expiresOn: null, reason: 'VOUCHER_EMPTY' },
      },
    });
    renderApp('/voucher');
    const input = await screen.findByRole('textbox', { name: 'Voucher code' });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please enter a voucher code.')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());

    fireEvent.change(input, { target: { value: CODE } });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('This gift voucher is used up.')).toBeInTheDocument();

    api.route('GET /api/vouchers/check', {
      status: 429,
      body: errorBody(429, 'Too Many Requests', 'Too many'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });
});
