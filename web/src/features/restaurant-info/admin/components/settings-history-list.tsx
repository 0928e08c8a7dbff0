import { ChangeHistoryList } from '@/components/change-history-list';
import { useServiceSettingsHistory } from '@/features/restaurant-info/admin/api/get-service-settings-history';
import { settingsChangeText, settingsChangeTime } from '@/features/restaurant-info/admin/settings-history';
import { useAdminT } from '@/i18n/use-i18n';

/** Who changed the special days or the slot capacity, when, and what (the latest saves). */
export function SettingsHistoryList() {
  const t = useAdminT();
  return (
    <ChangeHistoryList
      title={t('specialDays.historyTitle')}
      history={useServiceSettingsHistory()}
      describe={settingsChangeText}
      formatTime={settingsChangeTime}
      failedText={t('specialDays.historyFailed')}
      emptyText={t('specialDays.historyEmpty')}
    />
  );
}
