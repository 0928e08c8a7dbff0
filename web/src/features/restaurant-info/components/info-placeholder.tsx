import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/typography';
import { useT } from '@/i18n/use-i18n';
import classes from './info-section.module.css';

/** Section content while the info loads, or when there is none to show. */
export function InfoPlaceholder({ loading, lines = 3 }: { loading: boolean; lines?: number }) {
  const t = useT();
  if (loading) {
    return (
      <div className={classes.placeholder} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
          <Skeleton key={index} height={14} width={index === lines - 1 ? '60%' : '100%'} />
        ))}
      </div>
    );
  }
  return <Text dimmed>{t('site.home.infoSoon')}</Text>;
}
