import { useBookTable } from '@/features/reservations/use-book-table';
import { BookTableForm } from './book-table-form';
import { ReservationSent } from './reservation-sent';

/** /reservation: the form, then the tracking code of the request just sent. */
export function BookTableView() {
  const form = useBookTable();
  if (form.booked) return <ReservationSent reservation={form.booked} onBookAnother={form.bookAnother} />;
  return <BookTableForm form={form} />;
}
