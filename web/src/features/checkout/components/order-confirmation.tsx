import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/paths';

/** /thank-you (spec 2): the order went through, an email follows, and where to go next. */
export function OrderConfirmation({
  email,
  trackingHref,
}: {
  email: string | null;
  trackingHref: string | null;
}) {
  return (
    <Card withBorder padding="xl">
      <Stack gap="md" align="center" ta="center">
        <Title order={1}>Successfully ordered</Title>
        <Text size="lg">Thank you! A confirmation email is on its way{email ? ` to ${email}` : ''}.</Text>
        {trackingHref ? <Text c="dimmed">You can follow your order’s status at any time.</Text> : null}
        <Group justify="center" gap="sm">
          {trackingHref ? (
            <Button component={Link} to={trackingHref}>
              Track your order
            </Button>
          ) : null}
          <Button component={Link} to={paths.menu} variant="light">
            Back to menu
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export const PAYMENT_NOT_COMPLETED_TITLE = 'Payment not completed';
export const PAYMENT_NOT_COMPLETED_MESSAGE =
  'Your payment did not go through, so your order has not been placed: it goes to the kitchen only once it is paid. Please return to the checkout to pay again or to choose another payment method.';

/**
 * /thank-you after a payment page (TWINT, 3-D Secure) that Stripe reports as failed
 * (redirect_status=failed): nothing was ordered, the cart is still there for another try.
 */
export function PaymentNotCompleted() {
  return (
    <Card withBorder padding="xl">
      <Stack gap="md">
        <Title order={1}>{PAYMENT_NOT_COMPLETED_TITLE}</Title>
        <Alert color="crimson" variant="light" role="alert">
          {PAYMENT_NOT_COMPLETED_MESSAGE}
        </Alert>
        <Group gap="sm">
          <Button component={Link} to={paths.checkout}>
            Back to checkout
          </Button>
          <Button component={Link} to={paths.menu} variant="light">
            Back to menu
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
