/** The restaurant's information and settings, and the one reader of each setting its row holds. */
export { processorsOf } from './processors';
export { restaurantInfoRoutes } from './routes';
export { restaurantInfoService, type TRestaurantInfoService } from './service';
export { kitchenLanguageOf, scheduleOfRow, slotCapacityOf, unseenSettingsOf } from './settings';
