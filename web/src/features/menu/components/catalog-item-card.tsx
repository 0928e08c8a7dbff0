import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatChf } from '../../../lib/format';
import type { TSalePrice } from '../sale-price';

export const UNAVAILABLE_LABEL = 'Currently unavailable';

interface TCatalogItemCardProps {
  name: string;
  description: string;
  price: number;
  available: boolean;
  /** The price under the active sale, if one applies: shown next to the struck original. */
  sale?: TSalePrice;
  /** Shown at the bottom of an available item, e.g. its add-to-cart button. */
  action?: ReactNode;
}

/** One dish or buffet item: name, description, price, and whether it can be ordered now. */
export function CatalogItemCard({
  name,
  description,
  price,
  available,
  sale,
  action,
}: TCatalogItemCardProps) {
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
          {sale ? (
            <Stack gap={2} align="flex-end">
              <Badge color="crimson" variant="light">
                {`${sale.percent}% off`}
              </Badge>
              <Text size="sm" c="dimmed" td="line-through" style={{ whiteSpace: 'nowrap' }}>
                <VisuallyHidden>Regular price </VisuallyHidden>
                {formatChf(price)}
              </Text>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                <VisuallyHidden>Sale price </VisuallyHidden>
                {formatChf(sale.price)}
              </Text>
            </Stack>
          ) : (
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatChf(price)}
            </Text>
          )}
        </Group>
        {description.trim() !== '' ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {available ? (
          action
        ) : (
          <Badge color="gray" variant="light" mt="auto">
            {UNAVAILABLE_LABEL}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
