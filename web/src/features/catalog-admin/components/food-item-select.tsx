import { Anchor, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '@/admin-paths';
import { richText } from '@/components/rich-text';
import { foodItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { useCatalogList } from '@/features/catalog-admin/api/catalog-resource';
import { foodItemName } from '@/features/catalog-admin/catalog-form';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';

interface TFoodItemSelectProps {
  /** The food item's id as text, null while none is chosen. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}

/** Picks the dish a menu or buffet item sells, searchable by name, from the food items list. */
export function FoodItemSelect({ value, onChange, error }: TFoodItemSelectProps) {
  const t = useAdminT();
  const language = useLanguage();
  const foodItems = useCatalogList(foodItemsApi);
  const options = useMemo(
    () =>
      (foodItems.data ?? [])
        .map((food) => ({ value: String(food.id), label: foodItemName(food, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'de-CH')),
    [foodItems.data, language],
  );
  const noFoodItems = foodItems.isSuccess && options.length === 0;

  return (
    <Select
      label={t('catalog.foodItem')}
      required
      searchable
      data={options}
      allowDeselect={false}
      nothingFoundMessage={t('catalog.noFoodItemFound')}
      placeholder={foodItems.isPending ? t('catalog.loadingFoodItems') : t('catalog.chooseFoodItem')}
      disabled={foodItems.isPending}
      value={value}
      onChange={onChange}
      error={
        error ??
        (foodItems.isError
          ? t('catalog.foodItemsLoadFailed', { message: foodItems.error.message })
          : undefined)
      }
      description={
        noFoodItems ? (
          <Text span size="xs">
            {richText(
              (values) => t('catalog.noFoodItems', values),
              {},
              {
                link: (children) => (
                  <Anchor component={Link} to={adminPaths.foodItems} size="xs">
                    {children}
                  </Anchor>
                ),
              },
            )}
          </Text>
        ) : undefined
      }
    />
  );
}
