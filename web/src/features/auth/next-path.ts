/** Only paths of this site are followed after sign-in; anything else falls back to the back office. */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
