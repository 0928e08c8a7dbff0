import { ScreenBeingBuilt } from '../../../components/screen-being-built';

/** /admin/menu-items (lazy route): replace this file with the screen, keeping the export name. */
export function MenuItemsPage() {
  return <ScreenBeingBuilt title="Menu Items" />;
}
