/** Diners' accounts without a password: a link by email, their orders, saved details and data rights (docs/decisions/033). */
export { accountRoutes } from './routes';
export { accountService, type TAccountService } from './service';
export { dinerSessionService, type TDinerSession, type TDinerSessionService } from './sessions';
