import type { TMenuCategory } from '@app/shared/enums';
import { Select } from '@mantine/core';
import { categoryOptions, isMenuCategory } from '@/features/catalog-admin/catalog-form';
import { useAdminT } from '@/i18n/use-i18n';

interface TCategorySelectProps {
  value: TMenuCategory;
  onChange: (value: TMenuCategory) => void;
  error?: string | undefined;
}

/** One of the 17 menu categories, listed in menu order under the headings diners see. */
export function CategorySelect({ value, onChange, error }: TCategorySelectProps) {
  const t = useAdminT();
  return (
    <Select
      label={t('catalog.category')}
      required
      data={categoryOptions()}
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
