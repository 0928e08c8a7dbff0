import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatChf } from '../../../lib/format';

export const UNAVAILABLE_LABEL = 'Currently unavailable';

interface TCatalogItemCardProps {
  name: string;
  description: string;
  price: number;
  available: boolean;
}

/** One dish or buffet item: name, description, price, and whether it can be ordered now. */
export function CatalogItemCard({ name, description, price, available }: TCatalogItemCardProps) {
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      radius="md"
      bg={available ? undefined : 'var(--mantine-color-gray-0)'}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" fw={600}>
            {name}
          </Title>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatChf(price)}
          </Text>
        </Group>
        {description.trim() !== '' ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {available ? null : (
          <Badge color="gray" variant="light" mt="auto">
            {UNAVAILABLE_LABEL}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
