import type { TVoucherSettings } from '@app/shared/vouchers';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { currentUrl, renderApp } from '@test/render-app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SETTINGS: TVoucherSettings = {
  onlineSales: true,
  amounts: [25, 50, 100],
  minAmount: 10,
  maxAmount: 500,
  validMonths: 24,
};

const PURCHASE = {
  id: 'v_123',
  clientSecret: 'pi_sim_v_secret',
  amount: 50,
  currency: 'CHF',
  provider: 'simulated',
};

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/vouchers/settings': { body: SETTINGS },
    'POST /api/vouchers': { status: 201, body: PURCHASE },
    'POST /api/payments/simulated/confirm': { body: { status: 'succeeded' } },
    'GET /api/vouchers/purchases/v_123': {
      body: {
        id: 'v_123',
        status: 'PAID',
        amount: 50,
        recipientName: 'Anna',
        recipientEmail: 'anna@example.ch',
        sendOn: null,
      },
    },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input,textarea,select' });
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillPeople() {
  change('Your name', 'Max Muster');
  change('Your email', 'max@example.ch');
  change('Recipient’s name', 'Anna');
  change('Recipient’s email', 'anna@example.ch');
}

async function openPage() {
  const view = renderApp('/vouchers');
  await screen.findByRole('heading', { level: 1, name: 'Gift vouchers' });
  return view;
}

describe('the gift vouchers page', () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('offers the owner’s amounts, says how long a voucher is valid and where it can be used', async () => {
    serve();
    await openPage();
    const amounts = await screen.findByRole('group', { name: 'Amount' });
    expect(within(amounts).getByRole('radio', { name: 'CHF 50.00' })).toBeChecked();
    expect(within(amounts).getByRole('radio', { name: 'Other amount' })).not.toBeChecked();
    expect(screen.getByText('Valid for 24 months from the day of purchase.')).toBeInTheDocument();
    expect(screen.getByText(/used for orders online and at the restaurant/)).toBeInTheDocument();
    expect(field('Personal message').getAttribute('maxlength')).toBe('500');
  });

  it('says vouchers are sold at the restaurant when online sales are off, with its phone', async () => {
    serve({ 'GET /api/vouchers/settings': { body: { ...SETTINGS, onlineSales: false } } });
    await openPage();
    expect(await screen.findByText(/not sold online at the moment/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Buy a gift voucher' })).not.toBeInTheDocument();
    expect(screen.queryByText(/choose an amount/)).not.toBeInTheDocument();
  });

  it('says the offer could not be loaded, and tries again', async () => {
    const api = serve({ 'GET /api/vouchers/settings': { status: 500, body: errorBody(500, 'Error', 'x') } });
    await openPage();
    expect(
      await screen.findByText('The gift voucher offer could not be loaded. Please try again.'),
    ).toBeVisible();
    api.route('GET /api/vouchers/settings', { body: SETTINGS });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Buy a gift voucher' })).toBeInTheDocument();
  });

  it('names what is missing and moves the focus there, sending nothing', async () => {
    const api = serve();
    await openPage();
    await screen.findByRole('form', { name: 'Buy a gift voucher' });
    await userEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    change('Amount in CHF', '5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(field('Amount in CHF')).toHaveFocus());
    expect(field('Amount in CHF')).toHaveAccessibleDescription(/Enter a whole amount from CHF 10 to CHF 500/);
    expect(field('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please fix the highlighted fields.')).toBeInTheDocument();
    expect(api.last('POST', '/api/vouchers')).toBeUndefined();
  });

  it('shows the server’s field errors under the fields', async () => {
    serve({
      'POST /api/vouchers': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Invalid', {
          'recipient.email': 'This address cannot receive mail.',
        }),
      },
    });
    await openPage();
    await screen.findByRole('form', { name: 'Buy a gift voucher' });
    fillPeople();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('This address cannot receive mail.')).toBeInTheDocument();
    expect(field('Recipient’s email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a refusal in the server’s words (too many tries, online sales just switched off)', async () => {
    serve({
      'POST /api/vouchers': { status: 429, body: errorBody(429, 'Too Many Requests', 'Too many attempts.') },
    });
    await openPage();
    await screen.findByRole('form', { name: 'Buy a gift voucher' });
    fillPeople();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Too many attempts.')).toBeInTheDocument();
  });

  it('buys a voucher: the purchase, the card payment, then the thank-you page', async () => {
    const api = serve();
    const { router } = await openPage();
    await screen.findByRole('form', { name: 'Buy a gift voucher' });
    fillPeople();
    change('Personal message', 'Happy birthday!');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText('Gift voucher of CHF 50.00 for Anna.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus());
    expect(api.last('POST', '/api/vouchers')?.body).toEqual({
      amount: 50,
      buyer: { name: 'Max Muster', email: 'max@example.ch' },
      recipient: { name: 'Anna', email: 'anna@example.ch' },
      message: 'Happy birthday!',
      sendOn: null,
      paymentMethod: 'CARD',
    });
    const cardForm = await screen.findByRole('form', { name: 'Card payment' });
    fireEvent.change(within(cardForm).getByRole('textbox', { name: 'Card number' }), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(within(cardForm).getByRole('textbox', { name: 'Expiry (MM/YY)' }), {
      target: { value: '12/34' },
    });
    fireEvent.change(within(cardForm).getByRole('textbox', { name: 'CVC' }), { target: { value: '123' } });
    await userEvent.click(within(cardForm).getByRole('button', { name: 'Pay CHF 50.00' }));

    expect(
      await screen.findByText(
        'Your gift voucher of CHF 50.00 for Anna is on its way to anna@example.ch today.',
      ),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/vouchers/thank-you?id=v_123');
    expect(api.last('POST', '/api/payments/simulated/confirm')?.body).toMatchObject({
      clientSecret: 'pi_sim_v_secret',
    });
  });
});
