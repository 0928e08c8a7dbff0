import { ScreenBeingBuilt } from '../../../components/screen-being-built';

/** /admin/reservations (lazy route): replace this file with the screen, keeping the export name. */
export function ReservationsPage() {
  return <ScreenBeingBuilt title="Reservations" />;
}
