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
  descriptionColumn<TBuffetItem>(),
  priceColumn<TBuffetItem>(),
  availableColumn(buffetItemsApi, checkBuffetItem),
];

/** /admin/buffet-items (spec sections 2 and 7): what diners can order from the buffet. */
export function BuffetItemsPage() {
  return (
    <CatalogScreen
      title="Buffet Items"
      noun="buffet item"
      intro="Food items offered from the buffet, with their price. Switch off Available when one runs out: diners still see it but cannot order it."
      resource={buffetItemsApi}
      columns={COLUMNS}
      Form={BuffetItemForm}
      deleteQuestion={(item) => (
        <>
          Take <strong>{item.name}</strong> out of the buffet? Past orders keep it; the food item stays.
        </>
      )}
    />
  );
}
