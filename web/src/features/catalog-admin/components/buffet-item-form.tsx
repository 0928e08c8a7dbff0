import type { TAdminBuffetItem } from '@app/shared/catalog';
import { buffetItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { checkBuffetItem } from '@/features/catalog-admin/catalog-form';
import type { TCatalogFormProps } from '@/features/catalog-admin/use-catalog-form';
import { PricedItemForm } from './priced-item-form';

/** Add/Edit a buffet item: food item, price and availability. */
export function BuffetItemForm(props: TCatalogFormProps<TAdminBuffetItem>) {
  return <PricedItemForm {...props} resource={buffetItemsApi} check={checkBuffetItem} withCategory={false} />;
}
