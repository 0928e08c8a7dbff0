import type { TKitchenItem, TKitchenTicket } from '@app/shared/kitchen';
import { LOCALE_OF, type TLanguage } from '@app/shared/languages';
import { NO_TIME } from '@app/shared/local-time';
import { MINUTE_MS, restaurantTimeZone } from '@app/shared/zoned-time';

/**
 * A card turns amber once its age (now minus its start) reaches this share of the station's target time,
 * and red once it passes the whole target. The only threshold of its own: everything else follows the
 * target the owner set for the station.
 */
export const AMBER_SHARE_OF_TARGET = 0.75;

export type TCardAge = 'fresh' | 'due' | 'late';

/** A card's colour: green below AMBER_SHARE_OF_TARGET of the target, amber up to the target, red beyond. */
export function cardAge(startAt: string, targetMinutes: number, now: Date): TCardAge {
  const age = now.getTime() - new Date(startAt).getTime();
  const target = targetMinutes * MINUTE_MS;
  if (age < target * AMBER_SHARE_OF_TARGET) return 'fresh';
  if (age <= target) return 'due';
  return 'late';
}

/**
 * Whole minutes from now until the order is due: positive ahead of time ("in 12 min"), negative when
 * late ("5 min late"), rounded towards "late" so a card never looks on time while it is not.
 */
export function minutesUntilDue(dueAt: string, now: Date): number {
  return Math.floor((new Date(dueAt).getTime() - now.getTime()) / MINUTE_MS);
}

export function isOpen(item: TKitchenItem): boolean {
  return item.doneAt === null;
}

/** A ticket stays on the wall while any of its items is open. */
export function hasOpenItems(ticket: TKitchenTicket): boolean {
  return ticket.items.some(isOpen);
}

export interface TAllDayCount {
  name: string;
  quantity: number;
}

/**
 * "All day": what is still to make across the station's cards, by dish ("4 × Maki Lachs"), the most
 * first, then by name. Options are left out on purpose: the cook batches the dish, then reads the card.
 */
export function allDayCounts(tickets: readonly TKitchenTicket[], locale?: string): TAllDayCount[] {
  const counts = new Map<string, number>();
  for (const ticket of tickets) {
    for (const item of ticket.items) {
      if (isOpen(item)) counts.set(item.name, (counts.get(item.name) ?? 0) + item.quantity);
    }
  }
  return [...counts]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, locale));
}

const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: restaurantTimeZone(), dateStyle: 'short' }).format(date);

/**
 * '18:05' on the restaurant's clock; with the date too when it is not today (a scheduled order for
 * tomorrow, a ticket finished before midnight), so no time is read as the wrong day's.
 */
export function formatKitchenTime(iso: string, now: Date, language: TLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NO_TIME;
  return new Intl.DateTimeFormat(LOCALE_OF[language], {
    timeZone: restaurantTimeZone(),
    ...(dayOf(date) === dayOf(now) ? {} : { day: '2-digit', month: '2-digit' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** The line a recall brings back: the one the station finished last. */
export function lastDoneLine(ticket: TKitchenTicket): TKitchenItem | null {
  let last: TKitchenItem | null = null;
  for (const item of ticket.items) {
    if (
      item.doneAt !== null &&
      (last?.doneAt == null || Date.parse(item.doneAt) >= Date.parse(last.doneAt))
    ) {
      last = item;
    }
  }
  return last;
}

/** When the station finished a ticket: its last line's time. */
export function finishedAt(ticket: TKitchenTicket): string | null {
  return lastDoneLine(ticket)?.doneAt ?? null;
}
