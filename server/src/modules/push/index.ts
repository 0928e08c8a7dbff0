/** Web push notifications to the back office's devices. */
export { registerPushNotifications, type TPushJob, unseenMessage } from './notifications';
export { pushSubscriptionsRepository } from './repository';
export { pushRoutes } from './routes';
export { pushSender } from './sender';
export { pushService, type TPushService } from './service';
