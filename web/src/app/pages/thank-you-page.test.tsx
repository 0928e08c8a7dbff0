import { API } from '@app/shared/api-paths';
import { clearCookie, setCookie } from '@test/cookies';
import { errorBody, fakeApi } from '@test/fake-api';
import { trackedOrder } from '@test/fixtures';
import { renderRoutes, renderWithProviders, stubFetch } from '@test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '@/features/cart/cart-context';
import { CART_STORAGE_KEY } from '@/features/cart/cart-state';
import { PAYMENT_NOT_COMPLETED_MESSAGE } from '@/features/checkout/components/order-confirmation';
import { formatServiceTime } from '@/features/tracking/format-time';
import { ThankYouPage } from './thank-you-page';

const STRIPE_RETURN = 'payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status';
const CART = {
  orderType: 'TAKEAWAY',
  lines: [{ key: 'MENU:7', kind: 'MENU', id: 7, name: 'Green Curry Chicken', priceRaw: 24.5, quantity: 2 }],
};

function renderThankYou(path: string) {
  return renderRoutes(
    [
      {
        path: '/thank-you',
        element: (
          <CartProvider>
            <ThankYouPage />
          </CartProvider>
        ),
      },
    ],
    { path },
  );
}

describe('ThankYouPage', () => {
  it('confirms the order, mentions the email and links to tracking and the menu', () => {
    vi.stubGlobal('fetch', stubFetch({}));
    renderWithProviders(<ThankYouPage />, {
      path: '/thank-you?orderId=abc123&email=anna%40example.ch&kind=menu',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeInTheDocument();
    expect(screen.getByText(/confirmation email is on its way to anna@example\.ch/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track?orderId=abc123&email=anna%40example.ch',
    );
    expect(screen.getByRole('link', { name: 'Back to menu' })).toHaveAttribute('href', '/menu');
  });

  it('shows the order number, the time, by when it is confirmed, the summary and the phone', async () => {
    const confirmBy = new Date(Date.now() + 10 * 60_000).toISOString();
    vi.stubGlobal(
      'fetch',
      stubFetch({
        [API.ordersTrackOf('MENU')]: {
          body: trackedOrder({
            orderNumber: 42,
            confirmBy,
            orderItems: [{ name: 'Green Curry Chicken', quantity: 2, unitPrice: 24.5, total: 49 }],
            restaurantPhone: '+41 62 123 45 67',
          }),
        },
      }),
    );
    renderWithProviders(<ThankYouPage />, {
      path: '/thank-you?orderId=abc123&email=anna%40example.ch&kind=menu',
    });
    expect(await screen.findByText('#42')).toBeInTheDocument();
    expect(screen.getByText('Order number')).toBeInTheDocument();
    expect(
      screen.getByText(`The restaurant confirms by ${formatServiceTime(confirmBy)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Items' })).toHaveTextContent('2 x Green Curry Chicken');
    expect(screen.getByRole('list', { name: 'Total' })).toHaveTextContent('TotalCHF 49.00');
    expect(screen.getByRole('link', { name: '+41 62 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+41621234567',
    );
  });

  it('links a buffet order to /track-buffet', () => {
    vi.stubGlobal('fetch', stubFetch({}));
    renderWithProviders(<ThankYouPage />, { path: '/thank-you?orderId=abc123&email=a%40b.ch&kind=buffet' });
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track-buffet?orderId=abc123&email=a%40b.ch',
    );
  });

  it('still thanks without order details, without a tracking link', () => {
    vi.stubGlobal('fetch', stubFetch({}));
    renderWithProviders(<ThankYouPage />, { path: '/thank-you' });
    expect(screen.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeInTheDocument();
    expect(screen.getByText(/confirmation email is on its way\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Track your order' })).not.toBeInTheDocument();
  });

  describe('back from a Stripe payment page (TWINT, 3-D Secure)', () => {
    afterEach(() => localStorage.clear());

    it.each(['failed', 'requires_payment_method'])(
      'says the order is not placed when the payment %s, keeps the cart and links back to the checkout',
      (status) => {
        vi.stubGlobal('fetch', stubFetch({}));
        localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(CART));
        const { router } = renderThankYou(
          `/thank-you?orderId=abc123&email=a%40b.ch&kind=menu&${STRIPE_RETURN}=${status}`,
        );
        expect(screen.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_NOT_COMPLETED_MESSAGE);
        expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
        expect(screen.queryByRole('heading', { name: 'Successfully ordered' })).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Track your order' })).not.toBeInTheDocument();
        expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').lines).toHaveLength(1);
        expect(router.state.location.search).toContain(`redirect_status=${status}`);
      },
    );

    it('thanks as usual when paid, empties the cart and drops Stripe’s parameters from the address', async () => {
      vi.stubGlobal('fetch', stubFetch({}));
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(CART));
      const { router } = renderThankYou(
        `/thank-you?orderId=abc123&email=a%40b.ch&kind=menu&${STRIPE_RETURN}=succeeded`,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(router.state.location.search).toBe('?orderId=abc123&email=a%40b.ch&kind=menu'),
      );
      expect(router.state.historyAction).toBe('REPLACE');
      expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').lines).toEqual([]);
      expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
        'href',
        '/track?orderId=abc123&email=a%40b.ch',
      );
    });
  });

  describe('"Save my details for next time"', () => {
    const PATH = '/thank-you?orderId=abc123&email=anna%40example.ch&kind=menu';
    afterEach(() => {
      clearCookie('diner');
      clearCookie('XSRF-TOKEN');
    });

    it('sends the sign-in link to the order’s email and says where it went', async () => {
      const api = fakeApi({ 'POST /api/account/sign-in-link': { status: 202, body: {} } });
      vi.stubGlobal('fetch', api.fetch);
      renderWithProviders(<ThankYouPage />, { path: PATH });
      expect(screen.getByText('No password: we email you a link.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Save my details for next time' }));
      const sent = await screen.findByRole('status');
      expect(sent).toHaveTextContent(
        'We sent a link to anna@example.ch. Open it to save your details and see your orders.',
      );
      await waitFor(() => expect(sent).toHaveFocus());
      expect(api.last('POST', '/api/account/sign-in-link')?.body).toEqual({ email: 'anna@example.ch' });
      expect(screen.queryByRole('button', { name: 'Save my details for next time' })).not.toBeInTheDocument();
    });

    it('says so when too many links were asked for, and keeps the button for later', async () => {
      const api = fakeApi({
        'POST /api/account/sign-in-link': {
          status: 429,
          body: { ...errorBody(429, 'Too Many Requests', 'Slow down'), code: 'RATE_LIMITED' },
        },
      });
      vi.stubGlobal('fetch', api.fetch);
      renderWithProviders(<ThankYouPage />, { path: PATH });
      await userEvent.click(screen.getByRole('button', { name: 'Save my details for next time' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many links asked for. Please try again in a few minutes.',
      );
      expect(screen.getByRole('button', { name: 'Save my details for next time' })).toBeEnabled();
    });

    it('is not offered to a signed-in diner, nor without the order’s email', () => {
      vi.stubGlobal('fetch', stubFetch({}));
      setCookie('diner', '1');
      renderWithProviders(<ThankYouPage />, { path: PATH });
      expect(screen.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save my details for next time' })).not.toBeInTheDocument();
      clearCookie('diner');
      renderWithProviders(<ThankYouPage />, { path: '/thank-you' });
      expect(screen.queryByRole('button', { name: 'Save my details for next time' })).not.toBeInTheDocument();
    });
  });
});
