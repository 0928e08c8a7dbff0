import type { TStation } from '@app/shared/kitchen';
import { Text } from '@mantine/core';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { boldText } from '@/components/rich-text';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { useDeleteStation } from '../api/stations-api';
import { listText } from '../station-form';

interface TDeleteStationDialogProps {
  /** The station to delete; the dialog is open while set. */
  station: TStation | null;
  /** What is routed to a station, by its id: the names of its categories and dishes. */
  routedTo: (stationId: number) => string[];
  /** Refreshes what shows the routing (categories, items): they lose the station with the delete. */
  onDeleted: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The confirmation before Delete. It says beforehand what the delete leaves without a station (the
 * server sets their station to none), then 'Deleted' or the server's reason in a toast.
 */
export function DeleteStationDialog({ station, routedTo, onDeleted, onClose }: TDeleteStationDialogProps) {
  const t = useAdminT();
  const language = useLanguage();
  const remove = useDeleteStation(onDeleted);
  return (
    <ConfirmDeleteDialog
      item={station}
      title={t('stations.deleteTitle')}
      question={(shown) => {
        const routed = routedTo(shown.id);
        // The dialog puts the question in a paragraph: spans, the second on a line of its own.
        return (
          <>
            {boldText((values) => t('stations.deleteQuestion', values), { name: shown.name })}
            <Text span display="block" size="sm" mt="xs">
              {routed.length === 0
                ? t('stations.deleteNothingRouted')
                : t('stations.deleteRouted', { list: listText(routed, language) })}
            </Text>
          </>
        );
      }}
      onDelete={(shown) => remove.mutateAsync(shown.id)}
      successMessage={t('common.deleted')}
      onClose={onClose}
    />
  );
}
