import type { TKitchenItem, TKitchenTicket } from '@app/shared/kitchen';
import { VisuallyHidden } from '@mantine/core';
import { Fragment, useId } from 'react';
import { tAdmin } from '@/i18n/i18n';
import { useLanguage } from '@/i18n/use-i18n';
import { orderTypeLabel } from '@/lib/order-labels';
import { cardAge, formatKitchenTime, minutesUntilDue } from '../kitchen-logic';
import classes from './kitchen.module.css';

/** '#12', or 'Buffet #12' for a buffet order: how the kitchen calls a ticket. */
export function ticketLabel(ticket: Pick<TKitchenTicket, 'kind' | 'orderNumber'>): string {
  return tAdmin('kitchen.ticket', { kind: ticket.kind, number: ticket.orderNumber });
}

/** "in 12 min" or "5 min late". */
export function dueText(dueAt: string, now: Date): string {
  const minutes = minutesUntilDue(dueAt, now);
  return minutes >= 0 ? tAdmin('kitchen.dueIn', { minutes }) : tAdmin('kitchen.late', { minutes: -minutes });
}

interface TTicketCardProps {
  ticket: TKitchenTicket;
  targetMinutes: number;
  now: Date;
  /** Arrived a moment ago: highlighted. */
  fresh: boolean;
  onToggle: (item: TKitchenItem) => void;
}

/**
 * One order's ticket on a station's display: its number large, order type, due time and how far off it
 * is, the diner's notes in a coloured box, and each item as a button that marks it done (or open again).
 * The colour says its age against the station's target time.
 */
export function TicketCard({ ticket, targetMinutes, now, fresh, onToggle }: TTicketCardProps) {
  const language = useLanguage();
  const t = tAdmin;
  const headingId = useId();
  const age = cardAge(ticket.startAt, targetMinutes, now);
  return (
    <li className={classes.card} data-age={age} data-new={fresh ? '' : undefined} aria-labelledby={headingId}>
      <div className={classes.cardHead}>
        <h2 id={headingId}>
          {ticketLabel(ticket)}
          <VisuallyHidden>, {t('kitchen.age', { age })}</VisuallyHidden>
        </h2>
        <div className={classes.cardMeta}>
          <span>{orderTypeLabel(ticket.orderType)}</span>
          <span>
            {t('kitchen.due', { time: formatKitchenTime(ticket.dueAt, now, language) })} ·{' '}
            {dueText(ticket.dueAt, now)}
          </span>
        </div>
      </div>
      {ticket.notes ? (
        <div className={classes.notes}>
          <strong>{t('kitchen.notes')}</strong>
          {ticket.notes}
        </div>
      ) : null}
      <ul className={classes.items} aria-label={t('kitchen.items')}>
        {ticket.items.map((item) => (
          <li key={item.lineId}>
            <button
              type="button"
              className={classes.item}
              aria-pressed={item.doneAt !== null}
              onClick={() => onToggle(item)}
            >
              {/* The spaces between the parts keep them apart in the button's spoken name. */}
              <span className={classes.quantity}>{item.quantity} ×</span>{' '}
              <span className={classes.itemText}>
                <span>{item.name}</span>
                {item.options.map((option) => (
                  <Fragment key={option}>
                    {' '}
                    <span className={classes.option}>{option}</span>
                  </Fragment>
                ))}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
