import { List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useServiceSettingsHistory } from '@/features/restaurant-info/admin/api/get-service-settings-history';
import { settingsChangeText, settingsChangeTime } from '@/features/restaurant-info/admin/settings-history';
import { useAdminT } from '@/i18n/use-i18n';

/** Who changed the special days or the slot capacity, when, and what (the latest saves). */
export function SettingsHistoryList() {
  const t = useAdminT();
  const history = useServiceSettingsHistory();
  const entries = (history.data ?? [])
    .map((change) => ({ change, text: settingsChangeText(change) }))
    .filter((entry) => entry.text !== '');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs">
        <Title order={2} size="h4" id="settings-history-heading">
          {t('specialDays.historyTitle')}
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
          <List size="sm" spacing={2} aria-labelledby="settings-history-heading">
            {entries.map(({ change, text }) => (
              <List.Item key={`${change.at}-${change.by}`}>
                <Text span c="dimmed" size="sm">
                  {settingsChangeTime(change.at)} {change.by}:
                </Text>{' '}
                {text}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
