import { formatRappen } from '@app/shared/money';

/** One email, in plain text and in simple responsive HTML built from the same paragraphs. */
export type TRenderedEmail = { subject: string; text: string; html: string };

export type TRestaurant = { name: string; phone: string; address: string };

type TBlock =
  | { p: string }
  | { lines: string[] }
  | { link: { href: string; label: string } }
  | { table: [string, string][] };

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function toText(blocks: TBlock[], restaurant: TRestaurant): string {
  const parts = blocks.map((b) => {
    if ('p' in b) return b.p;
    if ('lines' in b) return b.lines.join('\n');
    if ('link' in b) return `${b.link.label}: ${b.link.href}`;
    const width = Math.max(...b.table.map(([label]) => label.length));
    return b.table.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
  });
  const footer = [restaurant.name, restaurant.address, restaurant.phone].filter(Boolean).join('\n');
  return `${parts.join('\n\n')}\n\n--\n${footer}\n`;
}

function toHtml(subject: string, blocks: TBlock[], restaurant: TRestaurant): string {
  const body = blocks
    .map((b) => {
      if ('p' in b) return `<p style="margin:0 0 16px">${escapeHtml(b.p)}</p>`;
      if ('lines' in b) return `<p style="margin:0 0 16px">${b.lines.map(escapeHtml).join('<br>')}</p>`;
      if ('link' in b) {
        return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.link.href)}" style="display:inline-block;background:#a8322a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(b.link.label)}</a></p>`;
      }
      const rows = b.table
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
    })
    .join('\n');
  const footer = [restaurant.name, restaurant.address, restaurant.phone]
    .filter(Boolean)
    .map(escapeHtml)
    .join('<br>');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f4f1;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${body}
</div>
<p style="font-size:12px;color:#666;margin:16px 0 0;text-align:center">${footer}</p>
</div></body></html>
`;
}

function email(subject: string, blocks: TBlock[], restaurant: TRestaurant): TRenderedEmail {
  return { subject, text: toText(blocks, restaurant), html: toHtml(subject, blocks, restaurant) };
}

export type TOrderSummary = {
  firstName: string;
  orderNumber: number;
  orderType: 'DELIVERY' | 'TAKEAWAY';
  isBuffet: boolean;
  lines: { name: string; quantity: number; unitPriceRappen: number }[];
  discountRappen: number;
  deliveryFeeRappen: number;
  cardFeeRappen: number;
  totalRappen: number;
  /** '24.11.2026, 18:30' or 'as soon as possible'. */
  timing: string;
  trackingUrl: string;
};

function orderTable(order: TOrderSummary): [string, string][] {
  const rows: [string, string][] = order.lines.map((l) => [
    `${l.quantity} × ${l.name}`,
    formatRappen(l.unitPriceRappen * l.quantity),
  ]);
  if (order.discountRappen > 0) rows.push(['Discount', `− ${formatRappen(order.discountRappen)}`]);
  if (order.orderType === 'DELIVERY') rows.push(['Delivery fee', formatRappen(order.deliveryFeeRappen)]);
  if (order.cardFeeRappen > 0) rows.push(['Card fee', formatRappen(order.cardFeeRappen)]);
  rows.push(['Total (VAT included)', formatRappen(order.totalRappen)]);
  return rows;
}

const what = (order: TOrderSummary) => (order.isBuffet ? 'buffet order' : 'order');

export function orderReceivedEmail(order: TOrderSummary, restaurant: TRestaurant): TRenderedEmail {
  return email(
    `We received your ${what(order)} #${order.orderNumber}`,
    [
      { p: `Hello ${order.firstName},` },
      {
        p: `Thank you for your ${what(order)} at ${restaurant.name}. The kitchen will confirm it shortly with the time it will be ready.`,
      },
      { lines: [`${order.orderType === 'DELIVERY' ? 'Delivery' : 'Takeaway'}: ${order.timing}`] },
      { table: orderTable(order) },
      { link: { href: order.trackingUrl, label: 'Track your order' } },
    ],
    restaurant,
  );
}

export function orderConfirmedEmail(
  order: TOrderSummary & { readyAt: string },
  restaurant: TRestaurant,
): TRenderedEmail {
  return email(
    `Your ${what(order)} #${order.orderNumber} is confirmed`,
    [
      { p: `Hello ${order.firstName},` },
      {
        p:
          order.orderType === 'DELIVERY'
            ? `${restaurant.name} has confirmed your ${what(order)}. It will be with you around ${order.readyAt}.`
            : `${restaurant.name} has confirmed your ${what(order)}. It will be ready for pickup at ${order.readyAt}.`,
      },
      { table: orderTable(order) },
      { link: { href: order.trackingUrl, label: 'Track your order' } },
    ],
    restaurant,
  );
}

export function orderCancelledEmail(
  order: TOrderSummary & { reason: string | null },
  restaurant: TRestaurant,
): TRenderedEmail {
  return email(
    `Your ${what(order)} #${order.orderNumber} was cancelled`,
    [
      { p: `Hello ${order.firstName},` },
      { p: `We are sorry: ${restaurant.name} had to cancel your ${what(order)}.` },
      ...(order.reason ? [{ p: `Reason: ${order.reason}` }] : []),
      { p: `If you have questions, please call us${restaurant.phone ? ` at ${restaurant.phone}` : ''}.` },
      { link: { href: order.trackingUrl, label: 'See your order' } },
    ],
    restaurant,
  );
}

export type TReservationSummary = {
  firstName: string;
  code: string;
  /** '24.11.2026, 19:30' */
  at: string;
  people: number;
};

const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

export function reservationReceivedEmail(r: TReservationSummary, restaurant: TRestaurant): TRenderedEmail {
  return email(
    'We received your table request',
    [
      { p: `Hello ${r.firstName},` },
      {
        p: `Thank you for your reservation request at ${restaurant.name} for ${guests(r.people)} on ${r.at}. We'll email you when it's confirmed.`,
      },
      { lines: [`Your tracking code: ${r.code}`] },
    ],
    restaurant,
  );
}

export function reservationConfirmedEmail(r: TReservationSummary, restaurant: TRestaurant): TRenderedEmail {
  return email(
    'Your table is confirmed',
    [
      { p: `Hello ${r.firstName},` },
      {
        p: `Your table for ${guests(r.people)} on ${r.at} at ${restaurant.name} is confirmed. See you soon!`,
      },
      { lines: [`Your tracking code: ${r.code}`] },
    ],
    restaurant,
  );
}

export function reservationRejectedEmail(
  r: TReservationSummary & { reason: string | null },
  restaurant: TRestaurant,
): TRenderedEmail {
  return email(
    'We cannot take your reservation',
    [
      { p: `Hello ${r.firstName},` },
      {
        p: `We are sorry: ${restaurant.name} cannot take your reservation for ${guests(r.people)} on ${r.at}.`,
      },
      ...(r.reason ? [{ p: `Reason: ${r.reason}` }] : []),
      { p: `Please call us${restaurant.phone ? ` at ${restaurant.phone}` : ''} to find another time.` },
    ],
    restaurant,
  );
}
