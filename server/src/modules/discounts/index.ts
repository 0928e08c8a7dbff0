/** The sale discount: the current one for the back office, the active one for diners. */
export { discountsRoutes } from './routes';
export { discountsService, saleAt, type TDiscountsService, type TSaleRow } from './service';
