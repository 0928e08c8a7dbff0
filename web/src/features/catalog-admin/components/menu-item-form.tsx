import type { TAdminMenuItem } from '@app/shared/catalog';
import { menuItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { checkMenuItem } from '@/features/catalog-admin/catalog-form';
import type { TCatalogFormProps } from '@/features/catalog-admin/use-catalog-form';
import { PricedItemForm } from './priced-item-form';

/** Add/Edit a menu item: food item, category, price and availability. */
export function MenuItemForm(props: TCatalogFormProps<TAdminMenuItem>) {
  return <PricedItemForm {...props} resource={menuItemsApi} check={checkMenuItem} withCategory />;
}
