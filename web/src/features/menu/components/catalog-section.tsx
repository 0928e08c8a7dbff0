import { Box, SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TCatalogSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled group of item cards (a menu category or the buffet). */
export function CatalogSection({ id, title, children }: TCatalogSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {children}
      </SimpleGrid>
    </Box>
  );
}
