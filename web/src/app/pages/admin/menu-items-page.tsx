import type { TMenuItem } from '@app/shared/catalog';
import { MENU_CATEGORY_LABELS } from '@app/shared/enums';
import { menuItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { checkMenuItem } from '@/features/catalog-admin/catalog-form';
import { availableColumn, priceColumn } from '@/features/catalog-admin/components/catalog-columns';
import { CatalogScreen } from '@/features/catalog-admin/components/catalog-screen';
import type { TCatalogColumn } from '@/features/catalog-admin/components/catalog-table';
import { MenuItemForm } from '@/features/catalog-admin/components/menu-item-form';

const COLUMNS: TCatalogColumn<TMenuItem>[] = [
  { header: 'Category', cell: (item) => MENU_CATEGORY_LABELS[item.category] },
  priceColumn(),
  availableColumn(menuItemsApi, checkMenuItem),
];

/** /admin/menu-items (spec sections 2 and 7): what diners can order, in menu order. */
export function MenuItemsPage() {
  return (
    <CatalogScreen
      title="Menu Items"
      noun="menu item"
      intro="Food items on the menu, by category, with their price. Switch off Available when a dish is sold out: diners still see it but cannot order it."
      resource={menuItemsApi}
      columns={COLUMNS}
      Form={MenuItemForm}
      deleteQuestion={(item) => (
        <>
          Take <strong>{item.name}</strong> off the menu? Past orders keep it; the food item stays.
        </>
      )}
    />
  );
}
