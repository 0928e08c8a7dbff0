/** Emails to diners and the restaurant: composed, kept in the outbox, sent by the queue. */
export { emailComposer, restaurantContact, type TEmailComposer } from './compose';
export { registerEmailNotifications } from './notifications';
export { emailOutbox, type TEmailOutbox } from './outbox';
export { registerReadyNotice } from './ready-notice';
export { emailsRepository } from './repository';
export { emailsRoutes } from './routes';
export { emailSender, type TEmailJob } from './sender';
export { signInLinkEmail, voucherEmail, voucherReceiptEmail } from './templates';
