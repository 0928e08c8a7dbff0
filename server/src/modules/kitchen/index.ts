export { kitchenRoutes } from './routes';
export { registerKitchenRouting, routeOrderLines } from './routing';
export { kitchenService, type TKitchenService } from './service';
