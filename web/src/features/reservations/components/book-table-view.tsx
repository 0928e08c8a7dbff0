import { useBookTable } from '@/features/reservations/use-book-table';
import { BookTableForm } from './book-table-form';
import { ReservationSent } from './reservation-sent';

/**
 * /reservation: the form, then the tracking code of the request just sent. `phone` (the restaurant's,
 * null while unknown) is offered to groups too large to book online.
 */
export function BookTableView({ phone = null }: { phone?: { text: string; href: string } | null }) {
  const form = useBookTable();
  if (form.booked) return <ReservationSent reservation={form.booked} onBookAnother={form.bookAnother} />;
  return <BookTableForm form={form} phone={phone} />;
}
