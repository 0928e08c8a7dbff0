import type { TAdminFoodItem } from '@app/shared/catalog';
import { foodItemsApi } from '@/features/catalog-admin/api/catalog-apis';
import { foodItemDescription, foodItemName } from '@/features/catalog-admin/catalog-form';
import { descriptionColumn, photoColumn } from '@/features/catalog-admin/components/catalog-columns';
import { CatalogScreen } from '@/features/catalog-admin/components/catalog-screen';
import { DefaultLanguageProvider, FoodItemForm } from '@/features/catalog-admin/components/food-item-form';
import { useLabelTexts } from '@/features/catalog-admin/use-label-texts';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { currentLanguage } from '@/i18n/i18n';
import { useLanguage } from '@/i18n/use-i18n';

// The list speaks the admin's language: a food item's text in it, else the default language's.
const COLUMNS = [
  photoColumn<TAdminFoodItem>(),
  descriptionColumn<TAdminFoodItem>((food) => foodItemDescription(food, currentLanguage())),
];

/** /admin/food-items (spec sections 2 and 7): the dishes that menu and buffet items sell. */
export function FoodItemsPage() {
  const language = useLanguage();
  const { info } = useRestaurantInfo();
  // The dialog's names of allergens and animals: on their way while the list loads.
  useLabelTexts();
  return (
    <DefaultLanguageProvider value={info?.defaultLanguage ?? 'de'}>
      <CatalogScreen
        texts="foodItems"
        resource={foodItemsApi}
        columns={COLUMNS}
        nameOf={(food) => foodItemName(food, language)}
        Form={FoodItemForm}
        dialogSize="lg"
      />
    </DefaultLanguageProvider>
  );
}
