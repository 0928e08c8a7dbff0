import { Text } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { useLatestBackup } from '../api/get-latest-backup';

/** Bytes as "1.2 MB" / "840 kB", as the backup command prints them. */
export function formatBackupSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * One line on the Users screen: when the last nightly backup was made and how big it is,
 * "No backup yet", or why the last one failed. Nothing when nightly backups are off.
 */
export function LastBackup() {
  const t = useAdminT();
  const backup = useLatestBackup();
  if (backup.isPending) return null;
  if (backup.isError)
    return (
      <Text size="sm" c="dimmed">
        {t('backups.loadFailed')}
      </Text>
    );
  const { enabled, latest } = backup.data;
  if (!enabled && !latest) return null;
  if (!latest)
    return (
      <Text size="sm" c="dimmed">
        {t('backups.none')}
      </Text>
    );
  const at = formatOrderDateTime(latest.at);
  if (!latest.ok)
    return (
      <Text size="sm" c="red.8" role="status">
        {t('backups.failed', { at, error: latest.error ?? '' })}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {t('backups.last', { at, size: formatBackupSize(latest.sizeBytes ?? 0) })}
    </Text>
  );
}
