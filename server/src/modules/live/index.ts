/** Live updates for the back office: events of every instance, streamed as Server-Sent Events. */
export { createLiveHub, HEARTBEAT_MS, LIVE_CHANNEL, type TLiveHub } from './hub';
export { liveRoutes, streamLiveEvents } from './routes';
