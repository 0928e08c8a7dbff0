import { chfToRappen, formatRappen } from '@app/shared/money';

/**
 * An option's price difference (CHF) as the menu's dialog, the back office and the phone order show it:
 * '+ CHF 3.00', '− CHF 1.50' (a real minus sign); '' for an option that costs the same.
 */
export function priceDeltaText(chf: number): string {
  const rappen = chfToRappen(chf);
  if (rappen === 0) return '';
  return `${rappen > 0 ? '+' : '−'} ${formatRappen(Math.abs(rappen))}`;
}
