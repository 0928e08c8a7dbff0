/**
 * An SMS as the network carries it (decision "text bound for a device is checked as bytes"): a text made
 * only of the GSM 03.38 alphabet goes as 7-bit septets, 160 to a single message; one character outside it
 * turns the whole message into UCS-2, 70 to a message, and longer texts are split into parts the guest's
 * provider bills one by one. The messages we write are kept to one GSM-7 part; what a restaurant typed (its
 * name) is folded into the alphabet or left out.
 */

/** GSM 03.38's basic alphabet: one septet each. */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Its extension table: an escape septet and the character, two septets each. */
const EXTENDED = '^{}\\[~]|€\f';

/** The septets a GSM-7 text takes; null when a character is outside the alphabet (the text would go as UCS-2). */
export function gsmSeptets(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (BASIC.includes(char)) septets += 1;
    else if (EXTENDED.includes(char)) septets += 2;
    else return null;
  }
  return septets;
}

/** The most septets of a single (unsplit) SMS. */
export const SINGLE_SMS_SEPTETS = 160;

/** Whether `text` goes as one GSM-7 message. */
export function fitsOneSms(text: string): boolean {
  const septets = gsmSeptets(text);
  return septets !== null && septets <= SINGLE_SMS_SEPTETS;
}

/**
 * `text` in the GSM alphabet: letters with accents the alphabet lacks lose them ('ê' → 'e', 'ç' → 'c'),
 * typographic quotes and dashes become plain ones, anything else still outside it is dropped.
 */
export function toGsm(text: string): string {
  let out = '';
  for (const char of text
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″«»]/g, '"')
    .replace(/[–—]/g, '-')) {
    if (gsmSeptets(char) !== null) {
      out += char;
      continue;
    }
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (plain !== char && gsmSeptets(plain) !== null) out += plain;
  }
  return out;
}

/** What the 'sms' queue's worker sends. */
export type TSmsJob = { to: string; text: string };

/**
 * A Swiss mobile number in international form ('+41791234567'), or null: the number is not one a text
 * message reaches. Swiss mobiles are 075 to 079 (written 07x, +41 7x, 0041 7x or '+41 (0)7x'); other
 * countries' numbers cannot be told apart from landlines by shape alone (shared/src/phone.ts checks no
 * more than the length), so they get the email only.
 */
export function swissMobile(phone: string): string | null {
  const compact = phone.replace(/\(0\)|[\s./()-]/g, '').replace(/^00/, '+');
  const national = /^(?:\+41|0)(7[5-9]\d{7})$/.exec(compact)?.[1];
  return national ? `+41${national}` : null;
}
