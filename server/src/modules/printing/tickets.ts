import type { TLanguage } from '@app/shared/languages';
import { formatLocalDateTime } from '@app/shared/local-time';
import { printoutTexts, receiptLayout, wrap } from '../receipts';
import type { TPrintout } from './escpos';

export type TKitchenOrder = {
  orderNumber: number;
  kind: 'MENU' | 'BUFFET';
  orderType: 'DELIVERY' | 'TAKEAWAY';
  asap: boolean;
  requestedAt: Date;
  committedReadyAt: Date | null;
  createdAt: Date;
  customer: {
    firstName: string;
    lastName: string;
    phone: string;
    street: string;
    streetNo: string;
    plz: string;
    city: string;
  };
  specialInstructions: string | null;
  /**
   * Each line's name in the kitchen's language (else as the menu falls back), and its options (dish
   * options) in that language too: the group's name and the option's, in the order the diner chose them.
   */
  items: { name: string; quantity: number; options?: readonly { group: string; name: string }[] }[];
  enteredBy: string | null;
};

/** The options one line per group, in the order chosen: 'Extras: Egg, Extra noodles'. */
function byGroup(options: readonly { group: string; name: string }[]): { group: string; names: string[] }[] {
  const groups: { group: string; names: string[] }[] = [];
  for (const option of options) {
    const last = groups[groups.length - 1];
    if (last && last.group === option.group) last.names.push(option.name);
    else groups.push({ group: option.group, names: [option.name] });
  }
  return groups;
}

/** 'HH:mm' in the restaurant's zone, with the date when it is not today's. */
function readyText(at: Date, now: Date, timeZone: string): string {
  const full = formatLocalDateTime(at, { timeZone });
  const [date, time] = full.split(', ');
  const today = formatLocalDateTime(now, { timeZone }).split(', ')[0];
  return date === today ? (time ?? full) : full;
}

/** The ticket's head: the order number and ready time large, the order type, when it was ordered. */
function ticketHead(
  order: TKitchenOrder,
  t: ReturnType<typeof printoutTexts.of>,
  options: { timeZone: string; now: Date },
): TPrintout {
  const readyAt = order.committedReadyAt ?? (order.asap ? null : order.requestedAt);
  const ready = readyAt
    ? t('ticket.ready', { time: readyText(readyAt, options.now, options.timeZone) })
    : t('ticket.readyAsap');
  const orderType = t(order.orderType === 'DELIVERY' ? 'ticket.delivery' : 'ticket.takeaway');
  const type = order.kind === 'BUFFET' ? `${orderType} - ${t('ticket.buffet')}` : orderType;
  const ordered = formatLocalDateTime(order.createdAt, { timeZone: options.timeZone });
  return [
    { text: `#${order.orderNumber}`, big: true, bold: true, center: true },
    { text: type, bold: true, center: true },
    { text: ready, big: true, center: true },
    { text: t('ticket.ordered', { time: ordered }), center: true },
  ];
}

/**
 * Each item with its quantity in tall letters and its options indented under it in bold, one line a
 * group ("Spice level: Hot", "Extras: Egg, Extra noodles").
 */
function ticketItems(
  items: TKitchenOrder['items'],
  t: ReturnType<typeof printoutTexts.of>,
  columns: number,
): TPrintout {
  const out: TPrintout = [];
  for (const item of items) {
    const prefix = `${item.quantity} x `;
    const [first = '', ...more] = wrap(item.name, columns - prefix.length);
    out.push({ text: `${prefix}${first}`, tall: true, bold: true });
    for (const line of more)
      out.push({ text: `${' '.repeat(prefix.length)}${line}`, tall: true, bold: true });
    // Under the dish's name, one option a line; a long one wraps under its own text.
    const indent = ' '.repeat(prefix.length);
    const width = Math.max(8, columns - prefix.length - 2);
    for (const group of byGroup(item.options ?? [])) {
      const text = t('ticket.option', { group: group.group, option: group.names.join(', ') });
      wrap(text, width).forEach((line, i) => {
        out.push({ text: i === 0 ? `${indent}${line}` : `${indent}  ${line}`, bold: true });
      });
    }
  }
  return out;
}

/** The diner's note (allergies are written there) on one line of text, its line breaks as ' / '. */
const noteText = (note: string) => note.replace(/\s*\r?\n\s*/g, ' / ');

/**
 * The kitchen ticket: the order number and ready time large, the order type, then each item with its
 * quantity in tall letters and its options indented under it in bold, one line a group ("Spice level:
 * Hot", "Extras: Egg, Extra noodles"), the note, the customer and who took a phone order. Its words are
 * in the kitchen's `language` (the restaurant's setting; English when left out), dates in de-CH.
 */
export function kitchenTicket(
  order: TKitchenOrder,
  options: { columns: number; timeZone: string; now?: Date; language?: TLanguage },
): TPrintout {
  const t = printoutTexts.of(options.language ?? 'en');
  const { rule, field } = receiptLayout(options.columns);
  const now = options.now ?? new Date();
  const out: TPrintout = [
    ...ticketHead(order, t, { timeZone: options.timeZone, now }),
    { text: rule() },
    ...ticketItems(order.items, t, options.columns),
  ];
  out.push({ text: rule() });
  if (order.specialInstructions) {
    for (const line of field(t('ticket.note'), noteText(order.specialInstructions)))
      out.push({ text: line, bold: true });
  }
  const c = order.customer;
  for (const line of field(t('label.customer'), `${c.firstName} ${c.lastName}`.trim()))
    out.push({ text: line });
  if (c.phone) for (const line of field(t('label.phone'), c.phone)) out.push({ text: line });
  if (order.orderType === 'DELIVERY') {
    const address = [`${c.street} ${c.streetNo}`.trim(), `${c.plz} ${c.city}`.trim()]
      .filter(Boolean)
      .join(', ');
    for (const line of field(t('label.address'), address)) out.push({ text: line });
  }
  if (order.enteredBy)
    for (const line of field(t('label.phoneOrder'), order.enteredBy)) out.push({ text: line });
  return out;
}

/**
 * A station's ticket (the sushi bar's, the wok's): headed by the station's name, then the kitchen
 * ticket's head, only `order.items` (the caller passes the station's lines), and the diner's note in tall,
 * inverted letters so that an allergy cannot be overlooked at the station. The customer's details stay on
 * the whole kitchen ticket and the receipt: the station only cooks.
 */
export function stationTicket(
  station: { name: string },
  order: TKitchenOrder,
  options: { columns: number; timeZone: string; now?: Date; language?: TLanguage },
): TPrintout {
  const t = printoutTexts.of(options.language ?? 'en');
  const { rule, field } = receiptLayout(options.columns);
  const now = options.now ?? new Date();
  // Double width halves the line: the name wraps at half the columns, each piece centred on its own.
  const out: TPrintout = wrap(station.name, Math.floor(options.columns / 2)).map((text) => ({
    text,
    big: true,
    bold: true,
    center: true,
  }));
  out.push(
    { text: rule() },
    ...ticketHead(order, t, { timeZone: options.timeZone, now }),
    { text: rule() },
    ...ticketItems(order.items, t, options.columns),
    { text: rule() },
  );
  if (order.specialInstructions) {
    for (const line of field(t('ticket.note'), noteText(order.specialInstructions)))
      out.push({ text: line, tall: true, bold: true, invert: true });
  }
  return out;
}

/** A test page: the printer's settings, a column ruler and the characters its code page must print. */
export function testPage(
  printer: { name: string; columns: number; codePage: string },
  now: Date,
  timeZone: string,
): TPrintout {
  const { rule, center } = receiptLayout(printer.columns);
  const ruler = Array.from({ length: printer.columns }, (_, i) => String((i + 1) % 10)).join('');
  return [
    { text: 'Test print', big: true, bold: true, center: true },
    ...center(printer.name).map((text) => ({ text })),
    { text: rule() },
    { text: `${printer.columns} columns, ${printer.codePage}` },
    { text: ruler },
    { text: 'Grüezi! Zürich Bäckerei Öl Übersee' },
    { text: 'Crème brûlée à la carte, façon maison' },
    { text: 'Caffè, città, più' },
    { text: rule() },
    { text: formatLocalDateTime(now, { timeZone }) },
  ];
}
