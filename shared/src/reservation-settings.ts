import { z } from 'zod/mini';
import { isIsoDate } from './calendar-day';
import { REQUIRED, type TSharedMessageKey } from './i18n/shared-messages';
import { chfToRappen, MAX_PRICE_RAPPEN, rappenToChf } from './money';
import { MAX_PEOPLE, RESERVATION_STEP_MINUTES } from './reservations';
import { singleLine } from './text';

/**
 * Reservations by capacity (docs/decisions/027-reservations-by-capacity.md): the restaurant's
 * tables, how long a party sits, how far ahead and at what notice diners book online, and whether a request
 * that fits is confirmed at once. Data the owner edits in the back office; the spec's flow (every request
 * REQUESTED until staff confirm it) stays while `autoConfirm` is off or no table is active.
 */

export const RESERVATION_SETTINGS_MESSAGES = {
  slotMinutes: 'validation.slotMinutes',
  sittings: 'validation.sittings',
  sittingPeople: 'validation.sittingPeople',
  sittingMinutes: 'validation.sittingMinutes',
  noticeMinutes: 'validation.noticeMinutes',
  maxDaysAhead: 'validation.maxDaysAhead',
  maxPartyOnline: 'validation.maxPartyOnline',
  reminderHours: 'validation.reminderHours',
  noShowLimit: 'validation.noShowLimit',
  guaranteeFrom: 'validation.guaranteeFrom',
  amount: 'validation.chfAmount',
  boolean: 'validation.boolean',
  tableName: 'validation.tableName',
  tableSeats: 'validation.tableSeats',
  tableMinSeats: 'validation.tableMinSeats',
  tableIds: 'validation.tableIds',
  day: 'validation.day',
  people: 'validation.people',
} as const satisfies Record<string, TSharedMessageKey>;

const RM = RESERVATION_SETTINGS_MESSAGES;

/** Limits of the inputs (the messages above name them; a test keeps them equal). */
export const RESERVATION_SETTINGS_LIMITS = {
  /** The steps availability offers times in: each a multiple of the 5-minute reservation step. */
  slotMinutes: [5, 10, 15, 20, 30, 60],
  sittings: 10,
  sittingPeople: 100,
  sittingMinutes: { min: 15, max: 480 },
  /** Minimum notice and the guest's cancellation cut-off: up to one week. */
  noticeMinutes: 10_080,
  /** Reservations open up to six months ahead (the service refuses later ones anyway). */
  maxDaysAhead: 180,
  reminderHours: 168,
  noShowLimit: 20,
  guaranteeFrom: 100,
  tables: 200,
  tableNameLength: 40,
  tableSeats: 50,
  /** Tables one booking may take, and tables one table may be joined with. */
  tableIds: 10,
  joinableWith: 50,
} as const;

const L = RESERVATION_SETTINGS_LIMITS;

/** How long a party of up to `upToPeople` sits; the list is by party size, smallest first. */
export const ZSittingSchema = z.object({ upToPeople: z.int(), minutes: z.int() });
export type TSitting = z.infer<typeof ZSittingSchema>;

/** GET /api/admin/reservation-settings (PUT answers the same). */
export const ZReservationSettingsSchema = z.object({
  /** A request that fits a free table is CONFIRMED at once, the table assigned (needs an active table). */
  autoConfirm: z.boolean(),
  /** The step of the times availability offers, minutes (15: 18:00, 18:15, …). */
  slotMinutes: z.int(),
  /** Minutes a party sits by its size; a larger party than the last `upToPeople` sits the last minutes. */
  sittings: z.array(ZSittingSchema),
  /** An online request must be at least this many minutes ahead. */
  minNoticeMinutes: z.int(),
  /** How many days ahead diners may book online (today counts as day 0). */
  maxDaysAhead: z.int(),
  /** Larger parties are asked to call (availability answers `callUs`). At most MAX_PEOPLE. */
  maxPartyOnline: z.int(),
  /** The guest may change or cancel from the email's link up to this many minutes before the time. */
  cancelCutoffMinutes: z.int(),
  /** Hours before the time the reminder goes (email, and SMS to a mobile where SMS_URL is set); 0: none. */
  reminderHoursBefore: z.int(),
  /** A guest with this many no-shows is not confirmed automatically; 0: no limit. */
  noShowLimit: z.int(),
  /** Card guarantee from a party size (null: never) with the fee per person on a no-show, CHF. */
  guarantee: z.object({ fromPeople: z.nullable(z.int()), feePerPerson: z.number() }),
});
export type TReservationSettings = z.infer<typeof ZReservationSettingsSchema>;

/** The spec's flow with the suggested values of docs/decisions/027: nothing automatic until the owner switches it on. */
export const DEFAULT_RESERVATION_SETTINGS: TReservationSettings = {
  autoConfirm: false,
  slotMinutes: 15,
  sittings: [
    { upToPeople: 4, minutes: 90 },
    { upToPeople: 20, minutes: 120 },
  ],
  minNoticeMinutes: 60,
  maxDaysAhead: 60,
  maxPartyOnline: MAX_PEOPLE,
  cancelCutoffMinutes: 120,
  reminderHoursBefore: 0,
  noShowLimit: 2,
  guarantee: { fromPeople: null, feePerPerson: 0 },
};

/** The sitting of a party: the first entry whose `upToPeople` covers it, else the last (sittings are sorted). */
export function sittingMinutes(sittings: readonly TSitting[], people: number): number {
  const fit = sittings.find((sitting) => people <= sitting.upToPeople) ?? sittings.at(-1);
  return fit?.minutes ?? 120;
}

const wholeNumber = (min: number, max: number, message: TSharedMessageKey) =>
  z.int({ error: message }).check(z.gte(min, message), z.lte(max, message));

/** A CHF amount like a price: 0 to 99999.99, at most two decimals. */
const chfAmount = z.number({ error: RM.amount }).check(
  z.refine((chf) => {
    if (!Number.isFinite(chf) || chf < 0) return false;
    const rappen = chfToRappen(chf);
    return rappen <= MAX_PRICE_RAPPEN && rappenToChf(rappen) === chf;
  }, RM.amount),
);

const ZSittingInputSchema = z.strictObject({
  upToPeople: wholeNumber(1, L.sittingPeople, RM.sittingPeople),
  minutes: z
    .int({ error: RM.sittingMinutes })
    .check(
      z.gte(L.sittingMinutes.min, RM.sittingMinutes),
      z.lte(L.sittingMinutes.max, RM.sittingMinutes),
      z.multipleOf(RESERVATION_STEP_MINUTES, RM.sittingMinutes),
    ),
});

/** PUT /api/admin/reservation-settings: the whole settings. */
export const ZReservationSettingsInputSchema = z.strictObject({
  autoConfirm: z.boolean({ error: RM.boolean }),
  slotMinutes: z
    .int({ error: RM.slotMinutes })
    .check(z.refine((minutes) => (L.slotMinutes as readonly number[]).includes(minutes), RM.slotMinutes)),
  sittings: z.array(ZSittingInputSchema, { error: RM.sittings }).check(
    z.minLength(1, RM.sittings),
    z.maxLength(L.sittings, RM.sittings),
    // By party size, smallest first, each size once: a party's sitting is then the first that covers it.
    z.refine(
      (sittings) =>
        sittings.every((sitting, i) => i === 0 || sitting.upToPeople > (sittings[i - 1]?.upToPeople ?? 0)),
      RM.sittings,
    ),
  ),
  minNoticeMinutes: wholeNumber(0, L.noticeMinutes, RM.noticeMinutes),
  maxDaysAhead: wholeNumber(1, L.maxDaysAhead, RM.maxDaysAhead),
  maxPartyOnline: wholeNumber(1, MAX_PEOPLE, RM.maxPartyOnline),
  cancelCutoffMinutes: wholeNumber(0, L.noticeMinutes, RM.noticeMinutes),
  reminderHoursBefore: wholeNumber(0, L.reminderHours, RM.reminderHours),
  noShowLimit: wholeNumber(0, L.noShowLimit, RM.noShowLimit),
  guarantee: z.strictObject({
    fromPeople: z.nullable(wholeNumber(1, L.guaranteeFrom, RM.guaranteeFrom)),
    feePerPerson: chfAmount,
  }),
});
export type TReservationSettingsInput = z.infer<typeof ZReservationSettingsInputSchema>;

/** GET /api/admin/tables (ordered by name), POST and PUT answer one. */
export const ZTableSchema = z.object({
  id: z.int(),
  name: z.string(),
  seats: z.int(),
  /** The smallest party seated at this table alone (a 6-seat table not given to 2). */
  minSeats: z.int(),
  /** Tables this one can be joined with; symmetric (A with B means B with A), never itself. */
  joinableWith: z.array(z.int()),
  /** An inactive table is kept (its bookings keep it) but neither offered nor assigned. */
  active: z.boolean(),
});
export type TTable = z.infer<typeof ZTableSchema>;

/**
 * POST /api/admin/tables and PUT /api/admin/tables/:id: the whole table. `joinableWith` names the other
 * tables; the server keeps the pairs symmetric, refuses unknown ones and the table itself (422), and a name
 * another table has (409).
 */
export const ZTableInputSchema = z
  .strictObject({
    name: z
      .string({ error: REQUIRED })
      .check(
        z.trim(),
        z.minLength(1, RM.tableName),
        z.maxLength(L.tableNameLength, RM.tableName),
        singleLine(),
      ),
    seats: wholeNumber(1, L.tableSeats, RM.tableSeats),
    minSeats: wholeNumber(1, L.tableSeats, RM.tableMinSeats),
    joinableWith: z
      .array(z.int({ error: RM.tableIds }).check(z.positive(RM.tableIds)), { error: RM.tableIds })
      .check(
        z.maxLength(L.joinableWith, RM.tableIds),
        z.refine((ids) => new Set(ids).size === ids.length, RM.tableIds),
      ),
    active: z.boolean({ error: RM.boolean }),
  })
  .check(
    z.refine((table) => table.minSeats <= table.seats, { message: RM.tableMinSeats, path: ['minSeats'] }),
  );
export type TTableInput = z.infer<typeof ZTableInputSchema>;

/** PUT /api/admin/reservations/:id/tables: the tables the booking takes (empty: none assigned). */
export const ZAssignTablesSchema = z.strictObject({
  tableIds: z
    .array(z.int({ error: RM.tableIds }).check(z.positive(RM.tableIds)), { error: RM.tableIds })
    .check(
      z.maxLength(L.tableIds, RM.tableIds),
      z.refine((ids) => new Set(ids).size === ids.length, RM.tableIds),
    ),
});
export type TAssignTables = z.infer<typeof ZAssignTablesSchema>;

/** GET /api/reservations/availability?date=YYYY-MM-DD&people=N. */
export const ZAvailabilityQuerySchema = z.object({
  /** A restaurant-local day. */
  date: z.string({ error: RM.day }).check(z.refine(isIsoDate, RM.day)),
  people: z.coerce
    .number({ error: RM.people })
    .check(z.int(RM.people), z.gte(1, RM.people), z.lte(1000, RM.people)),
});
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuerySchema>;

/**
 * The card guarantee of large parties as the guest is told before booking (docs/decisions/028): parties of
 * at least `fromPeople` give a card; `feePerPerson` CHF is charged on a no-show not cancelled at least
 * `cancelCutoffMinutes` before the time.
 */
export const ZGuaranteePolicySchema = z.object({
  fromPeople: z.int(),
  feePerPerson: z.number(),
  cancelCutoffMinutes: z.int(),
});
export type TGuaranteePolicy = z.infer<typeof ZGuaranteePolicySchema>;

/** The policy of the settings; null when the restaurant asks no card. */
export function guaranteePolicyOf(rules: TReservationSettings): TGuaranteePolicy | null {
  const { fromPeople, feePerPerson } = rules.guarantee;
  return fromPeople === null
    ? null
    : { fromPeople, feePerPerson, cancelCutoffMinutes: rules.cancelCutoffMinutes };
}

export const ZAvailabilitySchema = z.object({
  /** The times a request may take on that day, restaurant-local 'HH:mm', ascending, slotMinutes apart. */
  times: z.array(z.string()),
  /**
   * True when the restaurant has an active table: `times` are those with a free table (or joined tables) for
   * the whole sitting. False: the opening hours' times only (staff confirm each request by hand).
   */
  managed: z.boolean(),
  /** The party is larger than the restaurant takes online: no times, the diner is asked to call. */
  callUs: z.boolean(),
  /** The card guarantee asked of large parties, shown before booking; null: none (docs/decisions/028). */
  guarantee: z.optional(z.nullable(ZGuaranteePolicySchema)),
});
export type TAvailability = z.infer<typeof ZAvailabilitySchema>;

/** One change of the settings: who, when, the whole value before and after (change log). */
export const ZReservationSettingsChangeSchema = z.object({
  at: z.string(),
  by: z.string(),
  before: ZReservationSettingsSchema,
  after: ZReservationSettingsSchema,
});
export type TReservationSettingsChange = z.infer<typeof ZReservationSettingsChangeSchema>;
