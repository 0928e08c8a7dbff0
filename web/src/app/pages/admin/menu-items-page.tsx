import type { TAdminMenuItem } from '@app/shared/catalog';
import { menuItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { checkMenuItem } from '@/features/catalog-admin/catalog-form';
import { availableColumn, priceColumn } from '@/features/catalog-admin/components/catalog-columns';
import { CatalogScreen } from '@/features/catalog-admin/components/catalog-screen';
import type { TCatalogColumn } from '@/features/catalog-admin/components/catalog-table';
import { CategoryName } from '@/features/catalog-admin/components/category-select';
import { MenuItemForm } from '@/features/catalog-admin/components/menu-item-form';
import { OptionGroupsHint } from '@/features/option-groups/public';
import { SoldOutSwitch } from '@/features/sold-out/components/sold-out-switch';

const COLUMNS: TCatalogColumn<TAdminMenuItem>[] = [
  {
    header: 'catalog.category',
    // Its option groups small under the category: which dishes ask for a choice, without a column more.
    cell: (item) => (
      <>
        <CategoryName code={item.category} />
        <OptionGroupsHint ids={item.optionGroupIds} />
      </>
    ),
  },
  priceColumn(),
  availableColumn(menuItemsApi, checkMenuItem),
  // Sold out today: until the next opening day; 'Available' stays the permanent switch.
  { header: 'soldOut.title', cell: (item) => <SoldOutSwitch kind="MENU" item={item} />, nowrap: true },
];

/** /admin/menu-items (spec sections 2 and 7): what diners can order, in menu order. */
export function MenuItemsPage() {
  return <CatalogScreen texts="menuItems" resource={menuItemsApi} columns={COLUMNS} Form={MenuItemForm} />;
}
