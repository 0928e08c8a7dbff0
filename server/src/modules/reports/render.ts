import type { TPaymentMethod } from '@app/shared/enums';
import type { TLanguage } from '@app/shared/languages';
import { formatLocalDateTime } from '@app/shared/local-time';
import type { TCloseOut } from '@app/shared/reports';
import PDFDocument from 'pdfkit';
import { translate } from '../../i18n/translate';
import { receiptAmount, receiptLayout, wrap } from '../receipts';

/**
 * The close-out as people read it: on the receipt printer (plain text lines of the paper's width, in
 * English with de-CH dates like the order receipt) and as an A4 PDF (in the reader's language). Both
 * show the same sections; the labels are English messages translated by the server catalogue.
 */

const PAYMENT: Record<TPaymentMethod, string> = {
  CARD: 'Card (online)',
  TWINT: 'TWINT',
  CASH: 'Cash',
  POS_CARD: 'Card at pickup/delivery',
};
const ORDER_TYPE = { DELIVERY: 'Delivery', TAKEAWAY: 'Takeaway' } as const;
const KIND = { MENU: 'Menu orders', BUFFET: 'Buffet orders' } as const;
const CHANGE = { CANCELLED: 'Cancelled', REFUNDED: 'Refunded', LATE_ORDER: 'Late order' } as const;

type TRow = { label: string; count?: number | null; amount: number | null };
/** `countTitle`: what the counts count, as the PDF heads their column (else orders). */
type TSection = { title: string; rows: TRow[]; empty?: string; countTitle?: string };

const rappen = (chf: number) => Math.round(chf * 100);
const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

/** The close-out's sections, with labels in `language`. */
function sections(c: TCloseOut, language: TLanguage, timeZone: string): TSection[] {
  const t = (text: string, values?: Record<string, string | number>) => translate(language, text, values);
  return [
    {
      title: t('Revenue'),
      rows: [{ label: t('Total'), count: c.revenue.count, amount: c.revenue.gross }],
    },
    {
      title: t('By payment method'),
      rows: c.byPaymentMethod.map((r) => ({
        label: t(PAYMENT[r.paymentMethod]),
        count: r.count,
        amount: r.gross,
      })),
    },
    {
      title: t('By order type'),
      rows: c.byOrderType.map((r) => ({
        label: t(ORDER_TYPE[r.orderType]),
        count: r.count,
        amount: r.gross,
      })),
    },
    {
      title: t('Menu and buffet'),
      rows: c.byKind.map((r) => ({ label: t(KIND[r.kind]), count: r.count, amount: r.gross })),
    },
    // Dish options: their portions and the revenue of their price differences (none in days closed before).
    ...(c.byOption
      ? [
          {
            title: t('Sales per option'),
            countTitle: t('Portions'),
            rows: c.byOption.map((r) => ({
              label: t('{group}: {option}', { group: r.group, option: r.option }),
              count: r.count,
              amount: r.gross,
            })),
            empty: t('None'),
          },
        ]
      : []),
    {
      title: t('VAT by rate'),
      rows: c.byVatRate.flatMap((r) => [
        { label: t('Gross at {rate}', { rate: percent(r.ratePercent) }), amount: r.gross },
        { label: t('incl. VAT {rate}', { rate: percent(r.ratePercent) }), amount: r.vat },
      ]),
      empty: t('None'),
    },
    {
      title: t('Discounts and fees'),
      rows: [
        { label: t('Discounts'), count: c.discounts.count, amount: -c.discounts.amount },
        { label: t('Delivery fees'), count: c.deliveryFees.count, amount: c.deliveryFees.amount },
        { label: t('Card fees'), count: c.cardFees.count, amount: c.cardFees.amount },
      ],
    },
    // Promo codes: each code's uses and the discount it gave (none in days closed before promo codes).
    ...(c.promoCodes
      ? [
          {
            title: t('Promo codes'),
            countTitle: t('Uses'),
            rows: c.promoCodes.map((r) => ({ label: r.code, count: r.count, amount: -r.amount })),
            empty: t('None'),
          },
        ]
      : []),
    // Gift vouchers, apart from revenue: sold (no VAT), redeemed as a means of payment, what is left.
    ...(c.vouchers
      ? [
          {
            title: t('Gift vouchers (not revenue)'),
            countTitle: t('Vouchers'),
            rows: [
              { label: t('Sold'), count: c.vouchers.sold.count, amount: c.vouchers.sold.amount },
              ...c.vouchers.soldByPaymentMethod.map((m) => ({
                label: `  ${t(PAYMENT[m.paymentMethod])}`,
                count: m.count,
                amount: m.amount,
              })),
              { label: t('Redeemed on orders'), amount: -c.vouchers.redeemed.onOrders },
              { label: t('Redeemed at the counter'), amount: -c.vouchers.redeemed.atCounter },
              {
                label: t('Given back'),
                count: c.vouchers.restored.count,
                amount: c.vouchers.restored.amount,
              },
              {
                label: t('Outstanding'),
                count: c.vouchers.outstanding.count,
                amount: c.vouchers.outstanding.amount,
              },
              { label: t('Expired'), count: c.vouchers.expired.count, amount: c.vouchers.expired.amount },
            ],
          },
        ]
      : []),
    // Each courier's cash of the day: the float, what was taken at the doors, and the difference once settled.
    ...(c.courierCash && c.courierCash.length > 0
      ? [
          {
            title: t('Couriers’ cash'),
            countTitle: t('Deliveries'),
            rows: c.courierCash.flatMap((r): TRow[] => [
              { label: r.courierName, count: r.cashDeliveries, amount: r.collected },
              { label: `  ${t('Float')}`, amount: r.float },
              { label: `  ${t('To hand in')}`, amount: r.expected },
              ...(r.handedIn === null || r.difference === null
                ? [{ label: `  ${t('Not settled')}`, amount: null }]
                : [
                    { label: `  ${t('Handed in')}`, amount: r.handedIn },
                    { label: `  ${t('Difference')}`, amount: r.difference },
                  ]),
            ]),
          },
        ]
      : []),
    {
      title: t('Cancellations and refunds'),
      rows: [
        { label: t('Cancellations'), count: c.cancellations.count, amount: c.cancellations.gross },
        { label: t('Refunds'), count: c.refunds.count, amount: c.refunds.gross },
      ],
    },
    {
      title: t('Corrections'),
      rows: c.corrections.map((r) => ({
        label: `${t(CHANGE[r.change])} #${r.orderNumber} (${formatLocalDateTime(r.changedAt, { timeZone })}, ${r.businessDate})`,
        amount: r.gross,
      })),
      empty: t('None'),
    },
    { title: t('Net'), rows: [{ label: t('Revenue plus corrections'), amount: c.net }] },
  ];
}

function state(c: TCloseOut, language: TLanguage, timeZone: string): string {
  return c.closed && c.closedAt
    ? translate(language, 'Closed by {name}, {time}', {
        name: c.closedBy ?? '',
        time: formatLocalDateTime(c.closedAt, { timeZone }),
      })
    : translate(language, 'Not closed yet: the figures may still change.');
}

function period(c: TCloseOut, timeZone: string, dash = ' – '): string {
  return `${formatLocalDateTime(c.from, { timeZone })}${dash}${formatLocalDateTime(c.to, { timeZone })}`;
}

/** The printout: lines of `columns` characters, English like the order receipt. */
export function closeOutLines(c: TCloseOut, columns: number, restaurant: string, timeZone: string): string[] {
  const { center, rule, field } = receiptLayout(columns);
  const out: string[] = [];
  if (restaurant) out.push(...center(restaurant));
  out.push(...center(`${translate('en', 'Close-out')} ${c.date}`), ...center(period(c, timeZone, ' - ')));
  out.push(...center(state(c, 'en', timeZone)), rule('='));
  // Label, count and amount in columns: the counts right-aligned in 5, the amounts in 11.
  const countWidth = 5;
  const amountWidth = 11;
  const labelWidth = columns - countWidth - amountWidth - 2;
  for (const section of sections(c, 'en', timeZone)) {
    out.push(section.title.toUpperCase());
    if (section.rows.length === 0 && section.empty) out.push(`  ${section.empty}`);
    for (const row of section.rows) {
      const labels = wrap(row.label, labelWidth);
      const count = row.count === undefined || row.count === null ? '' : String(row.count);
      const amount = row.amount === null ? '' : receiptAmount(rappen(row.amount));
      labels.forEach((label, i) => {
        const last = i === labels.length - 1;
        out.push(
          `  ${label.padEnd(labelWidth)}${last ? count.padStart(countWidth) + amount.padStart(amountWidth) : ''}`,
        );
      });
    }
    out.push(rule());
  }
  out.push(...field('Printed', formatLocalDateTime(new Date(), { timeZone })));
  return out.map((l) => l.trimEnd());
}

/** The A4 PDF (standard Helvetica: its WinAnsi encoding has the umlauts and accents of de, fr, it). */
export function closeOutPdf(
  c: TCloseOut,
  options: { restaurant: string; language: TLanguage; timeZone: string },
): Promise<Buffer> {
  const { language, timeZone } = options;
  const t = (text: string) => translate(language, text);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t('Close-out')} ${c.date}`, Author: options.restaurant },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const countX = right - 200;
  const countWidth = 100;
  const amountX = right - 90;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  doc.font('Helvetica-Bold').fontSize(18).text(options.restaurant, left, doc.y);
  doc
    .font('Helvetica')
    .fontSize(14)
    .text(`${t('Close-out')} ${c.date}`);
  doc
    .fontSize(10)
    .fillColor('#444')
    .text(period(c, timeZone))
    .text(state(c, language, timeZone));
  doc.fillColor('black').moveDown();

  const line = (y: number) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#999').stroke();
  for (const section of sections(c, language, timeZone)) {
    if (doc.y + 40 + section.rows.length * 16 > bottom() && doc.y > 150) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11);
    const headY = doc.y;
    doc.text(section.title, left, headY, { width: countX - left - 10 });
    const titleBottom = doc.y;
    if (section.rows.some((r) => r.count !== undefined && r.count !== null))
      doc.text(section.countTitle ?? t('Orders'), countX, headY, {
        width: countWidth,
        align: 'right',
        lineBreak: false,
      });
    doc.text('CHF', amountX, headY, { width: right - amountX, align: 'right', lineBreak: false });
    doc.y = titleBottom;
    line(doc.y + 2);
    doc.moveDown(0.4).font('Helvetica').fontSize(10);
    const rows: TRow[] =
      section.rows.length === 0 && section.empty ? [{ label: section.empty, amount: null }] : section.rows;
    for (const row of rows) {
      if (doc.y + 16 > bottom()) doc.addPage();
      const y = doc.y;
      doc.text(row.label, left, y, { width: countX - left - 10 });
      const after = doc.y;
      if (row.count !== undefined && row.count !== null)
        doc.text(String(row.count), countX, y, { width: countWidth, align: 'right' });
      if (row.amount !== null)
        doc.text(receiptAmount(rappen(row.amount)), amountX, y, { width: right - amountX, align: 'right' });
      doc.y = Math.max(after, y + 14);
    }
    doc.moveDown();
  }
  doc.end();
  return done;
}
