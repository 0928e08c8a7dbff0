import { Select, Switch } from '@mantine/core';
import { DialogForm } from '@/components/form-actions';
import type { TCatalogResource } from '@/features/catalog-admin/api/catalog-resource';
import {
  isVatClass,
  NEW_PRICED_ITEM,
  PRICED_ITEM_FIELDS,
  pricedItemValues,
  type TPricedItemCheck,
  vatClassOptions,
} from '@/features/catalog-admin/catalog-form';
import { type TCatalogFormProps, useCatalogForm } from '@/features/catalog-admin/use-catalog-form';
import { useAdminT } from '@/i18n/use-i18n';
import { CategorySelect } from './category-select';
import { FoodItemSelect } from './food-item-select';
import { PriceInput } from './price-input';

type TPricedItem = Parameters<typeof pricedItemValues>[0] & { id: number };

interface TPricedItemFormProps<TItem extends TPricedItem, TBody> extends TCatalogFormProps<TItem> {
  resource: TCatalogResource<TItem, TBody>;
  check: TPricedItemCheck<TBody>;
  /** Menu items have a category, buffet items do not. */
  withCategory: boolean;
}

/**
 * The Add/Edit form of a menu or buffet item: the food item it sells, (menu) its category, its price,
 * its VAT rate (issue 19: reduced unless it is an alcoholic drink) and the availability switch.
 */
export function PricedItemForm<TItem extends TPricedItem, TBody>({
  item,
  onDone,
  resource,
  check,
  withCategory,
}: TPricedItemFormProps<TItem, TBody>) {
  const t = useAdminT();
  const { values, errors, set, submit, saving } = useCatalogForm({
    resource,
    item,
    initialValues: item ? pricedItemValues(item) : NEW_PRICED_ITEM,
    check,
    fields: PRICED_ITEM_FIELDS,
    onDone,
  });
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <FoodItemSelect
        value={values.foodItemId}
        onChange={(foodItemId) => set('foodItemId', foodItemId)}
        error={errors.foodItemId}
      />
      {withCategory ? (
        <CategorySelect
          value={values.category}
          onChange={(category) => set('category', category)}
          error={errors.category}
        />
      ) : null}
      <PriceInput value={values.price} onChange={(price) => set('price', price)} error={errors.price} />
      <Select
        label={t('catalog.declarations.vatClass')}
        description={t('catalog.declarations.vatHint')}
        required
        data={vatClassOptions()}
        allowDeselect={false}
        value={values.vatClass}
        onChange={(vatClass) => {
          if (isVatClass(vatClass)) set('vatClass', vatClass);
        }}
        error={errors.vatClass}
      />
      <Switch
        label={t('common.available')}
        description={t('catalog.availableHint')}
        checked={values.available}
        onChange={(event) => set('available', event.currentTarget.checked)}
        error={errors.available}
      />
    </DialogForm>
  );
}
