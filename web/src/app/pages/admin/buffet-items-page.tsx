import type { TAdminBuffetItem } from '@app/shared/catalog';
import { buffetItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { checkBuffetItem } from '@/features/catalog-admin/catalog-form';
import { BuffetItemForm } from '@/features/catalog-admin/components/buffet-item-form';
import {
  availableColumn,
  descriptionColumn,
  priceColumn,
} from '@/features/catalog-admin/components/catalog-columns';
import { CatalogScreen } from '@/features/catalog-admin/components/catalog-screen';
import type { TCatalogColumn } from '@/features/catalog-admin/components/catalog-table';
import { OptionGroupsHint } from '@/features/option-groups/public';
import { SoldOutSwitch } from '@/features/sold-out/components/sold-out-switch';

const DESCRIPTION = descriptionColumn<TAdminBuffetItem>((item) => item.description);

const COLUMNS: TCatalogColumn<TAdminBuffetItem>[] = [
  // Its option groups small under the description: which dishes ask for a choice.
  {
    ...DESCRIPTION,
    cell: (item) => (
      <>
        {DESCRIPTION.cell(item)}
        <OptionGroupsHint ids={item.optionGroupIds} />
      </>
    ),
  },
  priceColumn<TAdminBuffetItem>(),
  availableColumn(buffetItemsApi, checkBuffetItem),
  // Sold out today: until the next opening day; 'Available' stays the permanent switch.
  { header: 'soldOut.title', cell: (item) => <SoldOutSwitch kind="BUFFET" item={item} />, nowrap: true },
];

/** /admin/buffet-items (spec sections 2 and 7): what diners can order from the buffet. */
export function BuffetItemsPage() {
  return (
    <CatalogScreen texts="buffetItems" resource={buffetItemsApi} columns={COLUMNS} Form={BuffetItemForm} />
  );
}
