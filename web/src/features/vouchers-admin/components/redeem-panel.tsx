import { formatVoucherCode, normaliseVoucherCode } from '@app/shared/vouchers';
import type { TAdminVoucherDetail, TVoucherRedeemResult } from '@app/shared/vouchers-admin';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRestaurantInfo } from '@/features/restaurant-info/public';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { formatChf } from '@/lib/format';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { notifyError } from '@/lib/toast';
import { useRedeemVoucher, voucherQueryOptions } from '../api/vouchers-admin-api';
import { checkRedeemAmount, formatDay, voucherErrorCode, voucherStatusColor } from '../voucher-admin-form';
import classes from './voucher-receipt.module.css';

/** Why a lookup or a redemption failed, in the back office's words. */
export function redeemErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return tAdmin('vouchers.redeem.unknown');
  const code = voucherErrorCode(error);
  // The server's words say more (the day it expired, what is left) and come in the screen's language.
  if (code) return (error as ApiError).message || tAdmin('vouchers.error', { code });
  return error instanceof Error ? error.message : tAdmin('vouchers.redeem.failed');
}

type TLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; voucher: TAdminVoucherDetail }
  | { state: 'failed'; message: string };

/**
 * Taking an amount off a voucher at the counter: the code typed or pasted (any case, hyphens or not),
 * looked up, its balance and last day shown; then the amount, and a receipt to print.
 */
export function RedeemPanel({ initialCode = '' }: { initialCode?: string }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const [codeText, setCodeText] = useState(initialCode ? formatVoucherCode(initialCode) : '');
  const [lookup, setLookup] = useState<TLookup>({ state: 'idle' });
  const [receipt, setReceipt] = useState<TVoucherRedeemResult | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const find = async (text: string) => {
    const code = normaliseVoucherCode(text);
    if (code === '') {
      setLookup({ state: 'failed', message: t('vouchers.redeem.codeMissing') });
      codeRef.current?.focus();
      return;
    }
    setReceipt(null);
    setLookup({ state: 'loading' });
    try {
      const voucher = await queryClient.fetchQuery({ ...voucherQueryOptions(code), staleTime: 0 });
      setLookup({ state: 'found', voucher });
    } catch (error) {
      setLookup({ state: 'failed', message: redeemErrorText(error) });
      codeRef.current?.focus();
    }
  };

  // Opened from a voucher's Redeem button: looked up at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only for the code it was opened with
  useEffect(() => {
    if (initialCode) void find(initialCode);
  }, [initialCode]);

  const onLookup = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void find(codeText);
  };

  const codeError = lookup.state === 'failed' ? lookup.message : undefined;
  return (
    <Stack gap="md" maw={720}>
      <Paper withBorder p="md" radius="md" className={classes.noPrint}>
        <form onSubmit={onLookup} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              ref={codeRef}
              flex={1}
              label={t('vouchers.redeem.code')}
              description={t('vouchers.redeem.codeHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              value={codeText}
              onChange={(event) => setCodeText(event.currentTarget.value)}
              error={codeError}
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.05em' },
              }}
            />
            <Button type="submit" mt={24} loading={lookup.state === 'loading'}>
              {t('vouchers.redeem.lookup')}
            </Button>
          </Group>
        </form>
      </Paper>

      {lookup.state === 'found' && !receipt ? (
        <RedeemForm
          key={lookup.voucher.code + lookup.voucher.balance}
          voucher={lookup.voucher}
          onRedeemed={setReceipt}
        />
      ) : null}
      {receipt ? (
        <RedeemReceipt
          receipt={receipt}
          onNext={() => {
            setReceipt(null);
            setLookup({ state: 'idle' });
            setCodeText('');
            codeRef.current?.focus();
          }}
        />
      ) : null}
    </Stack>
  );
}

function RedeemForm({
  voucher,
  onRedeemed,
}: {
  voucher: TAdminVoucherDetail;
  onRedeemed: (receipt: TVoucherRedeemResult) => void;
}) {
  const t = useAdminT();
  const redeem = useRedeemVoucher();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const usable = voucher.status === 'ACTIVE' && voucher.balance > 0;
  const checked = checkRedeemAmount(
    amount,
    voucher.balance,
    t('vouchers.redeem.tooMuch', { balance: formatChf(voucher.balance) }),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checked.ok) {
      setError(checked.errors.amount);
      amountRef.current?.focus();
      return;
    }
    setRefusal(null);
    try {
      onRedeemed(await redeem.mutateAsync({ code: voucher.code, amount: checked.body.amount }));
    } catch (failure) {
      if (voucherErrorCode(failure) || (failure instanceof ApiError && failure.status === 404)) {
        setRefusal(redeemErrorText(failure));
      } else if (failure instanceof ApiError && failure.details?.amount) {
        setError(failure.details.amount);
        amountRef.current?.focus();
      } else notifyError(failure, tAdmin('vouchers.redeem.failed'));
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      className={classes.noPrint}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id={headingId} ff="monospace">
              {formatVoucherCode(voucher.code)}
            </Title>
            <Text size="sm" c="dimmed">
              {[voucher.recipientName, t('vouchers.validUntil', { day: formatDay(voucher.expiresOn) })]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Badge color={voucherStatusColor(voucher.status)} variant="light" tt="none" radius="sm" size="lg">
            {t('vouchers.status', { status: voucher.status })}
          </Badge>
        </Group>
        <Text size="lg">
          {t('vouchers.redeem.left')} <strong>{formatChf(voucher.balance)}</strong>
        </Text>
        {refusal ? (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        ) : null}
        {usable ? (
          <form onSubmit={onSubmit} noValidate>
            <Group align="flex-start" gap="sm">
              <TextInput
                ref={amountRef}
                label={t('vouchers.redeem.amount')}
                description={t('vouchers.redeem.amountHint', { balance: formatChf(voucher.balance) })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                inputMode="decimal"
                autoComplete="off"
                leftSection={<Text size="sm">CHF</Text>}
                leftSectionWidth={48}
                value={amount}
                onChange={(event) => {
                  setAmount(event.currentTarget.value);
                  setError(undefined);
                }}
                error={error}
                data-autofocus
              />
              <Button type="submit" mt={24} loading={redeem.isPending}>
                {checked.ok
                  ? t('vouchers.redeem.take', { amount: formatChf(checked.body.amount) })
                  : t('vouchers.redeem.takeEmpty')}
              </Button>
            </Group>
          </form>
        ) : (
          <Alert color="gray" variant="light">
            {t('vouchers.redeem.notUsable', { status: voucher.status })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The receipt for the guest: the restaurant, when, the code, what was taken, what is left, until when. */
export function RedeemReceipt({ receipt, onNext }: { receipt: TVoucherRedeemResult; onNext: () => void }) {
  const t = useAdminT();
  const { name } = useRestaurantInfo();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const line = (label: string, value: string, strong = false) => (
    <div className={classes.line}>
      <span>{label}</span>
      {strong ? <strong>{value}</strong> : <span>{value}</span>}
    </div>
  );
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" role="status" className={classes.noPrint}>
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          {t('vouchers.receipt.done', {
            amount: formatChf(receipt.redeemed),
            balance: formatChf(receipt.balance),
          })}
        </Title>
      </Alert>
      <Paper
        withBorder
        p="md"
        radius="md"
        className={classes.receipt}
        aria-label={t('vouchers.receipt.title')}
      >
        <Stack gap={4}>
          <Text fw={700} ta="center">
            {name}
          </Text>
          <Text ta="center" size="sm">
            {t('vouchers.receipt.title')}
          </Text>
          {line(t('vouchers.receipt.when'), formatOrderDateTime(receipt.at))}
          {line(t('vouchers.receipt.code'), formatVoucherCode(receipt.code))}
          {line(t('vouchers.receipt.redeemed'), formatChf(receipt.redeemed), true)}
          {line(t('vouchers.receipt.left'), formatChf(receipt.balance), true)}
          {line(t('vouchers.receipt.validUntil'), formatDay(receipt.expiresOn))}
        </Stack>
      </Paper>
      <Group gap="sm" className={classes.noPrint}>
        <Button onClick={() => window.print()}>{t('vouchers.receipt.print')}</Button>
        <Button variant="default" onClick={onNext}>
          {t('vouchers.receipt.next')}
        </Button>
      </Group>
    </Stack>
  );
}
