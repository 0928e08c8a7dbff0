/** The back office's catalogue: food items, menu items and buffet items. */
export { catalogAdminRoutes } from './routes';
export { catalogAdminService } from './service';
