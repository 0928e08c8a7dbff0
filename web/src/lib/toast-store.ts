// Mantine's toast store, on its own so that `toast.ts` can fetch it with the first toast: the public
// pages load no Mantine JavaScript before they paint (docs/decisions/006, docs/performance.md).
export { notifications } from '@mantine/notifications';
