import { useDocumentTitle } from '@mantine/hooks';
import { useRestaurantInfo } from '../api/get-restaurant-info';

/** Sets the document title to 'Page | Restaurant name', or the restaurant name alone. */
export function usePageTitle(page?: string): void {
  const { name } = useRestaurantInfo();
  useDocumentTitle(page ? `${page} | ${name}` : name);
}
