import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/paths';

/** Stand-in for the pages later issues build; each lives in its own lazy route file. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{title}</Title>
        <Text size="lg">Coming soon</Text>
        <Text c="dimmed">This page is not available yet.</Text>
        <Button component={Link} to={paths.home} variant="light">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
