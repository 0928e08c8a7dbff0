import { ORDER_TYPES } from '@app/shared/enums';
import { chfToRappen, formatRappen } from '@app/shared/money';
import type { TDeliveryZone, TOrderRules } from '@app/shared/order-rules';
import type { TReadyNotice } from '@app/shared/order-rules-input';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import { currentLocale, tAdmin } from '@/i18n/i18n';

/**
 * The change log beside the rules, in words: 'Olten: fee CHF 5.00 → CHF 7.00; postcodes added 4614'
 * and 'card fee 2.6 % → 3 %; Delivery off'. Only what a save changed is said.
 */

const chf = (amount: number) => formatRappen(chfToRappen(amount));
const free = (amount: number | null) => (amount === null ? tAdmin('deliveryZones.never') : chf(amount));
const arrow = (before: string, after: string) => `${before} → ${after}`;

function zoneSummary(zone: TDeliveryZone): string {
  return tAdmin('deliveryZones.history.summary', {
    postcodes: zone.postcodes.join(', ') || '–',
    fee: chf(zone.deliveryFee),
    minimum: chf(zone.minimumOrder),
    free: free(zone.freeDeliveryFrom),
    minutes: zone.extraMinutes,
  });
}

function zoneChanges(before: TDeliveryZone, after: TDeliveryZone): string[] {
  const parts: string[] = [];
  if (before.name !== after.name)
    parts.push(tAdmin('deliveryZones.history.name', { change: arrow(before.name, after.name) }));
  const added = after.postcodes.filter((code) => !before.postcodes.includes(code));
  const removed = before.postcodes.filter((code) => !after.postcodes.includes(code));
  if (added.length > 0)
    parts.push(tAdmin('deliveryZones.history.postcodesAdded', { postcodes: added.join(', ') }));
  if (removed.length > 0)
    parts.push(tAdmin('deliveryZones.history.postcodesRemoved', { postcodes: removed.join(', ') }));
  if (before.deliveryFee !== after.deliveryFee)
    parts.push(
      tAdmin('deliveryZones.history.fee', { change: arrow(chf(before.deliveryFee), chf(after.deliveryFee)) }),
    );
  if (before.minimumOrder !== after.minimumOrder)
    parts.push(
      tAdmin('deliveryZones.history.minimum', {
        change: arrow(chf(before.minimumOrder), chf(after.minimumOrder)),
      }),
    );
  if (before.freeDeliveryFrom !== after.freeDeliveryFrom)
    parts.push(
      tAdmin('deliveryZones.history.free', {
        change: arrow(free(before.freeDeliveryFrom), free(after.freeDeliveryFrom)),
      }),
    );
  if (before.extraMinutes !== after.extraMinutes)
    parts.push(
      tAdmin('deliveryZones.history.minutes', {
        change: arrow(String(before.extraMinutes), String(after.extraMinutes)),
      }),
    );
  return parts;
}

/**
 * The zone of `zones` that `zone` is: the one with its id (a renamed zone keeps it), else the one with
 * its name (a list saved without ids, as another client may send it, gives every zone a new id).
 */
function counterpart(zone: TDeliveryZone, zones: readonly TDeliveryZone[]): TDeliveryZone | undefined {
  return (
    zones.find((other) => other.id !== undefined && other.id === zone.id) ??
    zones.find((other) => other.name === zone.name)
  );
}

export function zonesChangeText(change: {
  before: readonly TDeliveryZone[];
  after: readonly TDeliveryZone[];
}): string {
  const parts: string[] = [];
  for (const zone of change.after) {
    const was = counterpart(zone, change.before);
    if (!was) {
      parts.push(tAdmin('deliveryZones.history.added', { zone: zone.name, summary: zoneSummary(zone) }));
      continue;
    }
    const changes = zoneChanges(was, zone);
    if (changes.length > 0) parts.push(`${zone.name}: ${changes.join(', ')}`);
  }
  for (const zone of change.before) {
    if (!counterpart(zone, change.after))
      parts.push(tAdmin('deliveryZones.history.removed', { zone: zone.name }));
  }
  return parts.join('; ');
}

const percent = (value: number) => tAdmin('orderSettings.history.percent', { percent: value });
const onOff = (on: boolean) => tAdmin(on ? 'orderSettings.history.on' : 'orderSettings.history.off');

/** The fees and times as a change recorded them; the ready notice and promo switch since they exist. */
type TRecordedRules = TOrderRules & {
  readyNotice?: TReadyNotice | undefined;
  promoWithSale?: boolean | undefined;
};

export function settingsChangeText(change: { before: TRecordedRules; after: TRecordedRules }): string {
  const { before, after } = change;
  const parts: string[] = [];
  if (before.cardFeePercent !== after.cardFeePercent)
    parts.push(
      tAdmin('orderSettings.history.cardFee', {
        change: arrow(percent(before.cardFeePercent), percent(after.cardFeePercent)),
      }),
    );
  if (before.twintFeePercent !== after.twintFeePercent)
    parts.push(
      tAdmin('orderSettings.history.twintFee', {
        change: arrow(percent(before.twintFeePercent), percent(after.twintFeePercent)),
      }),
    );
  for (const type of ORDER_TYPES) {
    if (before.asapMinutes[type] !== after.asapMinutes[type])
      parts.push(
        tAdmin(`orderSettings.history.asap${type}`, {
          change: arrow(String(before.asapMinutes[type]), String(after.asapMinutes[type])),
        }),
      );
  }
  // Changes recorded before the ready notice existed lack it: nothing to say about it then.
  if (before.readyNotice && after.readyNotice && before.readyNotice !== after.readyNotice)
    parts.push(
      tAdmin('orderSettings.history.readyNotice', {
        change: arrow(
          tAdmin('orderSettings.readyNoticeOption', { notice: before.readyNotice }),
          tAdmin('orderSettings.readyNoticeOption', { notice: after.readyNotice }),
        ),
      }),
    );
  // Likewise for whether promo codes apply during a sale.
  if (
    before.promoWithSale !== undefined &&
    after.promoWithSale !== undefined &&
    before.promoWithSale !== after.promoWithSale
  )
    parts.push(
      tAdmin('orderSettings.history.promoWithSale', {
        change: arrow(onOff(before.promoWithSale), onOff(after.promoWithSale)),
      }),
    );
  for (const type of ORDER_TYPES) {
    if (before.orderTypes[type] !== after.orderTypes[type])
      parts.push(
        tAdmin(`orderSettings.history.type${type}`, {
          change: arrow(onOff(before.orderTypes[type]), onOff(after.orderTypes[type])),
        }),
      );
  }
  return parts.join('; ');
}

/** '28.11.26, 17:05' on the restaurant's clock, in the back office's language. */
export function changeTime(at: string): string {
  return new Intl.DateTimeFormat(currentLocale(), {
    timeZone: restaurantTimeZone(),
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(at));
}
