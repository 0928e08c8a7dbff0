/** Prices as the spec shows them (section 9): 'CHF ' and two decimals, e.g. 'CHF 12.00'. */
export function formatChf(amount: number): string {
  return `CHF ${amount.toFixed(2)}`;
}
