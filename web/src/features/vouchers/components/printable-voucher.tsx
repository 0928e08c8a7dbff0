import { formatVoucherCode, type TVoucherView } from '@app/shared/vouchers';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { formatChf } from '@/lib/format';
import { paths } from '@/paths';
import { useVoucherView } from '../api/view-voucher';
import { formatDay } from '../voucher-form';
import classes from './printable-voucher.module.css';

/** The voucher of the code in the address's hash, ready to print, with its Print button. */
export function PrintableVoucher({ code, restaurantName }: { code: string; restaurantName: string }) {
  const t = useT();
  const query = useVoucherView(code);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('pages.vouchers.view.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 422 || status === 400) {
      return (
        <Stack gap="md">
          <Alert color="crimson" title={t('pages.vouchers.view.notFoundTitle')}>
            {t('pages.vouchers.view.notFound')}
          </Alert>
          <Button component={Link} to={paths.voucher} variant="light" w="fit-content">
            {t('pages.vouchers.view.enterCode')}
          </Button>
        </Stack>
      );
    }
    return (
      <ErrorAlert
        message={status === 429 ? t('pages.vouchers.check.tooMany') : t('pages.vouchers.view.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return <VoucherSheet voucher={query.data} restaurantName={restaurantName} />;
}

export function VoucherSheet({ voucher, restaurantName }: { voucher: TVoucherView; restaurantName: string }) {
  const t = useT();
  const partlyUsed = voucher.balance !== voucher.amount && voucher.status === 'ACTIVE';
  return (
    <Stack gap="lg">
      <article className={classes.sheet} aria-labelledby="voucher-title">
        <Text className={classes.restaurant}>{restaurantName}</Text>
        <Title order={1} id="voucher-title" className={classes.title}>
          {t('pages.vouchers.view.title')}
        </Title>
        <p className={classes.amount}>{formatChf(voucher.amount)}</p>
        {voucher.status !== 'ACTIVE' ? (
          <Badge color={voucher.status === 'SPENT' ? 'gray' : 'crimson'} variant="light" size="lg">
            {t(`pages.vouchers.status.${voucher.status}`)}
          </Badge>
        ) : partlyUsed ? (
          <Text fw={600}>{t('pages.vouchers.view.left', { amount: formatChf(voucher.balance) })}</Text>
        ) : null}
        <div className={classes.people}>
          <Text>{t('pages.vouchers.view.for', { name: voucher.recipientName })}</Text>
          <Text>{t('pages.vouchers.view.fromBuyer', { name: voucher.buyerName })}</Text>
        </div>
        {voucher.message ? <p className={classes.message}>{voucher.message}</p> : null}
        <div className={classes.codeBlock}>
          <Text size="xs" c="dimmed">
            {t('pages.vouchers.view.codeLabel')}
          </Text>
          <span className={classes.code}>{formatVoucherCode(voucher.code)}</span>
        </div>
        <p className={classes.terms}>
          {t('pages.vouchers.view.validUntil', { date: formatDay(voucher.expiresOn) })}
          <br />
          {t('pages.vouchers.view.howToUse')}
        </p>
      </article>
      <div className={classes.noPrint}>
        <Group justify="center">
          <Button onClick={() => window.print()}>{t('pages.vouchers.view.print')}</Button>
          <Button component={Link} to={paths.vouchers} variant="subtle">
            {t('pages.vouchers.view.buyOne')}
          </Button>
        </Group>
      </div>
    </Stack>
  );
}
