import type { TVoucherPurchaseStatus } from '@app/shared/vouchers';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const PAID: TVoucherPurchaseStatus = {
  id: 'v_1',
  status: 'PAID',
  amount: 50,
  recipientName: 'Anna',
  recipientEmail: 'anna@example.ch',
  sendOn: null,
};

function serve(route: TFakeRoute) {
  const api = fakeApi({ 'GET /api/vouchers/purchases/v_1': route });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('the gift voucher thank-you page', () => {
  it('says where the voucher goes today, and that a receipt follows', async () => {
    serve({ body: PAID });
    renderApp('/vouchers/thank-you?id=v_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(
      screen.getByText('Your gift voucher of CHF 50.00 for Anna is on its way to anna@example.ch today.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A receipt is on its way to you.')).toBeInTheDocument();
  });

  it('names the day it is sent on', async () => {
    serve({ body: { ...PAID, sendOn: '2026-12-24' } });
    renderApp('/vouchers/thank-you?id=v_1');
    expect(
      await screen.findByText(
        'Your gift voucher of CHF 50.00 for Anna goes to anna@example.ch on 24.12.2026.',
      ),
    ).toBeInTheDocument();
  });

  it('asks again while the payment is confirmed, and then thanks', async () => {
    let asked = 0;
    serve(() => ({ body: { ...PAID, status: ++asked < 2 ? 'PENDING' : 'PAID' } }));
    renderApp('/vouchers/thank-you?id=v_1');
    expect(
      await screen.findByText('Your payment is being confirmed. This page updates itself.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Thank you!' }, { timeout: 6_000 }),
    ).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('says a failed payment sent nothing, with the way back', async () => {
    serve({ body: { ...PAID, status: 'FAILED' } });
    renderApp('/vouchers/thank-you?id=v_1');
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/vouchers');
  });

  it('says so when the payment page came back without a payment', async () => {
    const api = serve({ body: PAID });
    renderApp('/vouchers/thank-you?id=v_1&redirect_status=failed');
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(api.last('GET', '/api/vouchers/purchases/v_1')).toBeUndefined();
  });

  it('says an unknown purchase is not found, and a link without one is incomplete', async () => {
    serve({ status: 404, body: errorBody(404, 'Not Found', 'Not found') });
    const first = renderApp('/vouchers/thank-you?id=v_1');
    expect(
      await screen.findByText('We could not find this purchase. Please check the link.'),
    ).toBeInTheDocument();
    first.unmount();
    renderApp('/vouchers/thank-you');
    expect(await screen.findByText('This link does not name a purchase.')).toBeInTheDocument();
  });
});
