export { kitchenLiveEvents } from './live-events';
export { useLiveEvents } from './use-live-events';
