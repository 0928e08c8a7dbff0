export { useRestaurantInfo } from './api/get-restaurant-info';
export { telHref } from './contact-links';
