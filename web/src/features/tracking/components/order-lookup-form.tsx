import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { lookupOrder } from '../api/lookup-order';
import { trackingHref } from '../tracking-links';

/**
 * /track without a link: the diner types the order number and the email they ordered with, and goes to
 * the order's tracking page (menu or buffet, as the server says). An unknown number and a wrong email
 * get the same answer.
 */
export function OrderLookupForm() {
  const t = useT();
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = number.trim().replace(/^#/, '');
    const address = email.trim();
    if (!/^\d{1,7}$/.test(digits) || Number(digits) < 1 || address === '') {
      setError(t('pages.lookup.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const found = await lookupOrder({ orderNumber: Number(digits), email: address });
      navigate(trackingHref(found.kind, found.orderId, address));
    } catch (failure) {
      // Too many attempts, or no answer at all (offline, timed out): said as such, not as 'not found'.
      const said = failure instanceof ApiError && (failure.status === 429 || failure.status === 0);
      setError(said ? failure.message : t('pages.lookup.notFound'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
      <Stack gap="md">
        <Text>{t('pages.lookup.intro')}</Text>
        <TextInput
          label={t('pages.lookup.number')}
          value={number}
          onChange={(event) => setNumber(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={8}
        />
        <TextInput
          label={t('pages.lookup.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          autoComplete="email"
          required
          maxLength={254}
        />
        {error ? (
          <Alert color="crimson" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={busy}>
            {t('pages.lookup.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
