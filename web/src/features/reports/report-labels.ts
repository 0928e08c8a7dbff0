import type { TOrderKind } from '@app/shared/order-kind';
import type { TCloseOut } from '@app/shared/reports';
import { currentLocale, tAdmin } from '@/i18n/i18n';

/** The figures' texts that depend on the language, read when shown. */

export function kindLabel(kind: TOrderKind): string {
  return tAdmin(`closeOut.kind.${kind}`);
}

export function changeLabel(change: TCloseOut['corrections'][number]['change']): string {
  return tAdmin(`closeOut.changeKind.${change}`);
}

/** A menu category by its name in `names` (the restaurant's categories); buffet lines are 'BUFFET'; an unknown one as it came. */
export function categoryLabel(category: string, names: ReadonlyMap<string, string>): string {
  if (category === 'BUFFET') return tAdmin('reports.buffet');
  return names.get(category) ?? category;
}

/** '8.1 %' in the reader's locale ('8,1 %' in French). */
export function formatRate(ratePercent: number): string {
  return `${new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 }).format(ratePercent)} %`;
}

/** A share 0..1 as '42.5 %' in the reader's locale. */
export function formatShare(share: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A count in the reader's locale ("1'234" in de-CH). */
export function formatCount(count: number): string {
  return new Intl.NumberFormat(currentLocale()).format(count);
}

/** Hour 18 as '18:00–19:00'. */
export function formatHour(hour: number): string {
  const pad = (value: number) => String(value % 24).padStart(2, '0');
  return `${pad(hour)}:00–${pad(hour + 1)}:00`;
}

/** CHF amounts added in Rappen, so 0.1 + 0.2 is 0.30 and not 0.30000000000000004. */
export function sumChf(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;
}
