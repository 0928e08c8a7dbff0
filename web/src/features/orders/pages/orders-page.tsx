import { ScreenBeingBuilt } from '../../../components/screen-being-built';

/** /admin/orders (lazy route): replace this file with the screen, keeping the export name. */
export function OrdersPage() {
  return <ScreenBeingBuilt title="Menu Orders" />;
}
