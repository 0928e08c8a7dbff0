export { useLiveEvents } from './use-live-events';
