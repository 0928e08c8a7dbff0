import { Center, Container } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SaveDetailsOffer } from '@/features/account/prefill/save-details-offer';
import { useCart } from '@/features/cart/cart-context';
import { ASAP_TIMING } from '@/features/cart/cart-timing';
import { OrderConfirmation, PaymentNotCompleted } from '@/features/checkout/components/order-confirmation';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { ReorderButton } from '@/features/tracking/components/reorder-button';
import { ThankYouDetails } from '@/features/tracking/components/thank-you-details';
import { trackingHref } from '@/features/tracking/tracking-links';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';
import { thankYouKind } from '@/paths';

/** What Stripe appends to the return URL after its payment page (TWINT, 3-D Secure). */
const STRIPE_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * Back from Stripe's payment page with the payment made: the checkout never got to empty the cart (the
 * page was left), so do it here, and drop Stripe's parameters (the client secret among them) from the
 * address so that a reload or a shared link does not repeat this.
 */
function FinishRedirectedPayment() {
  const cart = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arriving from Stripe's page.
  useEffect(() => {
    cart.clear();
    cart.setTiming(ASAP_TIMING);
    const kept = new URLSearchParams(params);
    for (const name of STRIPE_RETURN_PARAMS) kept.delete(name);
    const search = kept.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, []);
  return null;
}

/** Order confirmation (spec section 2): /thank-you?orderId=…&email=…&kind=menu|buffet */
export function ThankYouPage() {
  const t = useT();
  const [params] = useSearchParams();
  const redirectStatus = params.get('redirect_status');
  const paidByRedirect = redirectStatus === 'succeeded' || redirectStatus === 'processing';
  // 'failed' above all; any other status Stripe may report (requires_payment_method, canceled) is no payment either.
  const paymentFailed = redirectStatus !== null && !paidByRedirect;
  const { name } = useRestaurantInfo();
  usePageTitle(paymentFailed ? t('pages.payFailed.title') : t('pages.thankYou.title'), name);
  const orderId = params.get('orderId')?.trim() || null;
  const email = params.get('email')?.trim() || null;
  const kind = thankYouKind(params.get('kind'));
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      {paymentFailed ? (
        <PaymentNotCompleted />
      ) : (
        <OrderConfirmation
          email={email}
          trackingHref={orderId && email ? trackingHref(kind, orderId, email) : null}
          details={orderId && email ? <ThankYouDetails kind={kind} orderId={orderId} email={email} /> : null}
        />
      )}
      {/* "Order this again": the same order another time; it reads the order (id and email) when pressed. */}
      {!paymentFailed && orderId && email ? (
        <Center mt="lg">
          <ReorderButton kind={kind} orderId={orderId} email={email} />
        </Center>
      ) : null}
      {/* Below the order's own information: the diner's details kept for next time, by a sign-in link. */}
      {!paymentFailed && email ? (
        <Center mt="xl">
          <SaveDetailsOffer email={email} />
        </Center>
      ) : null}
      {paidByRedirect ? <FinishRedirectedPayment /> : null}
    </Container>
  );
}
