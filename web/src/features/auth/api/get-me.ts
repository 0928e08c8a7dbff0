import { API } from '@app/shared/api-paths';
import { mapRole, ZMeSchema } from '@app/shared/auth';
import type { TUserRole } from '@app/shared/enums';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, apiGet } from '@/lib/api-client';

/** The signed-in user as the web app sees it; role null when the server's role means nothing to us. */
export interface TSession {
  role: TUserRole | null;
  username: string;
}

/** The session answer of login and me; any role spelling is accepted and mapped (spec section 6). */
export const ZSessionAnswerSchema = z.pipe(
  z.extend(ZMeSchema, { role: z.unknown() }),
  z.transform((me): TSession => ({ role: mapRole(me.role), username: me.username })),
);

/** GET /api/auth/me: the current session, or null when nobody is signed in (401). */
export async function getMe(signal?: AbortSignal): Promise<TSession | null> {
  try {
    return await apiGet(API.authMe, { schema: ZSessionAnswerSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Checked once when the back office or the login page starts (spec section 4); later changes come
 * from sign-in, sign-out and the 'auth:logout' event, not from refetching.
 */
export function meQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
