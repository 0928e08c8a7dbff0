import type { TMenuCategory } from '@app/shared/enums';
import { Select } from '@mantine/core';
import { CATEGORY_OPTIONS, isMenuCategory } from '@/features/catalog-admin/catalog-form';

interface TCategorySelectProps {
  value: TMenuCategory;
  onChange: (value: TMenuCategory) => void;
  error?: string | undefined;
}

/** One of the 17 menu categories, listed in menu order under the headings diners see. */
export function CategorySelect({ value, onChange, error }: TCategorySelectProps) {
  return (
    <Select
      label="Category"
      required
      data={CATEGORY_OPTIONS}
      allowDeselect={false}
      maxDropdownHeight={320}
      value={value}
      onChange={(category) => {
        if (isMenuCategory(category)) onChange(category);
      }}
      error={error}
    />
  );
}
