export { ADMIN_ORDERS_KEY } from './api/admin-orders';
export { getAdminOrder } from './api/get-order';
