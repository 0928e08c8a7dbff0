import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { optionName, useSetOptionSoldOut } from '@/features/option-groups/public';
import { soldOutHistoryQueryOptions } from '@/features/sold-out/api/sold-out';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';

const HISTORY_KEY = [soldOutHistoryQueryOptions().queryKey];

interface TOptionSoldOutSwitchProps {
  option: { id: number; name: string; soldOutToday: boolean };
  /** The option's group, for the switch's name ('Beef (Protein) sold out today'). */
  groupName: string;
  label: ReactNode;
}

/**
 * 'Sold out today' for one option (beef, prawns) as for an item: the switch shows what the server
 * says, stays put until it answers, then a toast says what changed.
 */
export function OptionSoldOutSwitch({ option, groupName, label }: TOptionSoldOutSwitchProps) {
  const t = useAdminT();
  const language = useLanguage();
  const update = useSetOptionSoldOut(HISTORY_KEY);

  async function toggle(soldOut: boolean) {
    if (update.isPending) return;
    try {
      const group = await update.mutateAsync({ id: option.id, soldOut });
      const saved = group.options.find((candidate) => candidate.id === option.id);
      const name = saved ? optionName(saved.names, language) : option.name;
      notifySuccess(
        t((saved?.soldOutToday ?? soldOut) ? 'soldOut.changeOptionSoldOut' : 'soldOut.changeOptionBack', {
          name,
        }),
      );
    } catch (error) {
      notifyError(error, t('soldOut.failed'));
    }
  }

  return (
    <Switch
      color="red"
      checked={option.soldOutToday}
      disabled={update.isPending}
      aria-busy={update.isPending}
      aria-label={t('soldOut.optionSwitchOf', { name: option.name, group: groupName })}
      label={label}
      labelPosition="left"
      styles={{
        track: { pointerEvents: 'none' },
        input: { cursor: 'pointer' },
        root: { width: '100%' },
        body: { justifyContent: 'space-between' },
      }}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
