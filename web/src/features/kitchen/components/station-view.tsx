import type { TKitchenItem, TKitchenStation, TKitchenTicket } from '@app/shared/kitchen';
import { Alert, Center, Loader, VisuallyHidden } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';
import type { TBumpQueue, TPendingBump } from '../bump-queue';
import { useNewTickets } from '../hooks/use-new-tickets';
import { useNow } from '../hooks/use-now';
import { useStationTickets } from '../hooks/use-station-tickets';
import { AllDayStrip } from './all-day-strip';
import classes from './kitchen.module.css';
import { TicketCard, ticketLabel } from './ticket-card';

interface TStationViewProps {
  station: TKitchenStation;
  queue: TBumpQueue;
  pending: readonly TPendingBump[];
  report: (online: boolean) => void;
}

/**
 * A station's wall: the "all day" counts, then one card per ticket, oldest start first. A tap on an item
 * marks it done at once (sent in the background, kept through a network loss); the card leaves when all
 * its items are done.
 */
export function StationView({ station, queue, pending, report }: TStationViewProps) {
  const t = useAdminT();
  const now = useNow();
  const { tickets, error, loading } = useStationTickets(station.id, pending, report);
  const { fresh, announcement } = useNewTickets(tickets, (added) =>
    added.map((ticket) => t('kitchen.newTicket', { ticket: ticketLabel(ticket) })).join('. '),
  );

  const toggle = (ticket: TKitchenTicket, item: TKitchenItem) =>
    queue.add({
      stationId: station.id,
      lineId: item.lineId,
      action: item.doneAt === null ? 'done' : 'undone',
      at: new Date().toISOString(),
      ticket,
    });

  return (
    <>
      {tickets ? <AllDayStrip tickets={tickets} /> : null}
      <div className={classes.content}>
        {loading ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : !tickets ? (
          <Alert color="red" role="alert">
            {t('kitchen.loadFailed')} {error?.message}
          </Alert>
        ) : tickets.length === 0 ? (
          <p className={classes.empty}>{t('kitchen.empty')}</p>
        ) : (
          <ul className={classes.cards} aria-label={t('kitchen.tickets')}>
            {tickets.map((ticket) => (
              <TicketCard
                key={ticket.orderId}
                ticket={ticket}
                targetMinutes={station.targetMinutes}
                now={now}
                fresh={fresh.has(ticket.orderId)}
                onToggle={(item) => toggle(ticket, item)}
              />
            ))}
          </ul>
        )}
      </div>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}
