import { ScreenBeingBuilt } from '../../../components/screen-being-built';

/** /admin/food-items (lazy route): replace this file with the screen, keeping the export name. */
export function FoodItemsPage() {
  return <ScreenBeingBuilt title="Food Items" />;
}
