import { ScreenBeingBuilt } from '../../../components/screen-being-built';

/** /admin/buffet-orders (lazy route): replace this file with the screen, keeping the export name. */
export function BuffetOrdersPage() {
  return <ScreenBeingBuilt title="Buffet Orders" />;
}
