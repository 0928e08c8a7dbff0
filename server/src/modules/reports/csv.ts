import type { TCloseOut } from '@app/shared/reports';
import type { TOrderLineRow } from './service';

/**
 * CSV the way Swiss Excel opens it: ';' between cells, UTF-8 with a byte order mark (else Excel reads
 * the umlauts as Windows-1252), CRLF line ends, amounts with two decimals and a '.'. Cells are quoted
 * as RFC 4180 needs (a ';', a quote or a line break inside); a text cell starting with = + - @ or a tab
 * (or a carriage return) gets a leading ' so a spreadsheet never runs it as a formula (CSV injection).
 * Numbers are ours and never prefixed (a negative amount stays a number).
 */
export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

type TCell = string | number | null | undefined | { amount: number };

/** CHF from Rappen, two decimals ('-3.50'). */
export function amountCell(rappen: number): { amount: number } {
  return { amount: rappen };
}

function formatAmount(rappen: number): string {
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(rappen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function csvCell(value: TCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return formatAmount(value.amount);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly TCell[]): string {
  return cells.map(csvCell).join(';') + CRLF;
}

export const ORDERS_CSV_HEADER = [
  'business_date',
  'created_at',
  'order_number',
  'order_id',
  'kind',
  'order_type',
  'payment_method',
  'payment_status',
  'status',
  'item',
  'quantity',
  'unit_price',
  'line_total',
  'vat_rate',
  'order_discount',
  'order_delivery_fee',
  'order_card_fee',
  'order_total',
  'options',
  'promo_code',
  'order_promo_discount',
  'voucher_code',
  'order_voucher_amount',
] as const;

/**
 * One line of orders.csv: an order line with its order's figures repeated (the line total before the
 * discount), its options as 'Protein: Tofu; Spice level: Hot' (empty without), and last the order's
 * promo code (empty without) and promo discount, then the gift voucher's code (empty without) and what it
 * paid of the total (a means of payment, in order_total): new columns go last, so a sheet that reads the
 * earlier ones by position keeps working.
 */
export function orderLineCsv(r: TOrderLineRow): string {
  return csvLine([
    r.business_date,
    r.created_local,
    r.order_number,
    r.order_id,
    r.kind,
    r.order_type,
    r.payment_method,
    r.payment_status,
    r.status,
    r.item,
    r.quantity,
    amountCell(r.unit_price_rappen),
    amountCell(r.unit_price_rappen * r.quantity),
    (r.vat_tenths / 10).toFixed(1),
    amountCell(r.discount_rappen),
    amountCell(r.delivery_fee_rappen),
    amountCell(r.card_fee_rappen),
    amountCell(r.total_rappen),
    r.options,
    r.promo_code,
    amountCell(r.promo_discount_rappen),
    r.voucher_code,
    amountCell(r.voucher_amount_rappen),
  ]);
}

const rappen = (chf: number) => Math.round(chf * 100);

/**
 * The close-out as "section;key;count;amount" lines: the day and its state first (section 'day'),
 * then every figure; VAT per rate as two lines (vat_gross and vat, keyed by the rate).
 */
export function closeOutCsv(c: TCloseOut): string {
  const rows: TCell[][] = [
    ['section', 'key', 'count', 'amount'],
    ['day', 'date', null, c.date],
    ['day', 'from', null, c.from],
    ['day', 'to', null, c.to],
    ['day', 'closed', null, c.closed ? 'yes' : 'no'],
    ['day', 'closed_at', null, c.closedAt],
    ['day', 'closed_by', null, c.closedBy],
    ['revenue', 'total', c.revenue.count, amountCell(rappen(c.revenue.gross))],
    ...c.byPaymentMethod.map((r) => [
      'payment_method',
      r.paymentMethod,
      r.count,
      amountCell(rappen(r.gross)),
    ]),
    ...c.byOrderType.map((r) => ['order_type', r.orderType, r.count, amountCell(rappen(r.gross))]),
    ...c.byKind.map((r) => ['kind', r.kind, r.count, amountCell(rappen(r.gross))]),
    ...c.byVatRate.flatMap((r) => [
      ['vat_gross', r.ratePercent.toFixed(1), null, amountCell(rappen(r.gross))],
      ['vat', r.ratePercent.toFixed(1), null, amountCell(rappen(r.vat))],
    ]),
    ['discounts', 'total', c.discounts.count, amountCell(rappen(c.discounts.amount))],
    ['delivery_fees', 'total', c.deliveryFees.count, amountCell(rappen(c.deliveryFees.amount))],
    ['card_fees', 'total', c.cardFees.count, amountCell(rappen(c.cardFees.amount))],
    ['cancellations', 'total', c.cancellations.count, amountCell(rappen(c.cancellations.gross))],
    ['refunds', 'total', c.refunds.count, amountCell(rappen(c.refunds.gross))],
    ...c.corrections.map((r) => [
      `correction_${r.change.toLowerCase()}`,
      `${r.businessDate} #${r.orderNumber} ${r.orderId}`,
      1,
      amountCell(rappen(r.gross)),
    ]),
    ['net', 'total', null, amountCell(rappen(c.net))],
    // Dish options sold (after the figures that were there before them): 'Group: Option', portions, revenue.
    ...(c.byOption ?? []).map((r) => [
      'option',
      `${r.group}: ${r.option}`,
      r.count,
      amountCell(rappen(r.gross)),
    ]),
    // Promo codes, last for the same reason: the code, its uses, the discount it gave (as 'discounts').
    ...(c.promoCodes ?? []).map((r) => ['promo_code', r.code, r.count, amountCell(rappen(r.amount))]),
    // Gift vouchers, apart from revenue (after the rest for the same reason).
    ...(c.vouchers
      ? [
          ['vouchers', 'sold', c.vouchers.sold.count, amountCell(rappen(c.vouchers.sold.amount))],
          ...c.vouchers.soldByPaymentMethod.map((m) => [
            'vouchers_sold',
            m.paymentMethod,
            m.count,
            amountCell(rappen(m.amount)),
          ]),
          ['vouchers', 'redeemed', c.vouchers.redeemed.count, amountCell(rappen(c.vouchers.redeemed.amount))],
          ['vouchers', 'redeemed_on_orders', null, amountCell(rappen(c.vouchers.redeemed.onOrders))],
          ['vouchers', 'redeemed_at_counter', null, amountCell(rappen(c.vouchers.redeemed.atCounter))],
          ['vouchers', 'restored', c.vouchers.restored.count, amountCell(rappen(c.vouchers.restored.amount))],
          [
            'vouchers',
            'outstanding',
            c.vouchers.outstanding.count,
            amountCell(rappen(c.vouchers.outstanding.amount)),
          ],
          ['vouchers', 'expired', c.vouchers.expired.count, amountCell(rappen(c.vouchers.expired.amount))],
        ]
      : []),
    // Each courier's cash (after the rest for the same reason): collected with the cash deliveries, the float,
    // what should come back, and once settled what was handed in and the difference.
    ...(c.courierCash ?? []).flatMap((r) => [
      ['courier_cash', r.courierName, r.cashDeliveries, amountCell(rappen(r.collected))],
      ['courier_float', r.courierName, null, amountCell(rappen(r.float))],
      ['courier_expected', r.courierName, null, amountCell(rappen(r.expected))],
      ...(r.handedIn === null || r.difference === null
        ? []
        : [
            ['courier_handed_in', r.courierName, null, amountCell(rappen(r.handedIn))],
            ['courier_difference', r.courierName, null, amountCell(rappen(r.difference))],
          ]),
    ]),
  ];
  return CSV_BOM + rows.map(csvLine).join('');
}
