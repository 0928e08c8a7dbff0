import type { TIncomingCard } from '@app/shared/admin-orders';
import { zoneOfPostcode } from '@app/shared/delivery';
import type { TDeliveryZone, TOrderRules } from '@app/shared/order-rules';
import type { TAdminKey } from '@/i18n/catalogs';
import { tAdmin } from '@/i18n/i18n';
import { formatOrderDateTime } from '@/lib/format-order-time';

export type TCardKind = TIncomingCard['kind'];

/** The filter toggles of spec section 2, in their order; all on by default. */
export const CARD_FILTERS: readonly { kind: TCardKind; label: TAdminKey }[] = [
  { kind: 'menu', label: 'incoming.filter.menu' },
  { kind: 'buffet', label: 'incoming.filter.buffet' },
  { kind: 'reservation', label: 'incoming.filter.reservation' },
];

export type TCardFilter = Record<TCardKind, boolean>;

/** A card's identity on the screen: its kind and id. */
export function cardKey(card: Pick<TIncomingCard, 'kind' | 'id'>): string {
  return `${card.kind}:${card.id}`;
}
/**
 * A guest's change through the private link that asks no decision (the booking moved and stayed CONFIRMED, or
 * was CANCELLED): the card offers Seen instead of Confirm and Cancel, and leaves only when staff press it.
 */
export function needsSeenButton(card: Pick<TIncomingCard, 'guestChange'>): boolean {
  return !!card.guestChange && card.guestChange.status !== 'REQUESTED';
}
export const ALL_CARDS: TCardFilter = { menu: true, buffet: true, reservation: true };

export function visibleCards(cards: readonly TIncomingCard[], filter: TCardFilter): TIncomingCard[] {
  return cards.filter((card) => filter[card.kind]);
}

type TUrgencyFields = Pick<TIncomingCard, 'kind' | 'id' | 'createdAt' | 'timing'>;

/**
 * When a card is due: the time its guests come or its order must be ready. The server computes it at
 * placement: a scheduled order's requested time, an ASAP order's arrival plus the restaurant's ASAP
 * minutes (the order's `requestedAt` either way), a reservation's date and time.
 */
export function cardDueAt(card: Pick<TIncomingCard, 'timing'>): number {
  return Date.parse(card.timing.requestedAt);
}

/**
 * The cards most urgent first: the earliest due time leads, so an ASAP order placed a minute ago comes
 * before tonight's reservation; equal due times keep the order they arrived in. A new array.
 */
export function byUrgency<T extends TUrgencyFields>(cards: readonly T[]): T[] {
  return [...cards].sort(
    (a, b) =>
      cardDueAt(a) - cardDueAt(b) ||
      Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
      cardKey(a).localeCompare(cardKey(b)),
  );
}

/**
 * The key of the card that arrived last, marked on the screen as the newest; none with fewer than two
 * cards, where there is nothing to tell apart.
 */
export function newestCardKey(cards: readonly TUrgencyFields[]): string | null {
  if (cards.length < 2) return null;
  let newest = cards[0] as TUrgencyFields;
  for (const card of cards) {
    const later = Date.parse(card.createdAt) - Date.parse(newest.createdAt);
    if (later > 0 || (later === 0 && cardKey(card).localeCompare(cardKey(newest)) > 0)) newest = card;
  }
  return cardKey(newest);
}

/** Colour-coded by kind (spec section 2): one Mantine colour per kind, used for the border and badge. */
export const CARD_COLORS: Record<TCardKind, string> = {
  menu: 'blue',
  buffet: 'orange',
  reservation: 'grape',
};

const CARD_KIND_KEYS: Record<TCardKind, TAdminKey> = {
  menu: 'incoming.kind.menu',
  buffet: 'incoming.kind.buffet',
  reservation: 'incoming.kind.reservation',
};

/** 'Menu order', 'Buffet order', 'Reservation' in the current language. */
export function cardKindLabel(kind: TCardKind): string {
  return tAdmin(CARD_KIND_KEYS[kind]);
}

/** Spec section 2: 'Now' for ASAP, else the requested time; reservations show their committed time. */
export function cardTimeText(card: Pick<TIncomingCard, 'kind' | 'timing'>): string {
  if (card.kind === 'reservation') {
    return formatOrderDateTime(card.timing.committedReadyAt ?? card.timing.requestedAt);
  }
  return card.timing.asap ? tAdmin('incoming.now') : formatOrderDateTime(card.timing.requestedAt);
}

/** Only ASAP menu and buffet orders get the 'Add minutes' choice (spec section 2). */
export function canAddMinutes(card: Pick<TIncomingCard, 'kind' | 'timing'>): boolean {
  return card.kind !== 'reservation' && card.timing.asap;
}

/**
 * The preparation base of an ASAP order as the server confirms it: the restaurant's ASAP minutes for the
 * order type, plus the extra minutes of the delivery zone of its postcode.
 */
export function prepBaseMinutes(
  card: Pick<TIncomingCard, 'orderType' | 'customerInfo'>,
  rules: { settings: Pick<TOrderRules, 'asapMinutes'>; zones: readonly TDeliveryZone[] },
): number {
  if (card.orderType === null) return 0;
  const zone =
    card.orderType === 'DELIVERY' ? zoneOfPostcode(rules.zones, card.customerInfo.address.plz) : undefined;
  return rules.settings.asapMinutes[card.orderType] + (zone?.extraMinutes ?? 0);
}

/**
 * 'Prep base: 45 min' (the order's base, see prepBaseMinutes), plus busy mode's minutes while it is on
 * and the chosen extra: 'Prep base: 45 min + 15 min (busy) + 10 min'.
 */
export function prepNote(base: number, extraMinutes: number | null, busyMinutes = 0): string {
  if (busyMinutes > 0) {
    return extraMinutes
      ? tAdmin('incoming.prepBaseBusyExtra', { base, busy: busyMinutes, extra: extraMinutes })
      : tAdmin('incoming.prepBaseBusy', { base, busy: busyMinutes });
  }
  return extraMinutes
    ? tAdmin('incoming.prepBaseExtra', { base, extra: extraMinutes })
    : tAdmin('incoming.prepBase', { base });
}

/** 'Bahnhofstrasse 1, 4600 Olten', leaving out empty parts. */
export function addressText(address: TIncomingCard['customerInfo']['address']): string {
  const street = [address.street, address.streetNo].filter(Boolean).join(' ').trim();
  const town = [address.plz, address.city].filter(Boolean).join(' ').trim();
  return [street, town].filter(Boolean).join(', ');
}

/** How a card is named for screen readers and in messages: 'Menu order #12', 'Reservation for Nora Test'. */
export function cardName(card: Pick<TIncomingCard, 'kind' | 'orderNumber' | 'customerInfo'>): string {
  if (card.kind === 'reservation' || card.orderNumber === null) {
    const name = `${card.customerInfo.firstName} ${card.customerInfo.lastName}`;
    return tAdmin('incoming.cardFor', { kind: cardKindLabel(card.kind), name });
  }
  return tAdmin('incoming.cardNumber', { kind: cardKindLabel(card.kind), number: card.orderNumber });
}
