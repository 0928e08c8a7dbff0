// Only imported lazily (notifications-host.tsx): the toast container's code stays out of the first load.
export { Notifications } from '@mantine/notifications';
