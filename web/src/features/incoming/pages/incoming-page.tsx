import { ScreenBeingBuilt } from '../../../components/screen-being-built';

/** /admin and /admin/incoming (lazy route): replace this file with the screen, keeping the export name. */
export function IncomingPage() {
  return <ScreenBeingBuilt title="Incoming (NEW)" />;
}
