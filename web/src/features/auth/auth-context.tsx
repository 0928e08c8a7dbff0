import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { AUTH_LOGOUT_EVENT } from '@/lib/api-client';
import { meQueryOptions, type TSession } from './api/get-me';

export interface TAuthState {
  /** False until the first session check has answered (spec section 4). */
  ready: boolean;
  session: TSession | null;
  isAdmin: boolean;
  /** Records the session the sign-in answer describes. */
  setSession: (session: TSession) => void;
  /** Forgets the session (after sign-out, or when the server says it has ended). */
  clearSession: () => void;
}

/** Navigation state of the way to login after signing out: the login page then forgets the session. */
export const SIGNED_OUT_STATE = { signedOut: true } as const;

export function isSignedOutState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signedOut?: unknown }).signedOut === true;
}

const AuthContext = createContext<TAuthState | null>(null);
const queryKey = meQueryOptions().queryKey;

/**
 * The session of the back office: checked with GET /api/auth/me when it starts, set by sign-in,
 * cleared by sign-out and by the window 'auth:logout' event the API client fires on an admin 401.
 * A failed check (server unreachable) counts as signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());

  const setSession = useCallback(
    (session: TSession) => {
      // A check still on its way must not overwrite the fresh answer.
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, session);
    },
    [queryClient],
  );
  const clearSession = useCallback(() => {
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData(queryKey, null);
  }, [queryClient]);

  useEffect(() => {
    window.addEventListener(AUTH_LOGOUT_EVENT, clearSession);
    return () => window.removeEventListener(AUTH_LOGOUT_EVENT, clearSession);
  }, [clearSession]);

  const session = me.data ?? null;
  const ready = !me.isPending;
  const value = useMemo<TAuthState>(
    () => ({ ready, session, isAdmin: session?.role === 'ADMIN', setSession, clearSession }),
    [ready, session, setSession, clearSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): TAuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within AuthProvider');
  return state;
}
