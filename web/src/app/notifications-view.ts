// Only imported lazily (notifications-host.tsx): the toast container's code stays out of the first load.
import { Notifications as MantineNotifications } from '@mantine/notifications';
import { withMantine } from '@/components/mantine-root';

export const Notifications = withMantine(MantineNotifications);
