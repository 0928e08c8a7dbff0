import { Card, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Placeholder cards while the menu loads. */
export function MenuSkeleton({ label = 'Loading the menu' }: { label?: string }) {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton height={28} width={200} aria-hidden="true" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Card key={index} withBorder padding="md">
            <Stack gap={8}>
              <Skeleton height={18} width="70%" />
              <Skeleton height={12} />
              <Skeleton height={12} width="50%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
