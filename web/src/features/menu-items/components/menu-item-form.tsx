import type { TMenuItem } from '@app/shared/catalog';
import { menuItemsApi } from '../../catalog-admin/api/catalog-apis';
import { checkMenuItem } from '../../catalog-admin/catalog-form';
import { PricedItemForm } from '../../catalog-admin/components/priced-item-form';
import type { TCatalogFormProps } from '../../catalog-admin/use-catalog-form';

/** Add/Edit a menu item: food item, category, price and availability. */
export function MenuItemForm(props: TCatalogFormProps<TMenuItem>) {
  return <PricedItemForm {...props} resource={menuItemsApi} check={checkMenuItem} withCategory />;
}
