import { useT } from '@/i18n/use-i18n';
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
export function ErrorAlert({ title, message, onRetry, retrying = false }: TErrorAlertProps) {
  const t = useT();
  return (
    <Alert color="crimson" title={title ?? t('site.errorAlert.title')}>
      <div className={classes.spread}>
        <span>{message}</span>
        {onRetry ? (
          <Button size="xs" variant="filled" onClick={onRetry} loading={retrying}>
            {t('site.errorAlert.retry')}
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
