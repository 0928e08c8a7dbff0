import { CategoriesScreen } from '@/features/catalog-admin/components/categories-screen';

/** /admin/categories: the menu's categories (order, names in four languages, hidden or shown). */
export function CategoriesPage() {
  return <CategoriesScreen />;
}
