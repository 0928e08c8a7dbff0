import { ScreenBeingBuilt } from '../../../components/screen-being-built';

/** /admin/discounts (lazy route): replace this file with the screen, keeping the export name. */
export function DiscountsPage() {
  return <ScreenBeingBuilt title="Discounts / Sale" />;
}
