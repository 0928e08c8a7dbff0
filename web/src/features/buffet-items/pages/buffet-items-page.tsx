import { ScreenBeingBuilt } from '../../../components/screen-being-built';

/** /admin/buffet-items (lazy route): replace this file with the screen, keeping the export name. */
export function BuffetItemsPage() {
  return <ScreenBeingBuilt title="Buffet Items" />;
}
