import { normaliseVoucherCode, type TVoucherCheck, voucherCodeText } from '@app/shared/vouchers';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t as translate, translateMessage } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { formatChf } from '@/lib/format';
import { checkVoucher } from '../api/check-voucher';
import { formatDay } from '../voucher-form';
import { voucherHref } from '../voucher-links';

type TChecked = { code: string; result: TVoucherCheck };

/** What a failed check says: too many tries (429), or that it could not be checked now. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return translate('pages.vouchers.check.tooMany');
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return translate('pages.vouchers.check.failed');
}

/**
 * "Enter your voucher code" (the printable page without a code in its address): what is left on it and
 * until when, then the way to the printable voucher. The answer is said in a live region.
 */
export function VoucherCodeForm() {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<TChecked | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = voucherCodeText().safeParse(text);
    const code = parsed.success ? normaliseVoucherCode(parsed.data) : '';
    if (!parsed.success || code === '') {
      setChecked(null);
      setError(
        parsed.success
          ? t('pages.vouchers.check.empty')
          : translateMessage(parsed.error.issues[0]?.message ?? ''),
      );
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setChecked({ code, result: await checkVoucher(code) });
    } catch (failure) {
      setChecked(null);
      setError(failureMessage(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label={t('pages.vouchers.check.form')}>
        <Stack gap="sm">
          <TextInput
            ref={input}
            label={t('pages.vouchers.check.label')}
            description={t('pages.vouchers.check.hint')}
            name="code"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
          />
          <Button type="submit" loading={busy} w="fit-content">
            {t('pages.vouchers.check.submit')}
          </Button>
        </Stack>
      </form>
      <div role="status">{checked ? <CheckAnswer checked={checked} /> : null}</div>
    </Stack>
  );
}

function CheckAnswer({ checked: { code, result } }: { checked: TChecked }) {
  const t = useT();
  if (!result.valid) {
    return <Text c="red.8">{t(`pages.vouchers.check.reason.${result.reason ?? 'VOUCHER_INVALID'}`)}</Text>;
  }
  return (
    <Stack gap={4}>
      <Text fw={700} size="lg">
        {t('pages.vouchers.check.balance', { amount: formatChf(result.balance) })}
      </Text>
      {result.expiresOn ? (
        <Text>{t('pages.vouchers.check.expires', { date: formatDay(result.expiresOn) })}</Text>
      ) : null}
      <Anchor component={Link} to={voucherHref(code)} fw={600}>
        {t('pages.vouchers.check.view')}
      </Anchor>
    </Stack>
  );
}
