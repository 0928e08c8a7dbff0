import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../paths';

/** Spec section 2: the generic error fallback. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong.';

function ErrorContent() {
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{GENERIC_ERROR_MESSAGE}</Title>
        <Text c="dimmed">Please reload the page. If the problem continues, try again in a few minutes.</Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button component={Link} to={paths.home} reloadDocument variant="light">
            Back to home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** Shown in place of a page that failed; the site's header and footer stay. */
export function RouteErrorFallback() {
  return <ErrorContent />;
}

/** Shown when the shell itself failed: the whole document. */
export function AppErrorFallback() {
  return (
    <main>
      <ErrorContent />
    </main>
  );
}
