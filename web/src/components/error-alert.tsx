import { Alert } from './ui/alert';
import { Button } from './ui/button';
import classes from './ui/layout.module.css';

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
    <Alert color="crimson" title={title}>
      <div className={classes.spread}>
        <span>{message}</span>
        {onRetry ? (
          <Button size="xs" variant="filled" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
