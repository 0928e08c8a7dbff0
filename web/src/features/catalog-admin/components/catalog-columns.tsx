import type { TVatClass } from '@app/shared/vat';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { TCatalogResource } from '@/features/catalog-admin/api/catalog-resource';
import type { TPricedItemCheck } from '@/features/catalog-admin/catalog-form';
import { tAdmin } from '@/i18n/i18n';
import { formatChf } from '@/lib/format';
import { AvailabilitySwitch } from './availability-switch';
import type { TCatalogColumn } from './catalog-table';

/** Columns more than one catalogue list shows. */

export function descriptionColumn<TItem>(
  /** The description shown (a food item's in the admin's language). */
  descriptionOf: (item: TItem) => string,
): TCatalogColumn<TItem> {
  return {
    header: 'common.description',
    cell: (item) => {
      const description = descriptionOf(item);
      return (
        <Text size="sm" c={description ? undefined : 'dimmed'} lineClamp={2}>
          {description || tAdmin('catalog.noDescription')}
        </Text>
      );
    },
  };
}

/**
 * 'Price' as the spec shows money: 'CHF 12.00'; an item at the standard VAT rate (issue 19: alcoholic
 * drinks) has a small '8.1 %' beside it, read out as 'standard VAT rate'.
 */
export function priceColumn<
  TItem extends { price: number; vatClass?: TVatClass | undefined },
>(): TCatalogColumn<TItem> {
  return {
    header: 'common.price',
    cell: (item) =>
      item.vatClass === 'STANDARD' ? (
        <Group gap={6} wrap="nowrap">
          <span>{formatChf(item.price)}</span>
          <Badge size="sm" variant="light" color="gray" tt="none">
            {tAdmin('catalog.declarations.vatMarker')}
            <VisuallyHidden>{` ${tAdmin('catalog.declarations.vatMarkerHint')}`}</VisuallyHidden>
          </Badge>
        </Group>
      ) : (
        formatChf(item.price)
      ),
    nowrap: true,
  };
}

type TPricedItem = Parameters<typeof AvailabilitySwitch>[0]['item'];

/** 'Available' with a switch that saves at once (sold out / back on). */
export function availableColumn<TItem extends TPricedItem, TBody>(
  resource: TCatalogResource<TItem, TBody>,
  check: TPricedItemCheck<TBody>,
): TCatalogColumn<TItem> {
  return {
    header: 'common.available',
    cell: (item) => <AvailabilitySwitch item={item} resource={resource} check={check} />,
    nowrap: true,
  };
}
