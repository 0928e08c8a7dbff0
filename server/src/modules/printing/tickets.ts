import { formatLocalDateTime } from '@app/shared/local-time';
import { receiptLayout, wrap } from '../receipts';
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
  items: { name: string; quantity: number }[];
  enteredBy: string | null;
};

/** 'HH:mm' in the restaurant's zone, with the date when it is not today's. */
function readyText(at: Date, now: Date, timeZone: string): string {
  const full = formatLocalDateTime(at, { timeZone });
  const [date, time] = full.split(', ');
  const today = formatLocalDateTime(now, { timeZone }).split(', ')[0];
  return date === today ? (time ?? full) : full;
}

/**
 * The kitchen ticket: the order number and ready time large, the order type, then each item
 * with its quantity in tall letters, the note, the customer and who took a phone order.
 */
export function kitchenTicket(
  order: TKitchenOrder,
  options: { columns: number; timeZone: string; now?: Date },
): TPrintout {
  const { rule, field } = receiptLayout(options.columns);
  const now = options.now ?? new Date();
  const ready = order.committedReadyAt
    ? readyText(order.committedReadyAt, now, options.timeZone)
    : order.asap
      ? 'ASAP'
      : readyText(order.requestedAt, now, options.timeZone);
  const type = `${order.orderType === 'DELIVERY' ? 'DELIVERY' : 'TAKEAWAY'}${order.kind === 'BUFFET' ? ' - BUFFET' : ''}`;
  const out: TPrintout = [
    { text: `#${order.orderNumber}`, big: true, bold: true, center: true },
    { text: type, bold: true, center: true },
    { text: `Ready ${ready}`, big: true, center: true },
    { text: `Ordered ${formatLocalDateTime(order.createdAt, { timeZone: options.timeZone })}`, center: true },
    { text: rule() },
  ];
  for (const item of order.items) {
    const prefix = `${item.quantity} x `;
    const [first = '', ...more] = wrap(item.name, options.columns - prefix.length);
    out.push({ text: `${prefix}${first}`, tall: true, bold: true });
    for (const line of more)
      out.push({ text: `${' '.repeat(prefix.length)}${line}`, tall: true, bold: true });
  }
  out.push({ text: rule() });
  if (order.specialInstructions) {
    for (const line of field('NOTE', order.specialInstructions.replace(/\s*\r?\n\s*/g, ' / ')))
      out.push({ text: line, bold: true });
  }
  const c = order.customer;
  for (const line of field('Customer', `${c.firstName} ${c.lastName}`.trim())) out.push({ text: line });
  if (c.phone) for (const line of field('Phone', c.phone)) out.push({ text: line });
  if (order.orderType === 'DELIVERY') {
    const address = [`${c.street} ${c.streetNo}`.trim(), `${c.plz} ${c.city}`.trim()]
      .filter(Boolean)
      .join(', ');
    for (const line of field('Address', address)) out.push({ text: line });
  }
  if (order.enteredBy) for (const line of field('Phone order', order.enteredBy)) out.push({ text: line });
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
