import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { type TSoldOutItem, type TSoldOutKind, useSetSoldOut } from '@/features/sold-out/api/sold-out';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';

interface TSoldOutSwitchProps {
  kind: TSoldOutKind;
  item: TSoldOutItem;
  /**
   * What it shows beside it: 'Yes' / 'No' by default (the lists); the quick list gives the item's row, so
   * the whole row is the target of a tap.
   */
  label?: ReactNode;
}

/**
 * 'Sold out today' for one menu or buffet item. It shows what the server says: a click asks,
 * the switch stays put (disabled) until the answer, then shows the saved state; a refusal is a red toast
 * with the server's message.
 */
export function SoldOutSwitch({ kind, item, label }: TSoldOutSwitchProps) {
  const t = useAdminT();
  const update = useSetSoldOut();

  async function toggle(soldOut: boolean) {
    if (update.isPending) return;
    try {
      const saved = await update.mutateAsync({ kind, id: item.id, soldOut });
      notifySuccess(
        t(saved.soldOutToday ? 'soldOut.changeSoldOut' : 'soldOut.changeBack', { name: saved.name }),
      );
    } catch (error) {
      notifyError(error, t('soldOut.failed'));
    }
  }

  return (
    <Switch
      color="red"
      checked={item.soldOutToday}
      disabled={update.isPending}
      aria-busy={update.isPending}
      aria-label={t('soldOut.switchOf', { name: item.name })}
      label={label ?? (item.soldOutToday ? t('common.yes') : t('common.no'))}
      labelPosition={label ? 'left' : 'right'}
      // The track lets clicks through to the input under it (which covers the whole switch).
      styles={{
        track: { pointerEvents: 'none' },
        input: { cursor: 'pointer' },
        ...(label ? { root: { width: '100%' }, body: { justifyContent: 'space-between' } } : {}),
      }}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
