import { Switch } from '@mantine/core';
import { type TSoldOutItem, type TSoldOutKind, useSetSoldOut } from '@/features/sold-out/api/sold-out';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';

interface TSoldOutSwitchProps {
  kind: TSoldOutKind;
  item: TSoldOutItem;
  /** 'Yes' / 'No' next to it (the lists); the quick list names the state in its row instead. */
  withLabel?: boolean;
}

/**
 * 'Sold out today' for one menu or buffet item (issue 18). It shows what the server says: a click asks,
 * the switch stays put (disabled) until the answer, then shows the saved state; a refusal is a red toast
 * with the server's message.
 */
export function SoldOutSwitch({ kind, item, withLabel = true }: TSoldOutSwitchProps) {
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
      label={withLabel ? (item.soldOutToday ? t('common.yes') : t('common.no')) : undefined}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
