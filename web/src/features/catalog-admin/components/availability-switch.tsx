import { Switch } from '@mantine/core';
import { type TCatalogResource, useUpdateCatalogItem } from '@/features/catalog-admin/api/catalog-resource';
import { pricedItemValues, type TPricedItemCheck } from '@/features/catalog-admin/catalog-form';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';

type TPricedItem = Parameters<typeof pricedItemValues>[0] & { id: number; name: string };

interface TAvailabilitySwitchProps<TItem extends TPricedItem, TBody> {
  item: TItem;
  resource: TCatalogResource<TItem, TBody>;
  check: TPricedItemCheck<TBody>;
}

/** The track lets clicks through to the input under it. */
const SWITCH_CLICKS = { track: { pointerEvents: 'none' }, input: { cursor: 'pointer' } } as const;

/**
 * 'Available' in the list: one click marks a dish sold out (or back), saving the item with only that
 * changed. Shows the new state while saving; 'Updated' or the server's message / 'Save failed'.
 */
export function AvailabilitySwitch<TItem extends TPricedItem, TBody>({
  item,
  resource,
  check,
}: TAvailabilitySwitchProps<TItem, TBody>) {
  const t = useAdminT();
  const update = useUpdateCatalogItem(resource);
  const shown = update.isPending ? !item.available : item.available;

  async function toggle(available: boolean) {
    if (update.isPending) return;
    const checked = check({ ...pricedItemValues(item), available });
    try {
      // The saved item always passes; should it not, say so rather than ignore the click.
      if (!checked.ok) throw new Error(Object.values(checked.errors).join(' '));
      await update.mutateAsync({ id: item.id, body: checked.body });
      notifySuccess(tAdmin('common.updated'));
    } catch (error) {
      notifyError(error, tAdmin('common.saveFailed'));
    }
  }

  return (
    <Switch
      checked={shown}
      disabled={update.isPending}
      aria-label={t('catalog.availableOf', { name: item.name })}
      label={shown ? t('common.yes') : t('common.no')}
      // The input (it covers the whole switch) takes every click, the track's too: a click in its middle
      // toggles the input itself rather than the track above it (what a browser test's click aims at).
      styles={SWITCH_CLICKS}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
