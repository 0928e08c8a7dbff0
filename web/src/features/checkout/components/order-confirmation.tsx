import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';

/** /thank-you (spec 2): the order went through, an email follows, and where to go next. */
export function OrderConfirmation({
  email,
  trackingHref,
}: {
  email: string | null;
  trackingHref: string | null;
}) {
  return (
    <Card withBorder padding="xl">
      <Stack gap="md" align="center" ta="center">
        <Title order={1}>Successfully ordered</Title>
        <Text size="lg">Thank you! A confirmation email is on its way{email ? ` to ${email}` : ''}.</Text>
        {trackingHref ? <Text c="dimmed">You can follow your order’s status at any time.</Text> : null}
        <Group justify="center" gap="sm">
          {trackingHref ? (
            <Button component={Link} to={trackingHref}>
              Track your order
            </Button>
          ) : null}
          <Button component={Link} to={paths.menu} variant="light">
            Back to menu
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
