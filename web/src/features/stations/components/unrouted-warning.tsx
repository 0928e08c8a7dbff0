import { Alert, List } from '@mantine/core';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { listText } from '../station-form';

interface TUnroutedWarningProps {
  /** Categories routed to no station, named in the reader's language. */
  categories: readonly string[];
  /** Buffet items routed to no station (they have no category to follow). */
  buffetItems: readonly string[];
}

/**
 * While stations exist, what reaches none of them: no kitchen display shows it and no station ticket
 * prints it, so the owner sees the dishes the kitchen would not. Nothing to show: no alert.
 */
export function UnroutedWarning({ categories, buffetItems }: TUnroutedWarningProps) {
  const t = useAdminT();
  const language = useLanguage();
  if (categories.length === 0 && buffetItems.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={t('stations.unroutedTitle')} role="status">
      {t('stations.unroutedIntro')}
      <List size="sm" mt="xs" aria-label={t('stations.unroutedTitle')}>
        {categories.length > 0 && (
          <List.Item>
            {t('stations.unroutedCategories', {
              count: categories.length,
              list: listText(categories, language),
            })}
          </List.Item>
        )}
        {buffetItems.length > 0 && (
          <List.Item>
            {t('stations.unroutedBuffet', {
              count: buffetItems.length,
              list: listText(buffetItems, language),
            })}
          </List.Item>
        )}
      </List>
    </Alert>
  );
}
