export { buffetItemsApi, menuItemsApi } from './api/catalog-apis';
export { invalidateCatalog } from './api/catalog-resource';
export { useCategoryNames } from './api/categories-api';
