/**
 * The readable hint the server sets beside a diner's session cookie (`diner=1`, `__Host-diner=1` over
 * https): whether asking the account's API is worth it, so that pages of a diner without a session send
 * no request that can only answer 401. It says nothing about the session's validity: the session may
 * have ended since, and a 401 then is expected.
 */
const DINER_HINT = /(?:^|;\s*)(?:__Host-)?diner=1(?:;|$)/;

export function hasDinerHint(): boolean {
  return typeof document !== 'undefined' && DINER_HINT.test(document.cookie);
}
