import { Select, Switch } from '@mantine/core';
import { DialogForm } from '@/components/form-actions';
import type { TCatalogResource } from '@/features/catalog-admin/api/catalog-resource';
import {
  NEW_PRICED_ITEM,
  placePricedItemField,
  pricedItemValues,
  type TPricedItemCheck,
  vatClassOptions,
} from '@/features/catalog-admin/catalog-form';
import { type TCatalogFormProps, useCatalogForm } from '@/features/catalog-admin/use-catalog-form';
import { OptionGroupsField } from '@/features/option-groups/public';
import { StationSelect } from '@/features/stations/public';
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
 * its VAT rate (reduced unless it is an alcoholic drink), its kitchen station (a menu item's overrides
 * its category's), the availability switch and its option groups in order.
 */
export function PricedItemForm<TItem extends TPricedItem, TBody>({
  item,
  onDone,
  resource,
  check,
  withCategory,
}: TPricedItemFormProps<TItem, TBody>) {
  const t = useAdminT();
  const { form, submit, saving } = useCatalogForm({
    resource,
    item,
    initialValues: item ? pricedItemValues(item) : NEW_PRICED_ITEM,
    check,
    placeServerError: placePricedItemField,
    onDone,
  });
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <FoodItemSelect {...form.field('foodItemId')} />
      {withCategory ? <CategorySelect {...form.field('category')} /> : null}
      <PriceInput {...form.field('price')} />
      <Select
        label={t('catalog.declarations.vatClass')}
        description={t('catalog.declarations.vatHint')}
        required
        data={vatClassOptions()}
        allowDeselect={false}
        {...form.getInputProps('vatClass')}
      />
      <StationSelect
        label={t('catalog.station')}
        description={withCategory ? t('catalog.stationHint') : t('catalog.stationHintBuffet')}
        noneLabel={withCategory ? t('stations.asCategory') : t('stations.noStation')}
        value={form.values.stationId}
        onChange={(stationId) => form.set('stationId', stationId)}
        error={form.errors.stationId}
      />
      <Switch
        label={t('common.available')}
        description={t('catalog.availableHint')}
        {...form.getInputProps('available', { type: 'checkbox' })}
      />
      <OptionGroupsField
        value={form.values.optionGroupIds ?? []}
        onChange={(ids) => form.set('optionGroupIds', ids)}
        error={form.errors.optionGroupIds}
      />
    </DialogForm>
  );
}
