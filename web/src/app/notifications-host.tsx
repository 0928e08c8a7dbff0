import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(async () => ({ default: (await import('./notifications-view')).Notifications }));

/**
 * Mantine's toast container, fetched when the first toast is shown (most visits never see one). The
 * toast store is always there, so a toast shown before the container's code arrives is not lost:
 * the container shows it, with its full display time, once mounted.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
