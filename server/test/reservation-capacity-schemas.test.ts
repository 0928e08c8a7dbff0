import en from '@app/shared/i18n/messages/en.json';
import {
  DEFAULT_RESERVATION_SETTINGS,
  RESERVATION_SETTINGS_LIMITS as L,
  RESERVATION_SETTINGS_MESSAGES as M,
  sittingMinutes,
  ZAssignTablesSchema,
  ZReservationSettingsInputSchema,
  ZTableInputSchema,
} from '@app/shared/reservation-settings';
import { MAX_PEOPLE } from '@app/shared/reservations';
import { describe, expect, it } from 'vitest';

const text = (key: keyof typeof en) => en[key];

describe('reservation settings schemas', () => {
  it('accept the defaults, which are the spec’s values', () => {
    expect(ZReservationSettingsInputSchema.safeParse(DEFAULT_RESERVATION_SETTINGS).success).toBe(true);
    expect(DEFAULT_RESERVATION_SETTINGS.maxPartyOnline).toBe(MAX_PEOPLE);
  });

  it('name in their messages the limits they check', () => {
    expect(text(M.slotMinutes)).toContain(L.slotMinutes.join(', ').replace(/, (\d+)$/, ' or $1'));
    expect(text(M.sittingMinutes)).toContain(`${L.sittingMinutes.min} to ${L.sittingMinutes.max}`);
    expect(text(M.noticeMinutes)).toContain(String(L.noticeMinutes));
    expect(text(M.maxDaysAhead)).toContain(`1 to ${L.maxDaysAhead}`);
    expect(text(M.maxPartyOnline)).toContain(`1 to ${MAX_PEOPLE}`);
    expect(text(M.reminderHours)).toContain(String(L.reminderHours));
    expect(text(M.noShowLimit)).toContain(`0 (no limit) to ${L.noShowLimit}`);
    expect(text(M.guaranteeFrom)).toContain(`1 to ${L.guaranteeFrom}`);
    expect(text(M.tableName)).toContain(String(L.tableNameLength));
    expect(text(M.tableSeats)).toContain(`1 to ${L.tableSeats}`);
    expect(text(M.tableIds)).toContain(String(L.tableIds));
  });

  it('find a party’s sitting: the first size that covers it, else the last', () => {
    const sittings = DEFAULT_RESERVATION_SETTINGS.sittings;
    expect([1, 4, 5, 20, 40].map((people) => sittingMinutes(sittings, people))).toEqual([
      90, 90, 120, 120, 120,
    ]);
  });

  it('refuse a table whose smallest party exceeds its seats, and a table chosen twice', () => {
    const table = { name: 'T1', seats: 4, minSeats: 5, joinableWith: [], active: true };
    expect(ZTableInputSchema.safeParse(table).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'minSeats',
    ]);
    expect(ZAssignTablesSchema.safeParse({ tableIds: [1, 1] }).success).toBe(false);
    expect(ZAssignTablesSchema.safeParse({ tableIds: [] }).success).toBe(true);
  });
});
