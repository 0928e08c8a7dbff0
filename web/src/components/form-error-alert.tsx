import type { Ref } from 'react';
import type { TFormError } from '@/lib/submit-failure';
import classes from './form-error-alert.module.css';
import { Alert } from './ui/alert';

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
    <Alert color="crimson" ref={ref} tabIndex={-1}>
      <p className={classes.message}>{error.message}</p>
      {error.details.length > 0 ? (
        <ul className={classes.details}>
          {error.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
