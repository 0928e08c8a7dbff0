import { Outlet } from 'react-router';
import { AuthProvider } from '@/features/auth/auth-context';

/**
 * Wraps the login page and the back office: the session is checked when either starts and is kept
 * while moving between them. Public pages never ask for it.
 */
export function AuthLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
