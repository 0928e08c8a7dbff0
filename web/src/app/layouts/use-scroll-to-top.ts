import { useEffect } from 'react';
import { type Location, type NavigationType, useNavigationType } from 'react-router';

/**
 * A new page starts at the top, as a full page load would. Hash targets are handled by
 * useScrollToHash; back/forward (POP) is left to the browser.
 */
export function useScrollToTop(location: Location): void {
  const navigationType: NavigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP' || location.hash !== '') return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);
}
