import { List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { changeTime } from '@/features/order-rules/rules-history';
import { useAdminT } from '@/i18n/use-i18n';

/** Who changed the rules, when, and what (before → after), the latest saves first. */
export function RulesHistoryList<T extends { at: string; by: string }>({
  title,
  history,
  describe,
}: {
  title: string;
  history: UseQueryResult<T[]>;
  describe: (change: T) => string;
}) {
  const t = useAdminT();
  const headingId = useId();
  const entries = (history.data ?? [])
    .map((change) => ({ change, text: describe(change) }))
    .filter((entry) => entry.text !== '');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {history.isPending ? (
          <Skeleton height={20} aria-label={t('common.loading')} />
        ) : history.isError ? (
          <Text size="sm" c="red.8">
            {t('deliveryZones.history.failed')}
          </Text>
        ) : entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('deliveryZones.history.empty')}
          </Text>
        ) : (
          <List size="sm" spacing={4} aria-labelledby={headingId}>
            {entries.map(({ change, text }) => (
              <List.Item key={`${change.at}-${change.by}`}>
                <Text span c="dimmed" size="sm">
                  {changeTime(change.at)} {change.by}:
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
