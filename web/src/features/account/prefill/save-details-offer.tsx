import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { requestSignInLink } from '../api/sign-in-link';
import { hasDinerHint } from '../diner-hint';

type TOfferState = 'idle' | 'sending' | 'sent' | 'tooMany' | 'failed';

/**
 * "Save my details for next time" after an order, for a diner who is not signed in: one press sends the
 * sign-in link to the order's email (POST /api/account/sign-in-link). The account that the link opens
 * starts from this order's name, phone and address, so sending the link is all there is to saving them.
 * Hidden when the browser holds a diner's session hint, and until that is known (after the first render).
 */
export function SaveDetailsOffer({ email }: { email: string }) {
  const t = useT();
  const [signedIn, setSignedIn] = useState(true);
  const [state, setState] = useState<TOfferState>('idle');
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => setSignedIn(hasDinerHint()), []);
  // The button goes once the link is sent: its focus moves to what replaced it.
  useEffect(() => {
    if (state === 'sent') sentRef.current?.focus();
  }, [state]);

  if (signedIn) return null;
  if (state === 'sent') {
    return (
      <Text ref={sentRef} tabIndex={-1} role="status" ta="center" size="sm">
        {t('pages.thankYou.save.sent', { email })}
      </Text>
    );
  }

  const send = () => {
    setState('sending');
    requestSignInLink({ email }).then(
      () => setState('sent'),
      (error: unknown) => setState(error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed'),
    );
  };
  const problem = state === 'tooMany' || state === 'failed' ? t(`pages.thankYou.save.${state}`) : null;
  return (
    <Stack gap={4} align="center" ta="center">
      <Button variant="subtle" onClick={send} loading={state === 'sending'}>
        {t('pages.thankYou.save.button')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('pages.thankYou.save.hint')}
      </Text>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
