import { Skeleton } from '@/components/ui/skeleton';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { useT } from '@/i18n/use-i18n';

/**
 * The restaurant's name as inline text: a placeholder while the info loads (so the default name does
 * not flash first), the default name when the info is missing or failed.
 */
export function RestaurantName({ skeletonWidth = 140 }: { skeletonWidth?: number }) {
  const t = useT();
  const { name, loading } = useRestaurantInfo();
  if (loading) {
    return <Skeleton inline height="1em" width={skeletonWidth} role="img" aria-label={t('site.loading')} />;
  }
  return <>{name}</>;
}
