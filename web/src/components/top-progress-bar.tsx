import classes from './top-progress-bar.module.css';

/** The site's loading indicator (spec section 2): a thin indeterminate bar fixed at the top. */
export function TopProgressBar({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={classes.root} role="progressbar" aria-label={label} aria-busy="true">
      <div className={classes.bar} />
    </div>
  );
}
