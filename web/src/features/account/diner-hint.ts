/**
 * Whether this browser holds the diner's hint cookie: `diner=1`, or `__Host-diner=1` over https. The server
 * sets it beside the httpOnly session cookie at sign-in and clears both at sign-out; it carries no secret,
 * it only says that asking for the account is worth a request (no 401 in the console on every visit).
 */
export function hasDinerHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => /^\s*(?:__Host-)?diner=1\s*$/.test(part));
}
