/** Orders: placed by diners or staff, tracked, confirmed or cancelled, listed and reported on. */
export { orderAdminRoutes } from './admin-routes';
export { orderAdminService, type TOrderAdminService } from './admin-service';
export { ordersRepository } from './repository';
export { ordersRoutes } from './routes';
export { ordersService, type TOrdersService, type TOrderVouchers, type TVoucherChoice } from './service';
export { readSlotCounts } from './slot-counts';
