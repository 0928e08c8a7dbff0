import type { TIncomingCard } from '@app/shared/admin-orders';
import { CUSTOMER_INFO as customerInfo } from '@test/fixtures';
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  addressText,
  CARD_COLORS,
  canAddMinutes,
  cardName,
  cardTimeText,
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
