import type { TBuffetItem, TMenuItem } from '@app/shared/catalog';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';

export const RESTAURANT_INFO: TRestaurantInfo = {
  id: 1,
  name: 'Hana Sushi & Thai',
  aboutText: 'Sushi and Thai cooking in the old town of Olten.',
  phone: '+41 62 212 34 56',
  address: 'Baslerstrasse 24, 4600 Olten',
  openingHours: ['Mon: (closed)', 'Tue: 11:00-14:00, 17:00-22:00', 'Sun: 17:00-21:30'].join('\n'),
  deliveryNote: 'Free delivery from CHF 100.',
};

let nextId = 1;

export function menuItem(overrides: Partial<TMenuItem> = {}): TMenuItem {
  const id = nextId++;
  return {
    id,
    foodItemId: id,
    name: `Dish ${id}`,
    description: 'Tasty.',
    category: 'SUSHI_STARTER',
    price: 10,
    available: true,
    ...overrides,
  };
}

export function buffetItem(overrides: Partial<TBuffetItem> = {}): TBuffetItem {
  const id = nextId++;
  return {
    id,
    foodItemId: id,
    name: `Buffet ${id}`,
    description: 'From the buffet.',
    price: 12,
    available: true,
    ...overrides,
  };
}
