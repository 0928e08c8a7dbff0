export { adminDeliveryZonesQueryOptions, useAdminDeliveryZones } from './api/delivery-zones';
export { adminOrderSettingsQueryOptions } from './api/order-settings';
