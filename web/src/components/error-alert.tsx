import { Alert, Button, Group, Text } from '@mantine/core';

interface TErrorAlertProps {
  title?: string;
  message: string;
  /** Shows a 'Retry' button. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load, its message and a way to try again. */
export function ErrorAlert({
  title = 'Loading failed',
  message,
  onRetry,
  retrying = false,
}: TErrorAlertProps) {
  return (
    <Alert color="crimson" variant="light" title={title}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{message}</Text>
        {onRetry ? (
          <Button size="xs" variant="filled" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
