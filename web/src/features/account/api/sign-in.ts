import { type TAccountMe, ZAccountMeSchema } from '@app/shared/account';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { apiPost } from '@/lib/api-client';

const attempts = new Map<string, Promise<TAccountMe>>();

/**
 * POST /api/account/sign-in with the emailed link's token, at most once per token while it is under way
 * or has worked: the token is single-use, and React's strict mode (and a remount) runs the page's effect
 * twice, so a second request would find the link used and say so although the first signed in. A failed
 * attempt is forgotten, so that "try again" after a lost connection sends it again.
 */
export function signInOnce(token: string): Promise<TAccountMe> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = apiPost(PUBLIC_API.accountSignIn, { body: { token }, schema: ZAccountMeSchema });
    attempts.set(token, attempt);
    attempt.catch(() => attempts.delete(token));
  }
  return attempt;
}
