import { OptionGroupsScreen } from '@/features/option-groups/components/option-groups-screen';
import { useRestaurantInfo } from '@/features/restaurant-info/public';

/** /admin/option-groups: the dishes' options (protein, spice level, extras) and their prices. */
export function OptionGroupsPage() {
  const { info } = useRestaurantInfo();
  return <OptionGroupsScreen defaultLanguage={info?.defaultLanguage ?? 'de'} />;
}
