import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useBookTable } from '@/features/reservations/use-book-table';
import { loadNamespace } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { BookTableForm } from './book-table-form';
import { ReservationSent } from './reservation-sent';

/** The card step of a large party (docs/decisions/028) and the card form's texts: fetched only when asked. */
const GuaranteeStep = lazy(() =>
  Promise.all([import('./guarantee-step'), loadNamespace('payment')]).then(([module]) => module),
);

/**
 * /reservation: the form, then the tracking code of the request just sent. `phone` (the restaurant's,
 * null while unknown) is offered to groups too large to book online.
 */
export function BookTableView({ phone = null }: { phone?: { text: string; href: string } | null }) {
  const t = useT();
  const form = useBookTable();
  const setup = form.booked?.guarantee;
  if (form.booked && setup) {
    return (
      <Suspense fallback={<Loader role="status" aria-label={t('site.loading')} />}>
        <GuaranteeStep
          reservationId={form.booked.id}
          people={form.booked.numberOfPeople}
          setup={setup}
          onDone={form.guaranteeSaved}
        />
      </Suspense>
    );
  }
  if (form.booked) return <ReservationSent reservation={form.booked} onBookAnother={form.bookAnother} />;
  return <BookTableForm form={form} phone={phone} />;
}
