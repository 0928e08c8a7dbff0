import type { TPaymentIntent } from '@app/shared/orders';
import { clearCookie, setCookie } from '@test/cookies';
import { jsonResponse, renderWithProviders } from '@test/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentIntentPath } from '@/features/payments/api/payment-intent';
import { PaymentStep, PROVIDER_UNAVAILABLE_MESSAGE } from './payment-step';

const intent: TPaymentIntent = {
  clientSecret: 'pi_sim_1_secret_x',
  amount: 25.14,
  currency: 'CHF',
  provider: 'simulated',
};

function fillCard(number: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: number } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), { target: { value: '12/34' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'CVC' }), { target: { value: '123' } });
}

describe('PaymentStep', () => {
  beforeEach(() => setCookie('XSRF-TOKEN', 'csrf-1'));
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('names the intent endpoints of menu and buffet orders', () => {
    expect(paymentIntentPath('MENU', 'abc')).toBe('/api/payments/customer-orders/abc/intent');
    expect(paymentIntentPath('BUFFET', 'abc')).toBe('/api/payments/buffet-orders/abc/intent');
  });

  it('keeps Pay disabled until the provider has loaded, then shows the card form', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<PaymentStep intent={intent} returnUrl="/thank-you" onSucceeded={() => {}} />);
    expect(screen.getByRole('button', { name: 'Pay CHF 25.14' })).toBeDisabled();
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay CHF 25.14' })).toBeEnabled();
  });

  it("loads Stripe's form for a stripe intent; without a publishable key it says card payment is unavailable", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(
      <PaymentStep
        intent={{ ...intent, provider: 'stripe' }}
        returnUrl="/thank-you"
        onSucceeded={() => {}}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDER_UNAVAILABLE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('A Stripe payment intent came without a publishable key');
  });

  it('asks for every card field before paying', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<PaymentStep intent={intent} returnUrl="/thank-you" onSucceeded={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay CHF 25.14' }));
    for (const name of ['Card number', 'Expiry (MM/YY)', 'CVC']) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('Required');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is disabled while the payment is processed, and reports success once', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const onSucceeded = vi.fn();
    renderWithProviders(<PaymentStep intent={intent} returnUrl="/thank-you" onSucceeded={onSucceeded} />);
    await screen.findByRole('textbox', { name: 'Card number' });
    fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 25.14' }));
    expect(screen.getByRole('button', { name: 'Pay CHF 25.14' })).toBeDisabled();
    answer(jsonResponse(200, { status: 'succeeded' }));
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledTimes(1));
  });

  it("shows the provider's field errors under the fields and in an alert", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          status: 400,
          error: 'Bad Request',
          message: 'Your card number is invalid.',
          details: { cardNumber: 'Your card number is invalid.' },
        }),
      ),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const onSucceeded = vi.fn();
    renderWithProviders(<PaymentStep intent={intent} returnUrl="/thank-you" onSucceeded={onSucceeded} />);
    await screen.findByRole('textbox', { name: 'Card number' });
    fillCard('4242 4242 4242 4241');
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 25.14' }));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Your card number is invalid.');
    expect(message).toHaveFocus();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      'Your card number is invalid.',
    );
    expect(screen.getByRole('button', { name: 'Pay CHF 25.14' })).toBeEnabled();
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('says a declined card on the page, with the focus on it, at every attempt', async () => {
    const declined = { status: 402, error: 'Payment Required', message: 'Your card was declined.' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(402, declined)),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithProviders(<PaymentStep intent={intent} returnUrl="/thank-you" onSucceeded={() => {}} />);
    await screen.findByRole('textbox', { name: 'Card number' });
    fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 25.14' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    // Again: the message is said (and focused) again.
    screen.getByRole('textbox', { name: 'CVC' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Pay CHF 25.14' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(alert).not.toHaveBeenCalled();
  });

  it('takes the expiry as 1228 or 12/28, on a number pad, and the number in groups of four', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<PaymentStep intent={intent} returnUrl="/thank-you" onSucceeded={() => {}} />);
    const expiry = await screen.findByRole('textbox', { name: 'Expiry (MM/YY)' });
    expect(expiry).toHaveAttribute('inputmode', 'numeric');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    await userEvent.type(expiry, '1228');
    expect(expiry).toHaveValue('12/28');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '12/28');
    expect(expiry).toHaveValue('12/28');
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(number).toHaveAttribute('placeholder', '1234 1234 1234 1234');
    await userEvent.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
  });
});
