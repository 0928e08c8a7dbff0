import { formatLocalDateTime } from '@app/shared/local-time';
import type { TOrderKind } from '@app/shared/order-kind';

/**
 * The kitchen/customer receipt as plain text for a 42-column thermal printer (spec section 9): item
 * name column 30, quantity column 4, amounts in the remaining 8; dates in de-CH, restaurant zone.
 */
export const RECEIPT_WIDTH = 42;
const NAME_WIDTH = 30;
const QTY_WIDTH = 4;

export type TReceiptInput = {
  /** `vatNumber` as printed ('CHE-123.456.788 MWST'); null or left out: none yet. */
  restaurant: { name: string; address: string; phone: string; vatNumber?: string | null };
  order: {
    id: string;
    orderNumber: number;
    kind: TOrderKind;
    orderType: 'DELIVERY' | 'TAKEAWAY';
    createdAt: Date;
    asap: boolean;
    requestedAt: Date;
    committedReadyAt: Date | null;
    customer: {
      firstName: string;
      lastName: string;
      phone: string;
      email: string;
      street: string;
      streetNo: string;
      plz: string;
      city: string;
    };
    specialInstructions: string | null;
    items: { name: string; quantity: number; unitPriceRappen: number }[];
    subtotalRappen: number;
    discountPercentTenths: number;
    discountRappen: number;
    deliveryFeeRappen: number;
    cardFeeRappen: number;
    totalRappen: number;
    vatPercentTenths: number;
    vatRappen: number;
    /** Per rate; empty or left out: the single rate above over the total. */
    vatBreakdown?: readonly { tenths: number; vatRappen: number }[];
    paymentMethod: string;
    paymentStatus: string;
    status: string;
    /** A phone order's admin, and why a rule was lifted for it; null or left out: none. */
    enteredBy?: string | null;
    overrideReason?: string | null;
  };
  timeZone: string;
  /** The paper's width in characters: 42 (the spec's receipt, the default) or 48 (a printer set so). */
  columns?: number;
};

const PAYMENT_LABELS: Record<string, string> = {
  CARD: 'Card (online)',
  TWINT: 'TWINT',
  CASH: 'Cash',
  POS_CARD: 'Card at pickup/delivery',
};

function amount(rappen: number): string {
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(rappen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function percent(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** Splits text into lines of at most `width`, at spaces where possible, cutting only overlong words. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    let rest = word;
    while (rest.length > width) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!rest) continue;
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line += ` ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/**
 * Lines for a receipt of `width` columns: centred text, rules, "label ... value" pairs and
 * "Label: value" fields wrapped under themselves. Shared by the receipt and the close-out's printout.
 */
export function receiptLayout(width: number) {
  const center = (text: string) =>
    wrap(text, width).map((l) => ' '.repeat(Math.floor((width - l.length) / 2)) + l);
  const rule = (char = '-') => char.repeat(width);
  /** A label on the left and a value flush right on one line (the label wraps if it must). */
  function pair(label: string, value: string): string[] {
    const room = width - value.length - 1;
    const labels = wrap(label, room);
    const last = labels.pop() ?? '';
    return [...labels, last.padEnd(room) + ' '.repeat(width - room - value.length) + value];
  }
  /** 'Label: value' with the value wrapped under itself. */
  function field(label: string, value: string): string[] {
    const prefix = `${label}: `;
    const lines = wrap(value, width - prefix.length);
    return lines.map((l, i) => (i === 0 ? prefix : ' '.repeat(prefix.length)) + l);
  }
  return { width, center, rule, pair, field };
}

/** CHF from Rappen with two decimals ('-3.50'), as receipts print amounts. */
export { amount as receiptAmount };

export function renderReceipt(input: TReceiptInput): string {
  const { order, restaurant, timeZone } = input;
  const { width, center, rule, pair, field } = receiptLayout(input.columns ?? RECEIPT_WIDTH);
  const amountWidth = width - NAME_WIDTH - QTY_WIDTH;
  const date = (d: Date) => formatLocalDateTime(d, { timeZone });
  const out: string[] = [];
  out.push(...center(restaurant.name), ...center(restaurant.address));
  if (restaurant.phone) out.push(...center(`Tel. ${restaurant.phone}`));
  if (restaurant.vatNumber) out.push(...center(restaurant.vatNumber));
  out.push(rule());
  out.push(...pair(`Order #${order.orderNumber}`, date(order.createdAt)));
  out.push(...field('Order ID', order.id));
  out.push(
    ...field(
      'Type',
      `${order.orderType === 'DELIVERY' ? 'Delivery' : 'Takeaway'}${order.kind === 'BUFFET' ? ' (buffet)' : ''}`,
    ),
  );
  const ready = order.committedReadyAt
    ? date(order.committedReadyAt)
    : order.asap
      ? 'ASAP'
      : date(order.requestedAt);
  out.push(...field(order.committedReadyAt ? 'Ready at' : 'Wanted', ready));
  if (order.enteredBy) out.push(...field('Phone order', order.enteredBy));
  if (order.overrideReason) out.push(...field('Exception', order.overrideReason));
  out.push(rule());
  const c = order.customer;
  out.push(...field('Customer', `${c.firstName} ${c.lastName}`));
  if (c.phone) out.push(...field('Phone', c.phone));
  if (order.orderType === 'DELIVERY') {
    const indent = 'Address: '.length;
    out.push(...field('Address', `${c.street} ${c.streetNo}`.trim()));
    out.push(...wrap(`${c.plz} ${c.city}`, width - indent).map((l) => ' '.repeat(indent) + l));
  }
  if (order.specialInstructions) out.push(...field('Note', order.specialInstructions));
  out.push(rule());
  out.push('Item'.padEnd(NAME_WIDTH) + 'Qty'.padStart(QTY_WIDTH) + 'CHF'.padStart(amountWidth));
  for (const item of order.items) {
    const names = wrap(item.name, NAME_WIDTH - 1);
    const total = amount(item.unitPriceRappen * item.quantity);
    out.push(
      (names[0] ?? '').padEnd(NAME_WIDTH) +
        String(item.quantity).padStart(QTY_WIDTH) +
        total.padStart(amountWidth),
    );
    for (const more of names.slice(1)) out.push(`  ${more}`);
    if (item.quantity > 1) out.push(`  à ${amount(item.unitPriceRappen)}`);
  }
  out.push(rule());
  out.push(...pair('Subtotal', amount(order.subtotalRappen)));
  if (order.discountRappen > 0) {
    out.push(...pair(`Discount ${percent(order.discountPercentTenths)}%`, amount(-order.discountRappen)));
  }
  if (order.orderType === 'DELIVERY') out.push(...pair('Delivery fee', amount(order.deliveryFeeRappen)));
  // The payment fee: the card fee online, or the TWINT fee (order settings).
  if (order.cardFeeRappen > 0)
    out.push(
      ...pair(order.paymentMethod === 'TWINT' ? 'TWINT fee' : 'Card fee', amount(order.cardFeeRappen)),
    );
  out.push(rule('='));
  out.push(...pair('TOTAL CHF', amount(order.totalRappen)));
  const shares = order.vatBreakdown?.length
    ? order.vatBreakdown
    : [{ tenths: order.vatPercentTenths, vatRappen: order.vatRappen }];
  for (const share of shares)
    out.push(...pair(`incl. VAT ${percent(share.tenths)}%`, amount(share.vatRappen)));
  out.push(rule());
  out.push(...field('Payment', PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod));
  const paid =
    order.paymentStatus === 'SUCCEEDED'
      ? 'PAID'
      : order.paymentStatus === 'NOT_REQUIRED'
        ? 'to pay on pickup/delivery'
        : order.paymentStatus;
  out.push(...field('Status', paid));
  out.push('', ...center('Thank you for your order!'));
  return `${out.map((l) => l.trimEnd()).join('\n')}\n`;
}
