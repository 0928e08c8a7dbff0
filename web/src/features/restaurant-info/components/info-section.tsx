import { Box, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TInfoSectionProps {
  /** Element id, the target of the navigation's hash links. */
  id: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}

/** One titled band of the home page. */
export function InfoSection({ id, title, children, tinted = false }: TInfoSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: 40, sm: 64 }}
      bg={tinted ? 'var(--mantine-color-gray-0)' : undefined}
    >
      <Container size="lg">
        <Title order={2} id={headingId} mb="lg">
          {title}
        </Title>
        {children}
      </Container>
    </Box>
  );
}
