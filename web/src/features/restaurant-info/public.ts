export { useRestaurantInfo } from './api/get-restaurant-info';
