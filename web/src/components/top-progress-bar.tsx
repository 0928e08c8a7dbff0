import { useT } from '@/i18n/use-i18n';
import classes from './top-progress-bar.module.css';

/** The site's loading indicator (spec section 2): a thin indeterminate bar fixed at the top. */
export function TopProgressBar({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={classes.root} role="progressbar" aria-label={label ?? t('site.loading')} aria-busy="true">
      <div className={classes.bar} />
    </div>
  );
}
