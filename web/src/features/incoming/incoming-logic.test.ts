import type { TIncomingCard } from '@app/shared/admin-orders';
import { CUSTOMER_INFO as customerInfo } from '@test/fixtures';
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  addressText,
  byUrgency,
  CARD_COLORS,
  canAddMinutes,
  cardKey,
  cardName,
  cardTimeText,
  newestCardKey,
  prepBaseMinutes,
  prepNote,
  visibleCards,
} from './incoming-logic';

const timing = (
  asap: boolean,
  requestedAt = '2026-11-24T17:30:00+01:00',
  committedReadyAt: string | null = null,
) => ({
  requestedAt,
  asap,
  committedReadyAt,
  adminExtraMinutes: null,
});

describe('incoming cards', () => {
  it('filters by kind', () => {
    const cards = [{ kind: 'menu' }, { kind: 'buffet' }, { kind: 'reservation' }] as TIncomingCard[];
    expect(visibleCards(cards, ALL_CARDS)).toHaveLength(3);
    expect(visibleCards(cards, { menu: false, buffet: true, reservation: false }).map((c) => c.kind)).toEqual(
      ['buffet'],
    );
  });

  it('gives each kind its own colour', () => {
    expect(new Set(Object.values(CARD_COLORS)).size).toBe(3);
  });

  it("shows 'Now' for ASAP, the requested time, and a reservation's committed time", () => {
    expect(cardTimeText({ kind: 'menu', timing: timing(true) })).toBe('Now');
    expect(cardTimeText({ kind: 'buffet', timing: timing(false) })).toBe('24.11.2026, 17:30');
    expect(
      cardTimeText({
        kind: 'reservation',
        timing: timing(false, '2026-11-24T18:00:00+01:00', '2026-11-24T19:15:00+01:00'),
      }),
    ).toBe('24.11.2026, 19:15');
  });

  it("offers 'Add minutes' on ASAP orders only, with the prep note", () => {
    expect(canAddMinutes({ kind: 'menu', timing: timing(true) })).toBe(true);
    expect(canAddMinutes({ kind: 'buffet', timing: timing(true) })).toBe(true);
    expect(canAddMinutes({ kind: 'menu', timing: timing(false) })).toBe(false);
    expect(canAddMinutes({ kind: 'reservation', timing: timing(true) })).toBe(false);
    expect(prepNote(45, null)).toBe('Prep base: 45 min');
    expect(prepNote(45, 15)).toBe('Prep base: 45 min + 15 min');
    // Busy mode adds its minutes to every ASAP confirmation.
    expect(prepNote(45, null, 15)).toBe('Prep base: 45 min + 15 min (busy)');
    expect(prepNote(45, 10, 30)).toBe('Prep base: 45 min + 30 min (busy) + 10 min');
    expect(prepNote(45, null, 0)).toBe('Prep base: 45 min');
  });

  it('takes the prep base from the restaurant’s ASAP minutes and the delivery zone’s extra minutes', () => {
    const rules = {
      settings: { asapMinutes: { DELIVERY: 50, TAKEAWAY: 25 } },
      zones: [
        {
          name: 'Olten',
          postcodes: ['4600'],
          deliveryFee: 5,
          minimumOrder: 30,
          freeDeliveryFrom: 100,
          extraMinutes: 0,
        },
        {
          name: 'Aarburg',
          postcodes: ['4663'],
          deliveryFee: 7,
          minimumOrder: 40,
          freeDeliveryFrom: null,
          extraMinutes: 15,
        },
      ],
    };
    const at = (plz: string) => ({ ...customerInfo, address: { ...customerInfo.address, plz } });
    expect(prepBaseMinutes({ orderType: 'TAKEAWAY', customerInfo: at('4663') }, rules)).toBe(25);
    expect(prepBaseMinutes({ orderType: 'DELIVERY', customerInfo: at('4600') }, rules)).toBe(50);
    expect(prepBaseMinutes({ orderType: 'DELIVERY', customerInfo: at('4663') }, rules)).toBe(65);
    expect(prepNote(prepBaseMinutes({ orderType: 'DELIVERY', customerInfo: at('4663') }, rules), 10)).toBe(
      'Prep base: 65 min + 10 min',
    );
  });

  it('writes the address and a name for each card', () => {
    expect(addressText(customerInfo.address)).toBe('Bahnhofstrasse 1, 4600 Olten');
    expect(addressText({ street: '', streetNo: '', plz: '4600', city: 'Olten' })).toBe('4600 Olten');
    expect(cardName({ kind: 'menu', orderNumber: 12, customerInfo })).toBe('Menu order #12');
    expect(cardName({ kind: 'reservation', orderNumber: null, customerInfo })).toBe(
      'Reservation for Nora Test',
    );
  });
});

describe('the order of the cards', () => {
  /** A card arrived at `created` (restaurant time, 24 Nov 2026), due at `due`. */
  const at = (kind: TIncomingCard['kind'], id: string, created: string, due: string, asap = false) =>
    ({
      kind,
      id,
      createdAt: `2026-11-24T${created}:00+01:00`,
      timing: timing(asap, `2026-11-24T${due}:00+01:00`),
    }) as TIncomingCard;

  it('puts the most urgent first: the earliest due time, ASAP or scheduled, whatever came first', () => {
    const cards = [
      at('menu', 'SCHEDULED', '11:00', '12:30'),
      at('reservation', 'TABLE', '11:05', '12:00'),
      // Arrived last, but due in 45 minutes (the server's ASAP time): before the 12:30 order.
      at('menu', 'ASAP', '11:40', '12:25', true),
      at('buffet', 'EARLY', '11:10', '11:50', true),
    ];
    expect(byUrgency(cards).map((card) => card.id)).toEqual(['EARLY', 'TABLE', 'ASAP', 'SCHEDULED']);
    // A new array; the list as polled stays as it was.
    expect(cards.map((card) => card.id)).toEqual(['SCHEDULED', 'TABLE', 'ASAP', 'EARLY']);
  });

  it('keeps the arrival order among cards due at the same time, and compares instants, not texts', () => {
    const first = at('menu', 'B', '11:00', '12:30');
    const second = at('menu', 'A', '11:20', '12:30');
    // The same instant as 12:30 in Zurich, written in UTC: due together, arrived last.
    const third = { ...at('buffet', 'C', '11:30', '12:30'), timing: timing(false, '2026-11-24T11:30:00Z') };
    expect(byUrgency([third, second, first]).map((card) => card.id)).toEqual(['B', 'A', 'C']);
  });

  it('marks the card that arrived last as the newest, and none when there is only one', () => {
    const cards = [
      at('menu', 'OLD', '11:00', '11:45', true),
      at('reservation', 'NEW', '11:30', '19:00'),
      at('buffet', 'MIDDLE', '11:15', '12:00', true),
    ];
    expect(newestCardKey(cards)).toBe(cardKey({ kind: 'reservation', id: 'NEW' }));
    expect(newestCardKey(byUrgency(cards))).toBe('reservation:NEW');
    expect(newestCardKey(cards.slice(0, 1))).toBeNull();
    expect(newestCardKey([])).toBeNull();
  });
});
