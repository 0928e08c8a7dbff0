import { Text } from '@mantine/core';
import type { TCatalogResource } from '@/features/catalog-admin/api/catalog-resource';
import type { TPricedItemCheck } from '@/features/catalog-admin/catalog-form';
import { formatChf } from '@/lib/format';
import { AvailabilitySwitch } from './availability-switch';
import type { TCatalogColumn } from './catalog-table';

/** Columns more than one catalogue list shows. */

export function descriptionColumn<TItem extends { description: string }>(): TCatalogColumn<TItem> {
  return {
    header: 'Description',
    cell: (item) => (
      <Text size="sm" c={item.description ? undefined : 'dimmed'} lineClamp={2}>
        {item.description || 'No description'}
      </Text>
    ),
  };
}

/** 'Price' as the spec shows money: 'CHF 12.00'. */
export function priceColumn<TItem extends { price: number }>(): TCatalogColumn<TItem> {
  return { header: 'Price', cell: (item) => formatChf(item.price), nowrap: true };
}

type TPricedItem = Parameters<typeof AvailabilitySwitch>[0]['item'];

/** 'Available' with a switch that saves at once (sold out / back on). */
export function availableColumn<TItem extends TPricedItem, TBody>(
  resource: TCatalogResource<TItem, TBody>,
  check: TPricedItemCheck<TBody>,
): TCatalogColumn<TItem> {
  return {
    header: 'Available',
    cell: (item) => <AvailabilitySwitch item={item} resource={resource} check={check} />,
    nowrap: true,
  };
}
