import type { TFoodItem } from '@app/shared/catalog';
import { Textarea, TextInput } from '@mantine/core';
import { DialogForm } from '@/components/form-actions';
import { foodItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import {
  checkFoodItem,
  FOOD_ITEM_FIELDS,
  foodItemValues,
  NEW_FOOD_ITEM,
} from '@/features/catalog-admin/catalog-form';
import { type TCatalogFormProps, useCatalogForm } from '@/features/catalog-admin/use-catalog-form';

/** Add/Edit a food item: its name (required) and the description diners read on the menu. */
export function FoodItemForm({ item, onDone }: TCatalogFormProps<TFoodItem>) {
  const { values, errors, set, submit, saving } = useCatalogForm({
    resource: foodItemsApi,
    item,
    initialValues: item ? foodItemValues(item) : NEW_FOOD_ITEM,
    check: checkFoodItem,
    fields: FOOD_ITEM_FIELDS,
    onDone,
  });
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput
        label="Name"
        required
        autoComplete="off"
        data-autofocus
        maxLength={200}
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={errors.name}
      />
      <Textarea
        label="Description"
        description="Shown under the name on the menu (ingredients, pieces, spiciness)."
        rows={4}
        resize="vertical"
        maxLength={2000}
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        error={errors.description}
      />
    </DialogForm>
  );
}
