import { Select } from '@mantine/core';
import { useAdminCategories } from '@/features/catalog-admin/api/categories-api';
import { categoryDisplayName } from '@/features/catalog-admin/category-form';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';

interface TCategorySelectProps {
  /** The category's code; '' for a new item: the menu's first is shown, and the server chooses it. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The restaurant's categories (GET /api/admin/categories) in menu order, named in the reader's language. */
export function CategorySelect({ value, onChange, error }: TCategorySelectProps) {
  const t = useAdminT();
  const language = useLanguage();
  const categories = useAdminCategories();
  const list = categories.data ?? [];
  const options = list.map((category) => ({
    value: category.code,
    label: category.visible
      ? categoryDisplayName(category, language)
      : `${categoryDisplayName(category, language)} (${t('categories.hidden')})`,
  }));
  // A code the list lacks (deleted meanwhile) stays selectable as itself, so the form shows what is saved.
  if (value && !list.some((category) => category.code === value)) options.push({ value, label: value });
  return (
    <Select
      label={t('catalog.category')}
      required
      data={options}
      allowDeselect={false}
      maxDropdownHeight={320}
      value={value || options[0]?.value || null}
      onChange={(category) => {
        if (category !== null) onChange(category);
      }}
      error={error}
    />
  );
}

/** A menu item's category in the list: its name in the reader's language, else its code. */
export function CategoryName({ code }: { code: string }) {
  const language = useLanguage();
  const categories = useAdminCategories();
  const category = categories.data?.find((c) => c.code === code);
  return <>{category ? categoryDisplayName(category, language) : code}</>;
}
