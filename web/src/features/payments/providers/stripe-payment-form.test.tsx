import type { TPaymentIntent } from '@app/shared/orders';
import type { Stripe } from '@stripe/stripe-js';
import { renderWithProviders } from '@test/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LOADING_FORM_MESSAGE,
  PROVIDER_UNAVAILABLE_MESSAGE,
} from '@/features/payments/components/payment-step';
import { PAYMENT_FAILED_MESSAGE } from '@/features/payments/payment-messages';
import StripePaymentForm from './stripe-payment-form';

const intent: TPaymentIntent = {
  clientSecret: 'pi_123_secret_abc',
  amount: 12,
  currency: 'CHF',
  provider: 'stripe',
  publishableKey: 'pk_test_123',
};
const RETURN_URL = 'http://localhost/thank-you?orderId=o1&email=a%40b.ch&kind=menu';
const PAY = { name: 'Pay CHF 12.00' };

type TListener = (event?: unknown) => void;

/**
 * A stand-in for Stripe.js with just what @stripe/react-stripe-js and the form call: elements(),
 * create('payment'), mount/on/off, confirmPayment. The test fires the element's events itself.
 */
function fakeStripe() {
  const listeners = new Map<string, Set<TListener>>();
  const on = (event: string, listener: TListener) => {
    const set = listeners.get(event) ?? new Set<TListener>();
    set.add(listener);
    listeners.set(event, set);
  };
  const element = {
    mount: vi.fn(),
    on: vi.fn(on),
    off: vi.fn((event: string, listener: TListener) => listeners.get(event)?.delete(listener)),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => element), update: vi.fn(), getElement: vi.fn(() => element) };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmPayment: vi.fn(),
  };
  return {
    stripe: stripe as unknown as Stripe,
    elementsFor: stripe.elements,
    elements,
    element,
    confirmPayment: stripe.confirmPayment,
    emit(event: string, payload?: unknown) {
      act(() => {
        for (const listener of listeners.get(event) ?? []) listener(payload);
      });
    },
  };
}

function renderForm(
  stripeFor: (key: string) => Promise<Stripe>,
  { onSucceeded = vi.fn(), paymentIntent = intent } = {},
) {
  renderWithProviders(
    <StripePaymentForm
      intent={paymentIntent}
      returnUrl={RETURN_URL}
      onSucceeded={onSucceeded}
      stripeFor={stripeFor}
    />,
  );
  return { onSucceeded };
}

/** Renders with a loaded fake Stripe.js and waits until its Payment Element is ready. */
async function renderReady(onSucceeded = vi.fn()) {
  const fake = fakeStripe();
  renderForm(async () => fake.stripe, { onSucceeded });
  await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
  fake.emit('ready');
  await waitFor(() => expect(screen.getByRole('button', PAY)).toBeEnabled());
  return { fake, onSucceeded };
}

describe('StripePaymentForm', () => {
  it('keeps Pay disabled until Stripe.js and the Payment Element are ready', async () => {
    const fake = fakeStripe();
    let loaded: (stripe: Stripe) => void = () => {};
    const stripeFor = vi.fn(() => new Promise<Stripe>((resolve) => (loaded = resolve)));
    renderForm(stripeFor);

    expect(stripeFor).toHaveBeenCalledWith('pk_test_123');
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_FORM_MESSAGE);
    expect(screen.getByRole('button', PAY)).toBeDisabled();

    await act(async () => loaded(fake.stripe));
    expect(fake.elementsFor).toHaveBeenCalledWith(
      expect.objectContaining({
        clientSecret: 'pi_123_secret_abc',
        appearance: expect.objectContaining({
          variables: expect.objectContaining({ colorPrimary: '#bd3a31', borderRadius: '8px' }),
        }),
      }),
    );
    expect(fake.elements.create).toHaveBeenCalledWith('payment', expect.anything());
    expect(fake.element.mount).toHaveBeenCalled();
    expect(screen.getByRole('button', PAY)).toBeDisabled();

    fake.emit('ready');
    expect(screen.getByRole('button', PAY)).toBeEnabled();
    expect(screen.queryByText(LOADING_FORM_MESSAGE)).not.toBeInTheDocument();
  });

  it('confirms the intent with the return URL, redirecting only when required, and reports success', async () => {
    const { fake, onSucceeded } = await renderReady();
    let answer: (result: unknown) => void = () => {};
    fake.confirmPayment.mockImplementation(() => new Promise((resolve) => (answer = resolve)));

    // Two submits in the same tick (a double click, Enter), before React re-renders: one confirmation.
    const form = screen.getByRole('form', { name: 'Card payment' }) as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(fake.confirmPayment).toHaveBeenCalledTimes(1);
    expect(fake.confirmPayment).toHaveBeenCalledWith({
      elements: fake.elements,
      confirmParams: { return_url: RETURN_URL },
      redirect: 'if_required',
    });
    expect(screen.getByRole('button', PAY)).toBeDisabled();

    await act(async () => answer({ paymentIntent: { id: 'pi_123', status: 'succeeded' } }));
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    // Leaving for /thank-you: no second payment in the meantime.
    expect(screen.getByRole('button', PAY)).toBeDisabled();
  });

  it('treats a payment still processing (confirmed, awaiting the bank) as placed', async () => {
    const { fake, onSucceeded } = await renderReady();
    fake.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'processing' } });
    await userEvent.click(screen.getByRole('button', PAY));
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledTimes(1));
  });

  it("shows Stripe's confirmation error in a browser alert and lets the diner try again", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { fake, onSucceeded } = await renderReady();
    fake.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });

    await userEvent.click(screen.getByRole('button', PAY));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Your card was declined.'));
    expect(screen.getByRole('button', PAY)).toBeEnabled();
    expect(onSucceeded).not.toHaveBeenCalled();

    fake.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    await userEvent.click(screen.getByRole('button', PAY));
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledTimes(1));
    expect(fake.confirmPayment).toHaveBeenCalledTimes(2);
  });

  it('says the payment failed when the intent is left unpaid or confirming throws', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fake, onSucceeded } = await renderReady();

    fake.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_123', status: 'requires_payment_method' },
    });
    await userEvent.click(screen.getByRole('button', PAY));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(PAYMENT_FAILED_MESSAGE));

    fake.confirmPayment.mockRejectedValueOnce(new Error('network down'));
    await userEvent.click(screen.getByRole('button', PAY));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(alert).toHaveBeenLastCalledWith(PAYMENT_FAILED_MESSAGE);
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('button', PAY)).toBeEnabled();
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('says card payment is unavailable when Stripe.js cannot be loaded, and can try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeStripe();
    const stripeFor = vi
      .fn<(key: string) => Promise<Stripe>>()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValueOnce(fake.stripe);
    renderForm(stripeFor);

    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDER_UNAVAILABLE_MESSAGE);
    expect(screen.queryByRole('button', PAY)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Stripe.js could not be loaded', expect.any(Error));

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());
    expect(stripeFor).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fake.emit('ready');
    expect(screen.getByRole('button', PAY)).toBeEnabled();
  });

  it('says card payment is unavailable when the Payment Element fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeStripe();
    renderForm(async () => fake.stripe);
    await waitFor(() => expect(fake.element.mount).toHaveBeenCalled());

    fake.emit('loaderror', { elementType: 'payment', error: { type: 'invalid_request_error' } });
    expect(screen.getByRole('alert')).toHaveTextContent(PROVIDER_UNAVAILABLE_MESSAGE);
    expect(warn).toHaveBeenCalled();
  });

  it('says card payment is unavailable when the server sent no publishable key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stripeFor = vi.fn<(key: string) => Promise<Stripe>>();
    renderForm(stripeFor, { paymentIntent: { ...intent, publishableKey: undefined } });
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDER_UNAVAILABLE_MESSAGE);
    expect(stripeFor).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });
});
