import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';

/**
 * /thank-you (spec 2): the order went through, an email follows, and where to go next; `details` (the
 * order's number, time, summary and the restaurant's phone, composed by the page) between them.
 */
export function OrderConfirmation({
  email,
  trackingHref,
  details,
}: {
  email: string | null;
  trackingHref: string | null;
  details?: ReactNode;
}) {
  const t = useT();
  return (
    <Card withBorder padding="xl">
      <Stack gap="md" align="center" ta="center">
        <Title order={1}>{t('pages.thankYou.heading')}</Title>
        <Text size="lg">{email ? t('pages.thankYou.emailTo', { email }) : t('pages.thankYou.email')}</Text>
        {details}
        {trackingHref ? <Text c="dimmed">{t('pages.thankYou.follow')}</Text> : null}
        <Group justify="center" gap="sm">
          {trackingHref ? (
            <Button component={Link} to={trackingHref}>
              {t('pages.thankYou.track')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.menu} variant="light">
            {t('pages.backToMenu')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The spec's English texts ('pages.payFailed.*' in the catalogue). */
export const PAYMENT_NOT_COMPLETED_TITLE = 'Payment not completed';
export const PAYMENT_NOT_COMPLETED_MESSAGE =
  'Your payment did not go through, so your order has not been placed: it goes to the kitchen only once it is paid. Please return to the checkout to pay again or to choose another payment method.';

/**
 * /thank-you after a payment page (TWINT, 3-D Secure) that Stripe reports as failed
 * (redirect_status=failed): nothing was ordered, the cart is still there for another try.
 */
export function PaymentNotCompleted() {
  const t = useT();
  return (
    <Card withBorder padding="xl">
      <Stack gap="md">
        <Title order={1}>{t('pages.payFailed.title')}</Title>
        <Alert color="crimson" variant="light" role="alert">
          {t('pages.payFailed.message')}
        </Alert>
        <Group gap="sm">
          <Button component={Link} to={paths.checkout}>
            {t('pages.payFailed.backToCheckout')}
          </Button>
          <Button component={Link} to={paths.menu} variant="light">
            {t('pages.backToMenu')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
