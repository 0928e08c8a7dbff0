import { useEffect } from 'react';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';

/** Sets the document title to 'Page | Restaurant name', or the restaurant name alone. */
export function usePageTitle(page?: string): void {
  const { name } = useRestaurantInfo();
  const title = page ? `${page} | ${name}` : name;
  useEffect(() => {
    if (title.trim() !== '') document.title = title.trim();
  }, [title]);
}
