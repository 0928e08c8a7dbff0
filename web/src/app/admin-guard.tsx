import type { TUserRole } from '@app/shared/enums';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { useAdminT } from '@/i18n/use-i18n';
import { paths } from '@/paths';

/** Where the guard sends a visitor without an admin session: login, then back to `path` (with its query). */
function loginPathFor(pathAndQuery: string): string {
  return `${paths.login}?next=${encodeURIComponent(pathAndQuery)}`;
}

/**
 * A door of the signed-in screens: while the session check is pending a spinner shows; a visitor whose
 * role `allows` refuses is sent to /login?next={current path and query}, replacing the entry so Back does
 * not bounce through here; `refused` may answer a signed-in role otherwise (a message instead of login).
 */
export function SessionGuard({
  allows,
  refused,
  children,
}: {
  allows: (role: TUserRole | null) => boolean;
  refused?: (role: TUserRole | null) => ReactNode;
  children: ReactNode;
}) {
  const { ready, session } = useAuth();
  const t = useAdminT();
  const location = useLocation();
  if (!ready) {
    return (
      <Center mih="100dvh">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  const role = session?.role ?? null;
  if (allows(role)) return <>{children}</>;
  const answer = refused?.(role);
  if (answer) return <>{answer}</>;
  return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
}

/** A kitchen account's answer in the back office: it opens the kitchen display only, with the way there. */
function KitchenAccountNotice() {
  const t = useAdminT();
  return (
    <Center mih="100dvh" p="md">
      <Stack maw={480} gap="md">
        <Alert color="blue" variant="light" title={t('guard.kitchenTitle')}>
          {t('guard.kitchenText')}
        </Alert>
        <Button component={Link} to={paths.kitchen} size="lg">
          {t('guard.kitchenOpen')}
        </Button>
      </Stack>
    </Center>
  );
}

/** A courier account's answer in the back office: it opens the courier's deliveries only, with the way there. */
function CourierAccountNotice() {
  const t = useAdminT();
  return (
    <Center mih="100dvh" p="md">
      <Stack maw={480} gap="md">
        <Alert color="blue" variant="light" title={t('guard.courierTitle')}>
          {t('guard.courierText')}
        </Alert>
        <Button component={Link} to={paths.courier} size="lg">
          {t('guard.courierOpen')}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * Spec section 2: only an ADMIN passes; anyone else signs in first. A kitchen account (a wall tablet's)
 * is told instead that it opens the kitchen display only, and a courier's account its deliveries: sent
 * to login, it would only land there again.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <SessionGuard
      allows={(role) => role === 'ADMIN'}
      refused={(role) =>
        role === 'KITCHEN' ? <KitchenAccountNotice /> : role === 'COURIER' ? <CourierAccountNotice /> : null
      }
    >
      {children}
    </SessionGuard>
  );
}
