import { chfToRappen, rappenToChfText } from '@app/shared/money';

/** An option of an order or cart line as shown: its name and price difference in CHF. */
type TShownOption = { name: string; priceDelta: number };

/**
 * A line's options in one short line under the dish's name, in the order chosen, each with its price
 * difference when it has one: 'Tofu · Hot · Egg (+3.00)'. The cart, the checkout's summary and the
 * tracking page show them alike; '' for a line without options.
 */
export function formatLineOptions(options: readonly TShownOption[] | undefined): string {
  return (options ?? [])
    .map(({ name, priceDelta }) => {
      const rappen = chfToRappen(priceDelta);
      if (rappen === 0) return name;
      // A real minus sign: a hyphen reads as a dash next to the dot.
      return `${name} (${rappen > 0 ? '+' : '−'}${rappenToChfText(Math.abs(rappen))})`;
    })
    .join(' · ');
}

/**
 * A line's name for a screen reader's labels ('Remove … from cart'): the dish's, with its options' names
 * when it has some, so that two lines of one dish are told apart: 'Green curry (Tofu, Hot)'.
 */
export function lineLabel(line: {
  name: string;
  optionDetails?: readonly TShownOption[] | undefined;
}): string {
  const options = line.optionDetails ?? [];
  return options.length === 0 ? line.name : `${line.name} (${options.map((o) => o.name).join(', ')})`;
}
