import type { TDayBooking, TReservationDay } from '@app/shared/reservation-day';
import { VisuallyHidden } from '@mantine/core';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { useAdminT } from '@/i18n/use-i18n';
import { barState, columnOf, isFull, timelineRows } from '../timeline-layout';
import classes from './day-timeline.module.css';

/** A booking's name as staff read it ('' for a walk-in without one). */
export function useBookingName() {
  const t = useAdminT();
  return (booking: Pick<TDayBooking, 'name'>) => booking.name || t('day.noName');
}

/**
 * The day as a table: a column per quarter hour, the seats booked per quarter above, then one row per
 * table (a row more for each overlap) and the bookings without a table. Each booking is a button spanning
 * its sitting, named with its guest, time, party and state, so it reads and works without a pointer.
 */
export function DayTimeline({
  day,
  caption,
  focusMinute,
  onOpen,
}: {
  day: TReservationDay;
  caption: string;
  /** The minute of the day scrolled into view when the day is shown (now, or the first booking). */
  focusMinute: number | null;
  onOpen: (booking: TDayBooking) => void;
}) {
  const t = useAdminT();
  const nameOf = useBookingName();
  const rows = useMemo(() => timelineRows(day), [day]);
  const tables = new Map(day.tables.map((table) => [table.id, table]));
  const hourStart = (minute: number) => minute % 60 === 0;
  // Columns after a break in the day (between lunch and dinner): a stronger line tells the jump in time.
  const gap = (column: number) => {
    const before = day.quarters[column - 1];
    const quarter = day.quarters[column];
    return before && quarter && quarter.minute !== before.minute + 15 ? classes.gap : '';
  };
  const scroller = useRef<HTMLDivElement>(null);
  // A day open around the clock is wider than the screen: its interesting part is brought into view once
  // per day shown (a refetch leaves the scrolling to the staff).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per day shown, on purpose
  useEffect(() => {
    const box = scroller.current;
    if (!box || focusMinute === null) return;
    const column = columnOf(day.quarters, focusMinute);
    const header = box.querySelectorAll('thead th')[column + 1] as HTMLElement | undefined;
    const corner = box.querySelector('thead th') as HTMLElement | null;
    if (header) box.scrollLeft = Math.max(0, header.offsetLeft - (corner?.offsetWidth ?? 0));
  }, [day.date]);

  return (
    <div className={classes.scroller} ref={scroller}>
      <table className={classes.table}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.corner}>
              {t('day.table')}
            </th>
            {day.quarters.map((quarter, i) => (
              <th
                key={quarter.minute}
                scope="col"
                className={`${classes.quarter} ${hourStart(quarter.minute) ? classes.hour : ''} ${gap(i)}`}
              >
                {hourStart(quarter.minute) || i === 0 ? (
                  quarter.time
                ) : (
                  <>
                    <span aria-hidden="true">·</span>
                    <VisuallyHidden>{quarter.time}</VisuallyHidden>
                  </>
                )}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="row" className={classes.rowHeader}>
              {t('day.seatsBooked')}
            </th>
            {day.quarters.map((quarter, i) => {
              const full = isFull(quarter);
              return (
                <td
                  key={quarter.minute}
                  className={`${classes.seats} ${full ? classes.seatsFull : ''} ${gap(i)}`}
                  title={t('day.seatsCell', { booked: quarter.seatsBooked, total: quarter.seatsTotal })}
                >
                  <span aria-hidden="true">
                    {quarter.seatsBooked}/{quarter.seatsTotal}
                  </span>
                  <VisuallyHidden>
                    {t('day.seatsCell', { booked: quarter.seatsBooked, total: quarter.seatsTotal })}
                    {full ? `, ${t('day.full')}` : ''}
                  </VisuallyHidden>
                </td>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const table = row.tableId === null ? null : tables.get(row.tableId);
            const label = table
              ? t('day.tableRow', { name: table.name, seats: table.seats })
              : t('day.unassigned');
            return (
              <Fragment key={row.tableId ?? 'unassigned'}>
                {row.lanes.map((lane, laneIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lanes have no identity but their order
                  <tr key={laneIndex}>
                    {laneIndex === 0 ? (
                      <th scope="row" rowSpan={row.lanes.length} className={classes.rowHeader}>
                        {label}
                      </th>
                    ) : null}
                    {lane.map((cell) => {
                      const quarter = day.quarters[cell.column];
                      const hour = `${quarter && hourStart(quarter.minute) ? classes.cellHour : ''} ${gap(cell.column)}`;
                      if (cell.kind === 'empty')
                        return <td key={cell.column} className={`${classes.cell} ${hour}`} />;
                      const { booking } = cell;
                      const state = barState(booking);
                      const stateText = t(`day.state.${state}`);
                      const name = nameOf(booking);
                      return (
                        <td key={cell.column} colSpan={cell.span} className={`${classes.cell} ${hour}`}>
                          <button
                            type="button"
                            className={`${classes.bar} ${classes[state]}`}
                            aria-label={t('day.barLabel', {
                              name,
                              from: booking.time,
                              to: booking.endTime,
                              count: booking.numberOfPeople,
                              state: stateText,
                            })}
                            onClick={() => onOpen(booking)}
                          >
                            <span className={classes.barName}>
                              {name} · {booking.numberOfPeople}
                            </span>
                            <span className={classes.barState}>
                              {booking.time} {stateText}
                              {booking.walkIn ? ` · ${t('day.walkIn')}` : ''}
                            </span>
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The colours' meaning, in words (colour is never the only cue: each bar says its state too). */
export function DayLegend() {
  const t = useAdminT();
  return (
    <p style={{ margin: 0, display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', fontSize: 12 }}>
      <span>{t('day.legend')}</span>
      {(['REQUESTED', 'CONFIRMED', 'ARRIVED', 'NO_SHOW'] as const).map((state) => (
        <span key={state} className={`${classes.swatch} ${classes[state]}`}>
          {t(`day.state.${state}`)}
        </span>
      ))}
    </p>
  );
}
