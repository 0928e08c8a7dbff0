import { Anchor, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { foodItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { useCatalogList } from '@/features/catalog-admin/api/catalog-resource';
import { adminPaths } from '@/paths';

interface TFoodItemSelectProps {
  /** The food item's id as text, null while none is chosen. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}

/** Picks the dish a menu or buffet item sells, searchable by name, from the food items list. */
export function FoodItemSelect({ value, onChange, error }: TFoodItemSelectProps) {
  const foodItems = useCatalogList(foodItemsApi);
  const options = useMemo(
    () =>
      (foodItems.data ?? [])
        .map((food) => ({ value: String(food.id), label: food.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'de-CH')),
    [foodItems.data],
  );
  const noFoodItems = foodItems.isSuccess && options.length === 0;

  return (
    <Select
      label="Food item"
      required
      searchable
      data={options}
      allowDeselect={false}
      nothingFoundMessage="No food item with this name"
      placeholder={foodItems.isPending ? 'Loading food items…' : 'Choose a food item'}
      disabled={foodItems.isPending}
      value={value}
      onChange={onChange}
      error={
        error ?? (foodItems.isError ? `Failed to load food items: ${foodItems.error.message}` : undefined)
      }
      description={
        noFoodItems ? (
          <Text span size="xs">
            There are no food items yet.{' '}
            <Anchor component={Link} to={adminPaths.foodItems} size="xs">
              Add one under Food Items
            </Anchor>{' '}
            first.
          </Text>
        ) : undefined
      }
    />
  );
}
