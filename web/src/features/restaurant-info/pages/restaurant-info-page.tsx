import { ScreenBeingBuilt } from '../../../components/screen-being-built';

/** /admin/restaurant-info (lazy route): replace this file with the screen, keeping the export name. */
export function RestaurantInfoPage() {
  return <ScreenBeingBuilt title="Restaurant Info" />;
}
