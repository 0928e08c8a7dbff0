/** Promo codes: the owner's list and the diner's code at checkout and on the order. */
export { promoCodesRoutes } from './routes';
export { promoCodesService, type TPromoChoice, type TPromoCodesService } from './service';
