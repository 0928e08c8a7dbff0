import { Alert, List, Text } from '@mantine/core';
import type { Ref } from 'react';
import type { TFormError } from '../lib/submit-failure';

interface TFormErrorAlertProps {
  /** Nothing is shown while null. */
  error: TFormError | null;
  /** Focus moves here after a refusal when no field is marked (see useFocusAfterRefusal). */
  ref?: Ref<HTMLDivElement>;
}

/** Why the form was refused, above its button, with the server's further messages as a list. */
export function FormErrorAlert({ error, ref }: TFormErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert color="crimson" variant="light" role="alert" ref={ref} tabIndex={-1}>
      <Text size="sm">{error.message}</Text>
      {error.details.length > 0 ? (
        <List size="sm" mt={4}>
          {error.details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
