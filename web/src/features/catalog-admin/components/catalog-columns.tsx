import type { TPhoto } from '@app/shared/photos';
import type { TVatClass } from '@app/shared/vat';
import { Badge, Box, Group, Text, VisuallyHidden } from '@mantine/core';
import type { TCatalogResource } from '@/features/catalog-admin/api/catalog-resource';
import type { TPricedItemCheck } from '@/features/catalog-admin/catalog-form';
import { tAdmin } from '@/i18n/i18n';
import { formatChf } from '@/lib/format';
import { srcOfWidth } from '../photo-crop';
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
 * 'Price' as the spec shows money: 'CHF 12.00'; an item at the standard VAT rate (alcoholic
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

/** The thumbnail's size in the list (4:3, as the card). */
const THUMBNAIL = { width: 64, height: 48 } as const;

/**
 * 'Photo': the card's image at its smallest size (320 px: AVIF, WebP, else JPEG), loaded as the row
 * scrolls into view; a dashed box for a dish without one.
 */
export function photoColumn<TItem extends { photo?: TPhoto | null | undefined }>(): TCatalogColumn<TItem> {
  return {
    header: 'foodItems.photo.title',
    cell: (item) => {
      const photo = item.photo;
      if (!photo)
        return (
          <Box
            w={THUMBNAIL.width}
            h={THUMBNAIL.height}
            style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 4 }}
          >
            <VisuallyHidden>{tAdmin('foodItems.photo.none')}</VisuallyHidden>
          </Box>
        );
      return (
        <picture>
          {photo.sources?.map((source) => {
            const src = srcOfWidth(source.srcset, 320);
            return src ? <source key={source.type} type={source.type} srcSet={src} /> : null;
          })}
          <img
            src={srcOfWidth(photo.srcset, 320) ?? photo.url}
            width={THUMBNAIL.width}
            height={THUMBNAIL.height}
            loading="lazy"
            decoding="async"
            alt={tAdmin('foodItems.photo.title')}
            style={{ display: 'block', objectFit: 'cover', borderRadius: 4 }}
          />
        </picture>
      );
    },
  };
}
