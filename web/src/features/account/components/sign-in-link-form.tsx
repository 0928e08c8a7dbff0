import { SIGN_IN_LINK_MINUTES, ZSignInLinkRequestSchema } from '@app/shared/account';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { translateMessage } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { useRequestSignInLink } from '../api/sign-in-link';

/**
 * The way into the account: one email field; the server mails a link that signs in once, for
 * SIGN_IN_LINK_MINUTES. Afterwards the form says where the link went, with a way to send it again or to
 * another address. The answer never says whether the address is known.
 */
export function SignInLinkForm() {
  const t = useT();
  const send = useRequestSignInLink();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The address the last link went to, and how many went there (a second one says "a new link"). */
  const [sent, setSent] = useState<{ email: string; count: number } | null>(null);
  const [refusals, setRefusals] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusals > 0) inputRef.current?.focus();
  }, [refusals]);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  async function deliver(address: string) {
    setFailure(null);
    try {
      await send.mutateAsync({ email: address });
      setSent((previous) => ({
        email: address,
        count: previous?.email === address ? previous.count + 1 : 1,
      }));
    } catch (error) {
      const message = error instanceof ApiError ? error.details?.email : undefined;
      if (message) {
        setSent(null);
        setFieldError(translateMessage(message));
        setRefusals((count) => count + 1);
      } else {
        setFailure(error instanceof Error ? error.message : t('site.error.network'));
      }
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = ZSignInLinkRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(translateMessage(parsed.error.issues[0]?.message ?? 'validation.email'));
      setRefusals((count) => count + 1);
      return;
    }
    setFieldError(null);
    void deliver(parsed.data.email);
  }

  const failureAlert = failure ? (
    <Alert color="crimson" variant="light" role="alert">
      {failure}
    </Alert>
  ) : null;

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" tabIndex={-1} ref={sentRef}>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('pages.account.sent', { email: sent.email, minutes: SIGN_IN_LINK_MINUTES })}
            </Text>
            {sent.count > 1 ? <Text size="sm">{t('pages.account.sentAgain')}</Text> : null}
            <Text size="sm">{t('pages.account.sentHint')}</Text>
          </Stack>
        </Alert>
        {failureAlert}
        <Group gap="sm">
          <Button variant="light" loading={send.isPending} onClick={() => void deliver(sent.email)}>
            {t('pages.account.sendAgain')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setSent(null);
              setFailure(null);
              setEmail(sent.email);
            }}
          >
            {t('pages.account.otherEmail')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={inputRef}
          label={t('pages.account.email')}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          size="md"
        />
        {failureAlert}
        <Button type="submit" size="md" loading={send.isPending}>
          {t('pages.account.send')}
        </Button>
      </Stack>
    </form>
  );
}
