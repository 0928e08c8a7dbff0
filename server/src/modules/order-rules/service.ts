import { chfToRappen } from '@app/shared/money';
import type { TDeliveryZone } from '@app/shared/order-rules';
import type {
  TAdminOrderRules,
  TDeliveryZonesChange,
  TDeliveryZonesInput,
  TOrderRulesChange,
  TOrderRulesInput,
} from '@app/shared/order-rules-input';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FIELD_ERRORS_MESSAGE } from '../../plugins/errors';
import { recordServiceChange, serviceChangeHistory } from '../change-log';
import { orderRulesRepository } from './repository';

/** How many changes the back office lists beside each setting. */
export const HISTORY_LENGTH = 10;

export const POSTCODE_TAKEN_MESSAGE = 'Postcode {postcode} is in more than one zone.';
/** Delivery stays on only where it can reach someone: a zone with a postcode. */
export const LAST_ZONE_MESSAGE = 'Turn delivery off before removing the last delivery zone.';
export const NO_ZONE_MESSAGE = 'Add a delivery zone with a postcode before turning delivery on.';

const reachesAnyone = (zones: readonly Pick<TDeliveryZone, 'postcodes'>[]) =>
  zones.some((zone) => zone.postcodes.length > 0);

/** Bad input of the rules' routes: 422 with the fields named (the issue's contract), nothing written. */
export function invalidRules(
  details: Record<string, string>,
  detailValues?: Record<string, Record<string, string>>,
) {
  const [first] = Object.values(details);
  const message = Object.keys(details).length === 1 && first ? first : FIELD_ERRORS_MESSAGE;
  return new AppError(422, message, {
    code: 'VALIDATION',
    details,
    detailValues,
    values: Object.keys(details).length === 1 ? Object.values(detailValues ?? {})[0] : undefined,
  });
}

/** The list without ids, as diners' pages read it. */
function publicZones(zones: TDeliveryZone[]): TDeliveryZone[] {
  return zones.map(({ id: _id, ...zone }) => zone);
}

/**
 * The restaurant's ordering rules as data: its delivery zones (postcodes, fee, minimum, free-delivery
 * threshold, extra minutes) and its fees and times (card and TWINT fee, ASAP minutes per order type, which
 * order types it takes). Every save moves the 'order-settings' and 'public' read versions (triggers of
 * 0021), so the very next order and the next public read see it; every change is logged with who, when,
 * before and after, in the save's transaction.
 */
export function orderRulesService(db: TDb) {
  const repo = orderRulesRepository(db);

  return {
    /** The zones with their ids (the back office's list). */
    zones: () => repo.zones(),
    /** The zones without ids (the public list). */
    publicZones: async () => publicZones(await repo.zones()),
    /** The fees and times (the same for the back office and the public). */
    rules: () => repo.rules(),
    /** The fees and times with the back office's own settings (how a diner hears "ready"). */
    adminRules: () => repo.adminRules(),
    /** How a takeaway diner hears "ready", read in the transaction of that "ready". */
    readyNotice: async (tx: TTx) => (await repo.adminRules(tx)).readyNotice,

    /**
     * Replaces the whole list. A postcode in two zones (or twice in one) is refused with 422 naming it,
     * before anything is written; the table's key on the postcode guards the same.
     */
    async replaceZones(input: TDeliveryZonesInput, by: string): Promise<TDeliveryZone[]> {
      const seen = new Map<string, string>();
      const details: Record<string, string> = {};
      const detailValues: Record<string, Record<string, string>> = {};
      input.forEach((zone, z) => {
        zone.postcodes.forEach((postcode, p) => {
          if (seen.has(postcode)) {
            const field = `${z}.postcodes.${p}`;
            details[field] = POSTCODE_TAKEN_MESSAGE;
            detailValues[field] = { postcode };
          } else seen.set(postcode, zone.name);
        });
      });
      if (Object.keys(details).length > 0) throw invalidRules(details, detailValues);
      const values = input.map((zone) => ({
        id: zone.id,
        name: zone.name,
        postcodes: zone.postcodes,
        deliveryFeeRappen: chfToRappen(zone.deliveryFee),
        minimumOrderRappen: chfToRappen(zone.minimumOrder),
        freeDeliveryFromRappen: zone.freeDeliveryFrom === null ? null : chfToRappen(zone.freeDeliveryFrom),
        extraMinutes: zone.extraMinutes,
      }));
      if (!reachesAnyone(input) && (await repo.rules()).orderTypes.DELIVERY) {
        throw new AppError(422, LAST_ZONE_MESSAGE, { code: 'VALIDATION' });
      }
      return repo.replaceZones(values, async (tx, before, after) => {
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        await recordServiceChange(tx, 'delivery-zones', { by, before, after });
      });
    },

    /** Replaces the fees and times; at least one order type stays on (the schema refuses none). */
    updateRules(input: TOrderRulesInput, by: string): Promise<TAdminOrderRules> {
      return repo.updateRules(
        {
          cardFeeTenths: Math.round(input.cardFeePercent * 10),
          twintFeeTenths: Math.round(input.twintFeePercent * 10),
          asapMinutesDelivery: input.asapMinutes.DELIVERY,
          asapMinutesTakeaway: input.asapMinutes.TAKEAWAY,
          deliveryEnabled: input.orderTypes.DELIVERY,
          takeawayEnabled: input.orderTypes.TAKEAWAY,
          readyNotice: input.readyNotice,
          promoWithSale: input.promoWithSale,
        },
        async (tx, before, after) => {
          // Checked in the save's transaction: a refusal rolls the row back.
          if (
            after.orderTypes.DELIVERY &&
            !before.orderTypes.DELIVERY &&
            !reachesAnyone(await repo.zones(tx))
          ) {
            throw invalidRules({ 'orderTypes.DELIVERY': NO_ZONE_MESSAGE });
          }
          if (JSON.stringify(before) === JSON.stringify(after)) return;
          await recordServiceChange(tx, 'order-settings', { by, before, after });
        },
      );
    },

    /** The latest changes of the zones, newest first. */
    async zonesHistory(limit = HISTORY_LENGTH): Promise<TDeliveryZonesChange[]> {
      const rows = await serviceChangeHistory(db, 'delivery-zones', limit);
      return rows.map((row) => ({
        at: row.changedAt.toISOString(),
        by: row.changedBy,
        before: row.before as TDeliveryZone[],
        after: row.after as TDeliveryZone[],
      }));
    },

    /** The latest changes of the fees and times, newest first. */
    async rulesHistory(limit = HISTORY_LENGTH): Promise<TOrderRulesChange[]> {
      const rows = await serviceChangeHistory(db, 'order-settings', limit);
      return rows.map((row) => ({
        at: row.changedAt.toISOString(),
        by: row.changedBy,
        before: row.before as TAdminOrderRules,
        after: row.after as TAdminOrderRules,
      }));
    },
  };
}

export type TOrderRulesService = ReturnType<typeof orderRulesService>;
