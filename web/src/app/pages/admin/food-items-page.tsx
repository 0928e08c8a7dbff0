import type { TFoodItem } from '@app/shared/catalog';
import { foodItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { descriptionColumn } from '@/features/catalog-admin/components/catalog-columns';
import { CatalogScreen } from '@/features/catalog-admin/components/catalog-screen';
import { FoodItemForm } from '@/features/catalog-admin/components/food-item-form';

const COLUMNS = [descriptionColumn<TFoodItem>()];

/** /admin/food-items (spec sections 2 and 7): the dishes that menu and buffet items sell. */
export function FoodItemsPage() {
  return (
    <CatalogScreen
      title="Food Items"
      noun="food item"
      intro="The dishes themselves: name and description. Put them on the menu under Menu Items, in the buffet under Buffet Items."
      resource={foodItemsApi}
      columns={COLUMNS}
      Form={FoodItemForm}
      deleteQuestion={(food) => (
        <>
          Delete the food item <strong>{food.name}</strong>? This is only possible while no menu or buffet
          item uses it. Past orders keep their items.
        </>
      )}
    />
  );
}
