import { Text } from '@mantine/core';
import { useLanguage } from '@/i18n/use-i18n';
import { useOptionGroups } from '../api/option-groups-api';
import { displayName } from '../option-group-form';

/**
 * A dish's option groups in the catalogue lists, small: 'Protein, Spice level'. Nothing for a dish
 * without, or while the groups load (the list reads them once for every row).
 */
export function OptionGroupsHint({ ids }: { ids: readonly number[] | undefined }) {
  const language = useLanguage();
  const groups = useOptionGroups((ids?.length ?? 0) > 0);
  if (!ids || ids.length === 0 || !groups.data) return null;
  const byId = new Map(groups.data.map((group) => [group.id, group]));
  const names = ids.flatMap((id) => {
    const group = byId.get(id);
    return group ? [displayName(group.names, language)] : [];
  });
  if (names.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" lineClamp={2}>
      {names.join(', ')}
    </Text>
  );
}
