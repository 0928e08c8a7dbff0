/**
 * A diner's phone number, as the restaurant can call it back: Swiss numbers by default, in the national
 * form ('079 123 45 67', 10 digits from a leading 0) or with +41 / 0041 (also written '+41 (0)79 …');
 * a foreign number with + or 00 and its country code, 7 to 15 digits as E.164 allows. Spaces, dots,
 * dashes, slashes and brackets are how people group digits and are allowed anywhere.
 *
 * A hand check rather than a phone library: the same rule runs in the browser at submit time, where
 * a library's metadata would weigh more than the whole checkout has left, and Swiss numbers (every
 * diner but a few) are checked exactly. The number is stored as the diner typed it (trimmed); the
 * back office reads and calls it like that, and orders.customer_phone_key makes it searchable however
 * it was typed (docs/decisions/022-diner-phone-numbers.md).
 */
export function isPhoneNumber(text: string): boolean {
  // '+41 (0)79…': the national 0 written after the country code goes; then +41 or 0 and 9 digits
  // (not starting with 0), or another country's + and 7 to 15 digits.
  const compact = text.replace(/\(0\)|[\s./()-]/g, '').replace(/^00/, '+');
  return /^(?:(?:\+41|0)[1-9]\d{8}|\+(?!41)[1-9]\d{6,14})$/.test(compact);
}
