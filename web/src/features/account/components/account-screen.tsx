import type { TAccountMe } from '@app/shared/account';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { TPublicKey } from '@/i18n/catalogs';
import { useT } from '@/i18n/use-i18n';
import { useAccountMe, useForgetDiner } from '../api/get-me';
import { useSignOut } from '../api/sign-out';
import { AccountData } from './account-data';
import { AccountOrders, type TOrderActions } from './account-orders';
import { AccountReservations } from './account-reservations';
import { SavedDetails } from './saved-details-form';
import { SectionLoading } from './section-states';
import { SignInLinkForm } from './sign-in-link-form';

/** Why the diner is signed out now, said above the way back in. */
type TEnding = 'signedOut' | 'deleted' | 'sessionEnded';
const ENDING_TEXT: Record<TEnding, TPublicKey> = {
  signedOut: 'pages.account.signedOut',
  deleted: 'pages.account.deleted',
  sessionEnded: 'pages.account.sessionEnded',
};

/**
 * /account: signed out, the email form for a sign-in link (ordering never needs one); signed in, the
 * diner's orders (with what `orderActions` offers on each), table bookings, saved details and data.
 */
export function AccountScreen({ orderActions }: { orderActions: TOrderActions }) {
  const t = useT();
  const me = useAccountMe();
  const forget = useForgetDiner();
  const [ending, setEnding] = useState<TEnding | null>(null);

  const end = (why: TEnding) => {
    forget();
    setEnding(why);
  };

  let body: ReactNode;
  if (me.isPending) body = <SectionLoading label={t('pages.account.loading')} />;
  else if (me.isError)
    body = (
      <ErrorAlert
        message={t('pages.account.loadFailed')}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  else if (me.data === null) body = <SignedOut ending={ending} />;
  else body = <SignedIn me={me.data} orderActions={orderActions} onEnd={end} />;

  return (
    <Stack gap="xl">
      <Title order={1}>{t('pages.account.title')}</Title>
      {body}
    </Stack>
  );
}

function SignedOut({ ending }: { ending: TEnding | null }) {
  const t = useT();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ending) noticeRef.current?.focus();
  }, [ending]);
  return (
    <Stack gap="lg">
      {ending ? (
        <Alert
          color={ending === 'sessionEnded' ? 'yellow' : 'green'}
          role="status"
          tabIndex={-1}
          ref={noticeRef}
        >
          {t(ENDING_TEXT[ending])}
        </Alert>
      ) : null}
      <Text>{t('pages.account.intro')}</Text>
      <SignInLinkForm />
      <Text size="sm" c="dimmed">
        {t('pages.account.noAccountNeeded')}
      </Text>
    </Stack>
  );
}

function SignedIn({
  me,
  orderActions,
  onEnd,
}: {
  me: TAccountMe;
  orderActions: TOrderActions;
  onEnd: (why: TEnding) => void;
}) {
  const t = useT();
  const signOut = useSignOut();
  const sessionEnded = () => onEnd('sessionEnded');

  return (
    <Stack gap={40}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          {/* One paragraph: a greeting is no heading. */}
          <Text style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {t('pages.account.hello', { name: me.firstName || me.email })}
            <br />
            <Text span size="sm" c="dimmed">
              {t('pages.account.signedInAs', { email: me.email })}
            </Text>
          </Text>
          <Button
            variant="default"
            loading={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSuccess: () => onEnd('signedOut') })}
          >
            {t('pages.account.signOut')}
          </Button>
        </Group>
        {signOut.isError ? (
          <Alert color="crimson" variant="light" role="alert">
            {signOut.error.message}
          </Alert>
        ) : null}
      </Stack>
      <AccountOrders email={me.email} actions={orderActions} onSessionEnded={sessionEnded} />
      <AccountReservations onSessionEnded={sessionEnded} />
      <SavedDetails onSessionEnded={sessionEnded} />
      <AccountData onDeleted={() => onEnd('deleted')} onSessionEnded={sessionEnded} />
    </Stack>
  );
}
