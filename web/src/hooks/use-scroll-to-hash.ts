import { useEffect } from 'react';

/** Spec section 9: scroll-to-anchor retries 10 times at 50 ms. */
export const SCROLL_TO_HASH_RETRIES = 10;
export const SCROLL_TO_HASH_INTERVAL_MS = 50;

/** '#contact' -> 'contact'; '' or '#' -> null. Percent-encoded ids are decoded. */
export function hashToElementId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls smoothly to the element whose id is the location's hash. The target may not exist yet (a
 * lazy page or data still loading), so a missing element is looked up again every 50 ms, up to 10
 * more times, then the hook gives up.
 *
 * Pass the router's location object: it is a new object on every navigation, so clicking the same
 * hash link again scrolls again.
 */
export function useScrollToHash(location: { hash: string }): void {
  useEffect(() => {
    const id = hashToElementId(location.hash);
    if (id === null) return;

    let retriesLeft = SCROLL_TO_HASH_RETRIES;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      timer = undefined;
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (retriesLeft > 0) {
        retriesLeft -= 1;
        timer = setTimeout(attempt, SCROLL_TO_HASH_INTERVAL_MS);
      }
    };
    attempt();

    return () => {
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [location]);
}
