import { Stack, Text, Title } from '@mantine/core';

/** Stand-in for a back-office screen another issue builds; each lives in its own lazy page file. */
export function ScreenBeingBuilt({ title }: { title: string }) {
  return (
    <Stack gap="xs">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
