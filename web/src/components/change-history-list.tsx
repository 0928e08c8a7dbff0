import { List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useAdminT } from '@/i18n/use-i18n';

/**
 * A setting's change log beside it, as every back-office screen shows one: who changed it, when, and
 * what (the latest saves first). `describe` says what a change did; a change it describes as '' (a save
 * that changed nothing it shows) is left out. On its own card, or `plain` inside a section of the form.
 */
export function ChangeHistoryList<T extends { at: string; by: string }>({
  title,
  history,
  describe,
  formatTime,
  failedText,
  emptyText,
  plain = false,
}: {
  title: string;
  history: Pick<UseQueryResult<T[]>, 'data' | 'isPending' | 'isError'>;
  describe: (change: T) => string;
  formatTime: (at: string) => string;
  failedText: string;
  emptyText: string;
  plain?: boolean;
}) {
  const t = useAdminT();
  const headingId = useId();
  const entries = (history.data ?? [])
    .map((change) => ({ change, text: describe(change) }))
    .filter((entry) => entry.text !== '');
  const list = (
    <Stack gap={plain ? 4 : 'xs'}>
      <Title order={plain ? 3 : 2} size={plain ? 'h5' : 'h4'} id={headingId}>
        {title}
      </Title>
      {history.isPending ? (
        <Skeleton height={20} aria-label={t('common.loading')} />
      ) : history.isError ? (
        <Text size="sm" c="red.8">
          {failedText}
        </Text>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-labelledby={headingId}>
          {entries.map(({ change, text }, index) => (
            // The log has no ids; an entry's time, author and place are stable while it is shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <List.Item key={`${change.at}-${change.by}-${index}`}>
              <Text span c="dimmed" size="sm">
                {formatTime(change.at)} {change.by}:
              </Text>{' '}
              {text}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
  return plain ? (
    list
  ) : (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {list}
    </Paper>
  );
}
