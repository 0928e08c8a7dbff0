import type { TSignInLinkRequest } from '@app/shared/account';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/**
 * POST /api/account/sign-in-link: an email with a sign-in link goes to the address. The answer (202) is
 * the same whether or not the address has an account or any order, so it tells nobody whether it has.
 */
export function requestSignInLink(body: TSignInLinkRequest): Promise<void> {
  return apiPost(PUBLIC_API.accountSignInLink, { body });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
