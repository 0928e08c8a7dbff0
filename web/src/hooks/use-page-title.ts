import { useEffect } from 'react';

/** Sets the document title to 'Page | Site name', or the site name alone. */
export function usePageTitle(page: string | undefined, siteName: string): void {
  const title = page ? `${page} | ${siteName}` : siteName;
  useEffect(() => {
    if (title.trim() !== '') document.title = title.trim();
  }, [title]);
}
