import { nameIn, type TOrderedOption } from '@app/shared/dish-options';
import type { TLanguage } from '@app/shared/languages';
import { formatLocalDateTime } from '@app/shared/local-time';
import type { TOrderKind } from '@app/shared/order-kind';
import { formatVoucherCode } from '@app/shared/vouchers';
import { printoutTexts } from './printout-i18n';

/**
 * The kitchen/customer receipt as plain text for a 42-column thermal printer (spec section 9): item
 * name column 30, quantity column 4, amounts in the remaining 8; dates in de-CH, restaurant zone. Its
 * words are in the order's language (the diner reads it); English is the spec's receipt.
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
    /**
     * The lines as ordered; `unitPriceRappen` includes the options' price differences, `options` (dish
     * options) are printed under their line with their own difference.
     */
    items: {
      name: string;
      quantity: number;
      unitPriceRappen: number;
      options?: readonly Pick<TOrderedOption, 'names' | 'priceDeltaRappen'>[];
    }[];
    subtotalRappen: number;
    discountPercentTenths: number;
    discountRappen: number;
    /** The promo code and what it took off the items after the sale; null, 0 or left out: none. */
    promoCode?: string | null;
    promoDiscountRappen?: number;
    deliveryFeeRappen: number;
    cardFeeRappen: number;
    totalRappen: number;
    /** A gift voucher's code and what it paid of the total (after VAT); null, 0 or left out: none. */
    voucherCode?: string | null;
    voucherAmountRappen?: number;
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
  /** The language of its words (the order's); left out: English. Dates stay de-CH whatever it is. */
  language?: TLanguage;
  /** The restaurant's default language: an option's name missing in `language` is printed in it. */
  defaultLanguage?: TLanguage;
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
  const t = printoutTexts.of(input.language ?? 'en');
  const { width, center, rule, pair, field } = receiptLayout(input.columns ?? RECEIPT_WIDTH);
  const amountWidth = width - NAME_WIDTH - QTY_WIDTH;
  const language = input.language ?? 'en';
  /**
   * An option under its item: '  + Prawns' with its price difference for one ('+4.00') at the end of
   * the name column, so it does not read as a line of its own in the amounts (the line's total has it).
   */
  const optionLines = (option: Pick<TOrderedOption, 'names' | 'priceDeltaRappen'>): string[] => {
    const delta = option.priceDeltaRappen;
    const price = delta === 0 ? '' : `${delta > 0 ? '+' : ''}${amount(delta)}`;
    const room = NAME_WIDTH - 1 - 4 - (price ? price.length + 1 : 0);
    const lines = wrap(nameIn(option.names, language, input.defaultLanguage), room);
    return lines.map((line, i) => {
      const text = `${i === 0 ? '  + ' : '    '}${line}`;
      return i === lines.length - 1 && price ? text.padEnd(NAME_WIDTH - 1 - price.length) + price : text;
    });
  };
  const date = (d: Date) => formatLocalDateTime(d, { timeZone });
  const out: string[] = [];
  out.push(...center(restaurant.name), ...center(restaurant.address));
  if (restaurant.phone) out.push(...center(t('receipt.tel', { phone: restaurant.phone })));
  if (restaurant.vatNumber) out.push(...center(restaurant.vatNumber));
  out.push(rule());
  out.push(...pair(t('receipt.order', { number: order.orderNumber }), date(order.createdAt)));
  out.push(...field(t('receipt.orderId'), order.id));
  const type = t(order.orderType === 'DELIVERY' ? 'receipt.delivery' : 'receipt.takeaway');
  out.push(...field(t('receipt.type'), order.kind === 'BUFFET' ? `${type} ${t('receipt.buffet')}` : type));
  const ready = order.committedReadyAt
    ? date(order.committedReadyAt)
    : order.asap
      ? t('receipt.asap')
      : date(order.requestedAt);
  out.push(...field(t(order.committedReadyAt ? 'receipt.readyAt' : 'receipt.wanted'), ready));
  if (order.enteredBy) out.push(...field(t('label.phoneOrder'), order.enteredBy));
  if (order.overrideReason) out.push(...field(t('receipt.exception'), order.overrideReason));
  out.push(rule());
  const c = order.customer;
  out.push(...field(t('label.customer'), `${c.firstName} ${c.lastName}`));
  if (c.phone) out.push(...field(t('label.phone'), c.phone));
  if (order.orderType === 'DELIVERY') {
    const address = t('label.address');
    const indent = `${address}: `.length;
    out.push(...field(address, `${c.street} ${c.streetNo}`.trim()));
    out.push(...wrap(`${c.plz} ${c.city}`, width - indent).map((l) => ' '.repeat(indent) + l));
  }
  if (order.specialInstructions) out.push(...field(t('receipt.note'), order.specialInstructions));
  out.push(rule());
  out.push(
    t('receipt.item').padEnd(NAME_WIDTH) + t('receipt.qty').padStart(QTY_WIDTH) + 'CHF'.padStart(amountWidth),
  );
  for (const item of order.items) {
    const names = wrap(item.name, NAME_WIDTH - 1);
    const total = amount(item.unitPriceRappen * item.quantity);
    out.push(
      (names[0] ?? '').padEnd(NAME_WIDTH) +
        String(item.quantity).padStart(QTY_WIDTH) +
        total.padStart(amountWidth),
    );
    for (const more of names.slice(1)) out.push(`  ${more}`);
    for (const option of item.options ?? []) out.push(...optionLines(option));
    if (item.quantity > 1) out.push(`  ${t('receipt.each', { price: amount(item.unitPriceRappen) })}`);
  }
  out.push(rule());
  out.push(...pair(t('receipt.subtotal'), amount(order.subtotalRappen)));
  if (order.discountRappen > 0) {
    out.push(
      ...pair(
        t('receipt.discount', { percent: percent(order.discountPercentTenths) }),
        amount(-order.discountRappen),
      ),
    );
  }
  const promoDiscount = order.promoDiscountRappen ?? 0;
  if (promoDiscount > 0)
    out.push(...pair(t('receipt.promo', { code: order.promoCode ?? '' }), amount(-promoDiscount)));
  if (order.orderType === 'DELIVERY')
    out.push(...pair(t('receipt.deliveryFee'), amount(order.deliveryFeeRappen)));
  // The payment fee: the card fee online, or the TWINT fee (order settings).
  if (order.cardFeeRappen > 0)
    out.push(
      ...pair(
        t(order.paymentMethod === 'TWINT' ? 'receipt.twintFee' : 'receipt.cardFee'),
        amount(order.cardFeeRappen),
      ),
    );
  out.push(rule('='));
  out.push(...pair(t('receipt.total'), amount(order.totalRappen)));
  const shares = order.vatBreakdown?.length
    ? order.vatBreakdown
    : [{ tenths: order.vatPercentTenths, vatRappen: order.vatRappen }];
  for (const share of shares)
    out.push(...pair(t('receipt.vat', { percent: percent(share.tenths) }), amount(share.vatRappen)));
  // A gift voucher is a means of payment: after the total and its VAT, then what is left to pay.
  const voucher = order.voucherAmountRappen ?? 0;
  if (voucher > 0) {
    out.push(rule());
    out.push(
      ...pair(t('receipt.voucher', { code: formatVoucherCode(order.voucherCode ?? '') }), amount(-voucher)),
    );
    out.push(...pair(t('receipt.amountDue'), amount(order.totalRappen - voucher)));
  }
  out.push(rule());
  out.push(...field(t('receipt.payment'), t('receipt.method', { method: order.paymentMethod })));
  out.push(...field(t('receipt.status'), t('receipt.paymentStatus', { status: order.paymentStatus })));
  out.push('', ...center(t('receipt.thanks')));
  return `${out.map((l) => l.trimEnd()).join('\n')}\n`;
}
