import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasToastBeenRequested, subscribeToToastRequests } from '@/lib/toast';

const Notifications = lazy(async () => ({ default: (await import('./notifications-view')).Notifications }));

/**
 * Mantine's toast container, fetched when the first toast is shown (most visits never see one), like
 * the toast store (lib/toast.ts). A toast shown before the container's code arrives is not lost: the
 * store keeps it, and the container shows it, with its full display time, once mounted.
 */
export function NotificationsHost() {
  const needed = useSyncExternalStore(subscribeToToastRequests, hasToastBeenRequested, hasToastBeenRequested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
