import type { TVoucherPurchaseStatus } from '@app/shared/vouchers';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { formatChf } from '@/lib/format';
import { paths } from '@/paths';
import { PURCHASE_POLL_LIMIT, PURCHASE_POLL_MS, useVoucherPurchase } from '../api/get-voucher-purchase';
import { formatDay } from '../voucher-form';

/**
 * After paying for a gift voucher: asks for the purchase until its payment is through (PAID) or has
 * failed, and says where the voucher goes and when. The status line is a live region, so the change from
 * "confirming" to "thank you" is read out.
 */
export function VoucherThankYou({ id, paymentFailed }: { id: string | null; paymentFailed: boolean }) {
  const t = useT();
  if (paymentFailed) return <PaymentFailed />;
  if (!id) {
    return (
      <Alert color="crimson" title={t('pages.vouchers.thankYou.missingTitle')}>
        {t('pages.vouchers.thankYou.missing')}
      </Alert>
    );
  }
  return <PurchaseStatus id={id} />;
}

function PurchaseStatus({ id }: { id: string }) {
  const t = useT();
  const query = useVoucherPurchase(id);
  // Still PENDING when the polling gives up: the page says the emails follow once the payment is through.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PURCHASE_POLL_MS * PURCHASE_POLL_LIMIT);
    return () => clearTimeout(timer);
  }, []);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('pages.vouchers.thankYou.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ErrorAlert
        message={notFound ? t('pages.vouchers.thankYou.notFound') : t('pages.vouchers.thankYou.loadFailed')}
        onRetry={notFound ? undefined : () => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const purchase = query.data;
  if (purchase.status === 'FAILED') return <PaymentFailed />;
  return (
    <Stack gap="md">
      <Title order={1}>
        {purchase.status === 'PAID'
          ? t('pages.vouchers.thankYou.heading')
          : t('pages.vouchers.thankYou.pendingHeading')}
      </Title>
      <div role="status">
        {purchase.status === 'PAID' ? (
          <Stack gap="xs">
            <Text size="lg">{sentence(t, purchase)}</Text>
            <Text>{t('pages.vouchers.thankYou.receipt')}</Text>
          </Stack>
        ) : (
          <Text>{slow ? t('pages.vouchers.thankYou.slow') : t('pages.vouchers.thankYou.pending')}</Text>
        )}
      </div>
      {purchase.status === 'PAID' ? (
        <Button component={Link} to={paths.vouchers} variant="light" w="fit-content">
          {t('pages.vouchers.thankYou.another')}
        </Button>
      ) : null}
    </Stack>
  );
}

function sentence(t: ReturnType<typeof useT>, purchase: TVoucherPurchaseStatus): string {
  const values = {
    amount: formatChf(purchase.amount),
    name: purchase.recipientName,
    email: purchase.recipientEmail,
  };
  return purchase.sendOn
    ? t('pages.vouchers.thankYou.sendOn', { ...values, date: formatDay(purchase.sendOn) })
    : t('pages.vouchers.thankYou.sendNow', values);
}

function PaymentFailed() {
  const t = useT();
  return (
    <Stack gap="md">
      <Title order={1}>{t('pages.vouchers.thankYou.failedTitle')}</Title>
      <Alert color="crimson" role="alert">
        {t('pages.vouchers.thankYou.failed')}
      </Alert>
      <Button component={Link} to={paths.vouchers} w="fit-content">
        {t('pages.vouchers.thankYou.tryAgain')}
      </Button>
    </Stack>
  );
}
