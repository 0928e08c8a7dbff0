import { ChangeHistoryList } from '@/components/change-history-list';
import { useRestaurantTextsHistory } from '@/features/restaurant-info/admin/api/get-restaurant-texts-history';
import { settingsChangeTime } from '@/features/restaurant-info/admin/settings-history';
import { textsChangeParts } from '@/features/restaurant-info/admin/texts-history';
import { useAdminT } from '@/i18n/use-i18n';

/** Who changed the texts or the time zone, when, and what, before and after (the latest saves). */
export function TextsHistoryList() {
  const t = useAdminT();
  return (
    <ChangeHistoryList
      plain
      title={t('info.textsHistoryTitle')}
      history={useRestaurantTextsHistory()}
      describe={(change) => textsChangeParts(change).join('; ')}
      formatTime={settingsChangeTime}
      failedText={t('specialDays.historyFailed')}
      emptyText={t('specialDays.historyEmpty')}
    />
  );
}
