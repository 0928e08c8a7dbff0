import { BUSINESS_DAY_STARTS_AT } from '@app/shared/reports';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import {
  closeOutFileHref,
  useCloseDay,
  useCloseOut,
  usePrintCloseOut,
} from '@/features/reports/api/close-out';
import { businessToday, formatDay, isDay, readDay, shiftDay } from '@/features/reports/business-day';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { notifyError, notifySuccess } from '@/lib/toast';
import { AwaitingOrders } from './awaiting-orders';
import { CloseDayDialog } from './close-day-dialog';
import { CloseOutFigures, isEmptyCloseOut } from './close-out-figures';
import { hasVoucherActivity, VoucherFigures } from './voucher-figures';

/** The day in the URL (?date=, so a reload or a link keeps it); today's business day when absent. */
function useCloseOutDay() {
  const [params, setParams] = useSearchParams();
  // Read per render: a screen left open past 05:00 moves on to the new business day by itself.
  const today = businessToday();
  const date = readDay(params, today);
  const setDate = useCallback(
    (next: string) =>
      setParams(() =>
        next === businessToday() ? new URLSearchParams() : new URLSearchParams({ date: next }),
      ),
    [setParams],
  );
  return { date, today, setDate };
}

/**
 * /admin/close-out: one business day's figures, open or closed, with 'Close the
 * day' (after a confirmation: the figures are then frozen), 'Print' on the receipt printer and the CSV
 * and PDF files for the accountant.
 */
export function CloseOutScreen() {
  const t = useAdminT();
  const { date, today, setDate } = useCloseOutDay();
  const closeOut = useCloseOut(date);
  const closeDay = useCloseDay();
  const print = usePrintCloseOut();
  const [confirming, setConfirming] = useState<string | null>(null);
  const data = closeOut.data;
  const loadFailed = t('closeOut.loadFailed');

  useEffect(() => {
    if (closeOut.isError) notifyError(closeOut.error, loadFailed);
  }, [closeOut.isError, closeOut.error, loadFailed]);

  const onConfirmClose = () => {
    if (confirming === null) return;
    closeDay.mutate(confirming, {
      onSuccess: () => notifySuccess(t('closeOut.closedToast')),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'DAY_CLOSED')
          notifyError(null, t('closeOut.alreadyClosed'));
        else notifyError(error, t('closeOut.closeFailed'));
      },
      onSettled: () => setConfirming(null),
    });
  };

  const onPrint = () => {
    print.mutate(date, {
      onSuccess: () => notifySuccess(t('closeOut.printed')),
      onError: (error) => {
        // No network printer: the PDF prints from this device instead.
        if (error instanceof ApiError && error.code === 'NO_PRINTER')
          notifyError(null, t('closeOut.noPrinter'));
        else notifyError(error, t('closeOut.printFailed'));
      },
    });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('closeOut.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('closeOut.intro', { start: BUSINESS_DAY_STARTS_AT })}
        </Text>
      </div>

      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('closeOut.day')}
          value={date}
          max={today}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isDay(next)) setDate(next);
          }}
          w={170}
        />
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={t('closeOut.previousDay')}
            onClick={() => setDate(shiftDay(date, -1))}
          >
            <span aria-hidden="true">‹</span>
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={t('closeOut.nextDay')}
            disabled={date >= today}
            onClick={() => setDate(shiftDay(date, 1))}
          >
            <span aria-hidden="true">›</span>
          </ActionIcon>
          <Button variant="default" onClick={() => setDate(today)} disabled={date === today}>
            {t('closeOut.today')}
          </Button>
        </Group>
      </Group>

      {closeOut.isError && !data ? (
        <ErrorAlert
          title={loadFailed}
          message={closeOut.error.message}
          onRetry={() => void closeOut.refetch()}
          retrying={closeOut.isFetching}
        />
      ) : !data ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('closeOut.loading')} size="sm" />
        </Center>
      ) : (
        <>
          <Stack gap="xs">
            <Group gap="sm" wrap="wrap">
              <Title order={2} size="h3">
                {formatDay(data.date)}
              </Title>
              {data.closed ? (
                <Badge color="gray" variant="filled">
                  {t('closeOut.closedBadge')}
                </Badge>
              ) : (
                <Badge color="green" variant="light">
                  {t('closeOut.open')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('closeOut.period', {
                from: formatOrderDateTime(data.from),
                to: formatOrderDateTime(data.to),
              })}
            </Text>
            {data.closed ? (
              <Alert color="gray" variant="light" role="status">
                {t('closeOut.closed', {
                  at: formatOrderDateTime(data.closedAt),
                  by: data.closedBy ?? '—',
                })}
              </Alert>
            ) : (
              <Text size="sm">{t('closeOut.openHint')}</Text>
            )}
          </Stack>

          <Group gap="sm" wrap="wrap">
            {!data.closed && (
              <Button onClick={() => setConfirming(data.date)} disabled={closeDay.isPending}>
                {t('closeOut.close')}
              </Button>
            )}
            <Button variant="default" onClick={onPrint} loading={print.isPending}>
              {t('closeOut.print')}
            </Button>
            <Button
              variant="default"
              component="a"
              href={closeOutFileHref(data.date, 'csv')}
              download={`close-out-${data.date}.csv`}
            >
              {t('closeOut.downloadCsv')}
            </Button>
            <Button
              variant="default"
              component="a"
              href={closeOutFileHref(data.date, 'pdf')}
              download={`close-out-${data.date}.pdf`}
            >
              {t('closeOut.downloadPdf')}
            </Button>
          </Group>

          {data.closed ? null : <AwaitingOrders orders={data.awaitingOrders ?? []} />}

          {isEmptyCloseOut(data) ? (
            <>
              <Text c="dimmed" py="lg" ta="center">
                {t('closeOut.empty')}
              </Text>
              {/* A day without orders can still have sold or redeemed vouchers at the counter. */}
              {data.vouchers && hasVoucherActivity(data.vouchers) ? (
                <VoucherFigures vouchers={data.vouchers} />
              ) : null}
            </>
          ) : (
            <CloseOutFigures closeOut={data} />
          )}
        </>
      )}

      <CloseDayDialog
        date={confirming}
        pending={closeDay.isPending}
        awaiting={data?.awaitingOrders ?? []}
        onConfirm={onConfirmClose}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
