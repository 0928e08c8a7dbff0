import { PUBLIC_API } from '@app/shared/public-api-paths';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** POST /api/account/sign-out: the session ends and its cookies are cleared (204). */
export function useSignOut() {
  return useMutation({ mutationFn: () => apiPost<void>(PUBLIC_API.accountSignOut, { body: {} }) });
}
