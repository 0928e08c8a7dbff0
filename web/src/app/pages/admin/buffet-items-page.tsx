import type { TBuffetItem } from '@app/shared/catalog';
import { buffetItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { checkBuffetItem } from '@/features/catalog-admin/catalog-form';
import { BuffetItemForm } from '@/features/catalog-admin/components/buffet-item-form';
import {
  availableColumn,
  descriptionColumn,
  priceColumn,
} from '@/features/catalog-admin/components/catalog-columns';
import { CatalogScreen } from '@/features/catalog-admin/components/catalog-screen';

const COLUMNS = [
  descriptionColumn<TBuffetItem>((item) => item.description),
  priceColumn<TBuffetItem>(),
  availableColumn(buffetItemsApi, checkBuffetItem),
];

/** /admin/buffet-items (spec sections 2 and 7): what diners can order from the buffet. */
export function BuffetItemsPage() {
  return (
    <CatalogScreen texts="buffetItems" resource={buffetItemsApi} columns={COLUMNS} Form={BuffetItemForm} />
  );
}
