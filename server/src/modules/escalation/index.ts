/** Orders and reservations nobody saw are escalated: a push again, an email, an SMS. */
export { escalationService, type TEscalationService } from './service';
export { smsSender, type TSmsSender } from './sms';
