import { List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRestaurantTextsHistory } from '@/features/restaurant-info/admin/api/get-restaurant-texts-history';
import { settingsChangeTime } from '@/features/restaurant-info/admin/settings-history';
import { textsChangeParts } from '@/features/restaurant-info/admin/texts-history';
import { useAdminT } from '@/i18n/use-i18n';

/** Who changed the texts or the time zone, when, and what, before and after (the latest saves). */
export function TextsHistoryList() {
  const t = useAdminT();
  const history = useRestaurantTextsHistory();
  const entries = (history.data ?? [])
    .map((change) => ({ change, parts: textsChangeParts(change) }))
    .filter((entry) => entry.parts.length > 0);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" id="texts-history-heading">
        {t('info.textsHistoryTitle')}
      </Title>
      {history.isPending ? (
        <Skeleton height={20} aria-label={t('common.loading')} />
      ) : history.isError ? (
        <Text size="sm" c="red.8">
          {t('specialDays.historyFailed')}
        </Text>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('specialDays.historyEmpty')}
        </Text>
      ) : (
        <List size="sm" spacing={2} aria-labelledby="texts-history-heading">
          {entries.map(({ change, parts }) => (
            <List.Item key={`${change.at}-${change.by}`}>
              <Text span c="dimmed" size="sm">
                {settingsChangeTime(change.at)} {change.by}:
              </Text>{' '}
              {parts.join('; ')}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
