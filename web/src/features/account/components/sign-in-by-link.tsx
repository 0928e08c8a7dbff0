import {
  SIGN_IN_ERROR_CODES,
  SIGN_IN_LINK_MINUTES,
  type TAccountMe,
  type TSignInErrorCode,
} from '@app/shared/account';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/paths';
import { ACCOUNT_QUERY_KEY, accountMeQueryOptions } from '../api/get-me';
import { signInOnce } from '../api/sign-in';
import { hasDinerHint } from '../diner-hint';
import { SectionLoading } from './section-states';
import { SignInLinkForm } from './sign-in-link-form';

type TState =
  | { step: 'signing-in' }
  /** The link does not sign in: which of the reasons (shared SIGN_IN_ERROR_CODES). */
  | { step: 'refused'; code: TSignInErrorCode }
  /** No answer, or an unexpected one: the same link may be tried again. */
  | { step: 'failed'; message: string };

function refusalOf(error: unknown): TSignInErrorCode | null {
  if (!(error instanceof ApiError)) return null;
  return SIGN_IN_ERROR_CODES.find((code) => code === error.code) ?? null;
}

/**
 * /account/sign-in?token=…, the emailed link: signs in on arrival (once: the token is single-use) and goes
 * on to /account, leaving the link out of the history; a link that does not sign in says why (used,
 * expired, unknown) with the form for a new one right there.
 */
export function SignInByLink({ token }: { token: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TState>(() =>
    token ? { step: 'signing-in' } : { step: 'refused', code: 'LINK_INVALID' },
  );
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per token and per "try again"
  useEffect(() => {
    if (!token) return;
    let live = true;
    signInOnce(token).then(
      (me: TAccountMe) => {
        if (!live) return;
        // Answers about whoever was signed in before belong to them.
        queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
        queryClient.setQueryData(accountMeQueryOptions().queryKey, me);
        navigate(paths.account, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        const code = refusalOf(error);
        setState(
          code
            ? { step: 'refused', code }
            : { step: 'failed', message: error instanceof Error ? error.message : '' },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  useEffect(() => {
    if (state.step !== 'signing-in') headingRef.current?.focus();
  }, [state.step]);

  if (state.step === 'signing-in') return <SectionLoading label={t('pages.account.signIn.pending')} />;

  if (state.step === 'failed')
    return (
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('pages.account.signIn.failed')}
        </Title>
        {state.message ? (
          <Alert color="crimson" variant="light" role="alert">
            {state.message}
          </Alert>
        ) : null}
        <Button
          onClick={() => {
            setState({ step: 'signing-in' });
            setAttempt((count) => count + 1);
          }}
        >
          {t('pages.account.signIn.retry')}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t(`pages.account.signIn.${state.code}.title`)}
        </Title>
        <Text>{t(`pages.account.signIn.${state.code}.text`, { minutes: SIGN_IN_LINK_MINUTES })}</Text>
        {/* Already signed in (an old link opened again): the account is one step away. */}
        {hasDinerHint() ? (
          <Anchor component={Link} to={paths.account} fw={600}>
            {t('pages.account.signIn.toAccount')}
          </Anchor>
        ) : null}
      </Stack>
      <SignInLinkForm />
    </Stack>
  );
}
