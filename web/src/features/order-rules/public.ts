export { adminDeliveryZonesQueryOptions, useAdminDeliveryZones } from './api/delivery-zones';
