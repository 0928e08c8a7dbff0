/**
 * What the card form's fields keep while the diner types, as a processor's form does: the number in
 * groups of four, the expiry as MM/YY with the slash put in (a phone's number pad has none), so
 * `1228` and `12/28` both become `12/28`; a 4-digit year stays (`12/2028`).
 */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(text: string): string {
  const [typedMonth = '', ...rest] = text.split('/');
  let digits = typedMonth.replace(/\D/g, '');
  // '1/28' or a first digit that cannot start a month ('5' is May): the month gets its 0.
  if ((rest.length > 0 && digits.length === 1) || /^[2-9]$/.test(digits.slice(0, 1))) digits = `0${digits}`;
  digits = (digits + rest.join('').replace(/\D/g, '')).slice(0, 6);
  // The slash comes with the third digit, so deleting back over it works.
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
