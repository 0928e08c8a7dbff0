import type { TReservation } from '@app/shared/reservations';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { boldText } from '@/components/rich-text';
import { useDeleteReservation } from '@/features/reservations/api/delete-reservation';
import { formatReservationTime, guestName } from '@/features/reservations/reservation-list';
import { useAdminT } from '@/i18n/use-i18n';

interface TDeleteReservationDialogProps {
  /** The reservation to delete; the dialog is open while set. */
  reservation: TReservation | null;
  onClose: () => void;
}

/** The confirmation before Delete (spec section 2), then 'Reservation deleted' (spec section 8). */
export function DeleteReservationDialog({ reservation, onClose }: TDeleteReservationDialogProps) {
  const t = useAdminT();
  const remove = useDeleteReservation();
  return (
    <ConfirmDeleteDialog
      item={reservation}
      title={t('reservations.deleteTitle')}
      question={(shown) =>
        boldText((values) => t('reservations.deleteQuestion', values), {
          name: guestName(shown),
          time: formatReservationTime(shown.reservationDateTime),
        })
      }
      onDelete={(shown) => remove.mutateAsync(shown.id)}
      successMessage={t('reservations.deleted')}
      onClose={onClose}
    />
  );
}
