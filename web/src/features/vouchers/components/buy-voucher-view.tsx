import type { TVoucherSettings } from '@app/shared/vouchers';
import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { LazyPaymentStep } from '@/features/payments/public';
import { useT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { useVoucherSettings } from '../api/get-voucher-settings';
import { useBuyVoucher } from '../use-buy-voucher';
import { voucherThankYouHref } from '../voucher-links';
import { BuyVoucherForm } from './buy-voucher-form';

/**
 * Buying a gift voucher: the owner's terms first; with online sales off, a note that vouchers are sold
 * at the restaurant (with its phone); else the form, then the payment of what the server created.
 */
export function BuyVoucherView({ phone }: { phone: { text: string; href: string } | null }) {
  const t = useT();
  const settings = useVoucherSettings();
  if (settings.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('pages.vouchers.loading')} />
      </Center>
    );
  }
  if (settings.isError) {
    return (
      <ErrorAlert
        message={t('pages.vouchers.loadFailed')}
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
      />
    );
  }
  if (!settings.data.onlineSales) {
    return (
      <Alert color="gray" title={t('pages.vouchers.offline.title')}>
        <Text size="sm">{t('pages.vouchers.offline.text')}</Text>
        {phone ? (
          <Anchor href={phone.href} fw={700} underline="always" size="sm">
            {phone.text}
          </Anchor>
        ) : null}
      </Alert>
    );
  }
  return <BuyVoucher settings={settings.data} />;
}

function BuyVoucher({ settings }: { settings: TVoucherSettings }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useBuyVoucher(settings);
  const { purchase } = form;
  // The form's button is gone once the payment shows: the focus goes to its heading, which is read out.
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (purchase) paymentHeading.current?.focus();
  }, [purchase]);
  if (purchase) {
    const thankYou = voucherThankYouHref(purchase.id);
    return (
      <section aria-labelledby="voucher-payment-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="voucher-payment-heading" ref={paymentHeading} tabIndex={-1}>
            {t('pages.vouchers.payment')}
          </Title>
          <Text>
            {t('pages.vouchers.paymentFor', {
              amount: formatChf(purchase.amount),
              name: form.values.recipientName.trim(),
            })}
          </Text>
          <LazyPaymentStep
            intent={{
              clientSecret: purchase.clientSecret,
              amount: purchase.amount,
              currency: purchase.currency,
              provider: purchase.provider,
              ...(purchase.publishableKey ? { publishableKey: purchase.publishableKey } : {}),
            }}
            returnUrl={`${window.location.origin}${thankYou}`}
            onSucceeded={() => navigate(thankYou)}
          />
          <Button variant="subtle" onClick={form.leavePayment}>
            {t('pages.vouchers.changeDetails')}
          </Button>
        </Stack>
      </section>
    );
  }
  return (
    <Stack gap="lg">
      {/* Said only when vouchers are sold online: with sales off, the note says where to buy one. */}
      <Stack gap="xs">
        <Text c="dimmed">{t('pages.vouchers.intro')}</Text>
        <Text>{t('pages.vouchers.usage')}</Text>
      </Stack>
      <BuyVoucherForm form={form} settings={settings} />
    </Stack>
  );
}
