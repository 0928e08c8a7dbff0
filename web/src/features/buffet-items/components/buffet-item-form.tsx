import type { TBuffetItem } from '@app/shared/catalog';
import { buffetItemsApi } from '../../catalog-admin/api/catalog-apis';
import { checkBuffetItem } from '../../catalog-admin/catalog-form';
import { PricedItemForm } from '../../catalog-admin/components/priced-item-form';
import type { TCatalogFormProps } from '../../catalog-admin/use-catalog-form';

/** Add/Edit a buffet item: food item, price and availability. */
export function BuffetItemForm(props: TCatalogFormProps<TBuffetItem>) {
  return <PricedItemForm {...props} resource={buffetItemsApi} check={checkBuffetItem} withCategory={false} />;
}
