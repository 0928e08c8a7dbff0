export { buffetItemsQueryOptions } from './api/get-buffet-items';
export { categoriesQueryOptions } from './api/get-categories';
export { menuItemsQueryOptions } from './api/get-menu-items';
export { seedMenuFromPage } from './api/menu-page-data';
