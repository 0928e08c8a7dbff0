export { buffetItemsQueryOptions } from './api/get-buffet-items';
export { menuItemsQueryOptions } from './api/get-menu-items';
export { seedMenuFromPage } from './api/menu-page-data';
