import { Skeleton, Stack, Text } from '@mantine/core';

/** Section content while the info loads, or when there is none to show. */
export function InfoPlaceholder({ loading, lines = 3 }: { loading: boolean; lines?: number }) {
  if (loading) {
    return (
      <Stack gap="xs" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
          <Skeleton key={index} height={14} width={index === lines - 1 ? '60%' : '100%'} />
        ))}
      </Stack>
    );
  }
  return <Text c="dimmed">Information coming soon.</Text>;
}
