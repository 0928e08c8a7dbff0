import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { useAdminT } from '@/i18n/use-i18n';
import { paths } from '@/paths';

/** Where the guard sends a visitor without an admin session: login, then back to `path` (with its query). */
function loginPathFor(pathAndQuery: string): string {
  return `${paths.login}?next=${encodeURIComponent(pathAndQuery)}`;
}

/**
 * Spec section 2: while the session check is pending a spinner shows; anyone but an ADMIN is sent to
 * /login?next={current path and query}, replacing the entry so Back does not bounce through here.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { ready, isAdmin } = useAuth();
  const t = useAdminT();
  const location = useLocation();
  if (!ready) {
    return (
      <Center mih="100dvh">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!isAdmin) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
