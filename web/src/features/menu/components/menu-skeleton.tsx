import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/use-i18n';
import classes from './catalog.module.css';

/** Placeholder cards while the menu loads. */
export function MenuSkeleton({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={classes.skeleton} aria-busy="true">
      <span className={classes.visuallyHidden} role="status">
        {label ?? t('site.menu.loading')}
      </span>
      <Skeleton height={28} width={200} aria-hidden="true" />
      <div className={classes.grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={index} className={`${classes.card} ${classes.skeletonCard}`}>
            <div className={classes.photo} />
            <Skeleton height={18} width="70%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="50%" />
          </div>
        ))}
      </div>
    </div>
  );
}
