import type { TReservation } from '@app/shared/reservations';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { useDeleteReservation } from '@/features/reservations/api/delete-reservation';
import { formatReservationTime, guestName } from '@/features/reservations/reservation-list';

interface TDeleteReservationDialogProps {
  /** The reservation to delete; the dialog is open while set. */
  reservation: TReservation | null;
  onClose: () => void;
}

/** The confirmation before Delete (spec section 2), then 'Reservation deleted' (spec section 8). */
export function DeleteReservationDialog({ reservation, onClose }: TDeleteReservationDialogProps) {
  const remove = useDeleteReservation();
  return (
    <ConfirmDeleteDialog
      item={reservation}
      title="Delete reservation"
      question={(shown) => (
        <>
          Delete the reservation of <strong>{guestName(shown)}</strong>
          {` for ${formatReservationTime(shown.reservationDateTime)}`}? This cannot be undone.
        </>
      )}
      onDelete={(shown) => remove.mutateAsync(shown.id)}
      successMessage="Reservation deleted"
      onClose={onClose}
    />
  );
}
