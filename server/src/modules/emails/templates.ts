import { nameIn, type TOrderedOption } from '@app/shared/dish-options';
import { LOCALE_OF, type TLanguage } from '@app/shared/languages';
import { formatRappen } from '@app/shared/money';
import type { I18n } from '@lingui/core';
import { emailI18n, type TEmailKey } from './email-i18n';

/** One email, in plain text and in simple responsive HTML built from the same paragraphs. */
export type TRenderedEmail = { subject: string; text: string; html: string };

/** The restaurant an email signs with; `vatNumber` as printed, when set. */
export type TRestaurant = { name: string; phone: string; address: string; vatNumber?: string | null };

/** A table's row: a label and its amount; an 'option' row (a dish option) sits under its item, indented. */
type TRow = [string, string] | [string, string, 'option'];

type TBlock =
  | { p: string }
  | { lines: string[] }
  | { link: { href: string; label: string } }
  | { table: TRow[] };

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
    const label = ([text, , kind]: TRow) => (kind === 'option' ? `    ${text}` : text);
    const width = Math.max(...b.table.map((row) => label(row).length));
    return b.table.map((row) => `${label(row).padEnd(width)}  ${row[1]}`.trimEnd()).join('\n');
  });
  const footer = [restaurant.name, restaurant.address, restaurant.phone, restaurant.vatNumber]
    .filter(Boolean)
    .join('\n');
  return `${parts.join('\n\n')}\n\n--\n${footer}\n`;
}

function toHtml(subject: string, blocks: TBlock[], restaurant: TRestaurant, language: TLanguage): string {
  const body = blocks
    .map((b) => {
      if ('p' in b) return `<p style="margin:0 0 16px">${escapeHtml(b.p)}</p>`;
      if ('lines' in b) return `<p style="margin:0 0 16px">${b.lines.map(escapeHtml).join('<br>')}</p>`;
      if ('link' in b) {
        return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.link.href)}" style="display:inline-block;background:#a8322a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(b.link.label)}</a></p>`;
      }
      const rows = b.table
        .map(([label, value, kind]) =>
          kind === 'option'
            ? `<tr><td style="padding:0 12px 4px 20px;font-size:14px;color:#555">${escapeHtml(label)}</td><td></td></tr>`
            : `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
    })
    .join('\n');
  const footer = [restaurant.name, restaurant.address, restaurant.phone, restaurant.vatNumber]
    .filter((part): part is string => Boolean(part))
    .map(escapeHtml)
    .join('<br>');
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : LOCALE_OF[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
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

/** The email's texts in its language (server/src/i18n/messages/emails): typed keys, ICU placeholders. */
type TTranslate = (key: TEmailKey, values?: Record<string, string | number>) => string;

function translator(i18n: I18n): TTranslate {
  return (key, values) => i18n._(key, values);
}

function email(
  subject: string,
  blocks: TBlock[],
  restaurant: TRestaurant,
  language: TLanguage,
): TRenderedEmail {
  return {
    subject,
    text: toText(blocks, restaurant),
    html: toHtml(subject, blocks, restaurant, language),
  };
}

export type TOrderSummary = {
  /** The language the order was placed in: the email's. */
  language: TLanguage;
  firstName: string;
  orderNumber: number;
  orderType: 'DELIVERY' | 'TAKEAWAY';
  isBuffet: boolean;
  /**
   * The lines as ordered: `unitPriceRappen` includes the options' price differences; `options` (dish
   * options) are listed under their line, in the order's language.
   */
  lines: {
    name: string;
    quantity: number;
    unitPriceRappen: number;
    options?: readonly Pick<TOrderedOption, 'names' | 'groupNames' | 'priceDeltaRappen'>[];
  }[];
  discountRappen: number;
  /** The promo code and what it took off the items after the sale; null, 0 or left out: none. */
  promoCode?: string | null;
  promoDiscountRappen?: number;
  deliveryFeeRappen: number;
  /** The payment fee: the card fee, or the TWINT fee for a TWINT order (`paymentMethod`). */
  cardFeeRappen: number;
  paymentMethod?: string;
  totalRappen: number;
  /** What a gift voucher paid of the total (after VAT); 0 or left out: none. */
  voucherAmountRappen?: number;
  /** The VAT included, per rate; left out or empty: no VAT lines. */
  vat?: { tenths: number; vatRappen: number }[];
  /** '24.11.2026, 18:30', or null for as soon as possible. */
  timing: string | null;
  trackingUrl: string;
};

const percentFormats = new Map<TLanguage, Intl.NumberFormat>();

/** '2.6' / '2,6': a VAT rate in the email's language; one formatter per language (they are costly to make). */
function percentFormat(language: TLanguage): Intl.NumberFormat {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_OF[language], { maximumFractionDigits: 1 });
    percentFormats.set(language, format);
  }
  return format;
}

/** A price difference as the emails show it: '+ CHF 4.00', '− CHF 1.50'. */
const priceDelta = (rappen: number) => `${rappen < 0 ? '−' : '+'} ${formatRappen(Math.abs(rappen))}`;

function orderTable(order: TOrderSummary, t: TTranslate): TRow[] {
  const rows: TRow[] = order.lines.flatMap((l): TRow[] => [
    [`${l.quantity} × ${l.name}`, formatRappen(l.unitPriceRappen * l.quantity)],
    ...(l.options ?? []).map(
      (o): TRow => [
        t('email.option', {
          group: nameIn(o.groupNames, order.language),
          option: nameIn(o.names, order.language),
          hasPrice: o.priceDeltaRappen === 0 ? 'no' : 'yes',
          price: priceDelta(o.priceDeltaRappen),
        }),
        '',
        'option',
      ],
    ),
  ]);
  if (order.discountRappen > 0) rows.push([t('email.discount'), `− ${formatRappen(order.discountRappen)}`]);
  const promoDiscount = order.promoDiscountRappen ?? 0;
  if (promoDiscount > 0)
    rows.push([t('email.promo', { code: order.promoCode ?? '' }), `− ${formatRappen(promoDiscount)}`]);
  if (order.orderType === 'DELIVERY')
    rows.push([t('email.deliveryFee'), formatRappen(order.deliveryFeeRappen)]);
  if (order.cardFeeRappen > 0)
    rows.push([
      t(order.paymentMethod === 'TWINT' ? 'email.twintFee' : 'email.cardFee'),
      formatRappen(order.cardFeeRappen),
    ]);
  rows.push([t('email.total'), formatRappen(order.totalRappen)]);
  for (const share of order.vat ?? [])
    rows.push([
      t('email.vat', { percent: percentFormat(order.language).format(share.tenths / 10) }),
      formatRappen(share.vatRappen),
    ]);
  // A gift voucher is a means of payment: after the total and its VAT, then what is left to pay.
  const voucher = order.voucherAmountRappen ?? 0;
  if (voucher > 0) {
    rows.push([t('email.voucherPaid'), `− ${formatRappen(voucher)}`]);
    rows.push([t('email.amountDue'), formatRappen(order.totalRappen - voucher)]);
  }
  return rows;
}

/** The values every order text names: what it is and its number. */
const orderValues = (
  order: Pick<TOrderSummary, 'isBuffet' | 'orderNumber' | 'firstName'>,
  restaurant: TRestaurant,
) => ({
  kind: order.isBuffet ? 'buffet' : 'order',
  number: String(order.orderNumber),
  firstName: order.firstName,
  restaurant: restaurant.name,
});

/** ' at 062 212 34 56' when the restaurant has a phone number (ICU select on hasPhone). */
const phoneValues = (restaurant: TRestaurant) => ({
  hasPhone: restaurant.phone ? 'yes' : 'no',
  phone: restaurant.phone,
});

export function orderReceivedEmail(order: TOrderSummary, restaurant: TRestaurant): TRenderedEmail {
  const t = translator(emailI18n(order.language));
  const v = orderValues(order, restaurant);
  return email(
    t('email.orderReceived.subject', v),
    [
      { p: t('email.hello', v) },
      { p: t('email.orderReceived.body', v) },
      {
        lines: [t('email.timing', { orderType: order.orderType, timing: order.timing ?? t('email.asap') })],
      },
      { table: orderTable(order, t) },
      { link: { href: order.trackingUrl, label: t('email.trackOrder') } },
    ],
    restaurant,
    order.language,
  );
}

export function orderConfirmedEmail(
  order: TOrderSummary & { readyAt: string },
  restaurant: TRestaurant,
): TRenderedEmail {
  const t = translator(emailI18n(order.language));
  const v = { ...orderValues(order, restaurant), readyAt: order.readyAt };
  return email(
    t('email.orderConfirmed.subject', v),
    [
      { p: t('email.hello', v) },
      {
        p:
          order.orderType === 'DELIVERY'
            ? t('email.orderConfirmed.delivery', v)
            : t('email.orderConfirmed.takeaway', v),
      },
      { table: orderTable(order, t) },
      { link: { href: order.trackingUrl, label: t('email.trackOrder') } },
    ],
    restaurant,
    order.language,
  );
}

/**
 * "Your order is ready": a takeaway order the kitchen has finished (the order settings' readyNotice), with
 * where to pick it up and the tracking link. No table of lines: the diner has it from the earlier emails.
 */
export function orderReadyEmail(
  order: Pick<TOrderSummary, 'language' | 'firstName' | 'orderNumber' | 'isBuffet' | 'trackingUrl'>,
  restaurant: TRestaurant,
): TRenderedEmail {
  const t = translator(emailI18n(order.language));
  const v = orderValues(order, restaurant);
  return email(
    t('email.orderReady.subject', v),
    [
      { p: t('email.hello', v) },
      { p: t('email.orderReady.body', v) },
      ...(restaurant.address ? [{ lines: [t('email.orderReady.pickupAddress'), restaurant.address] }] : []),
      { link: { href: order.trackingUrl, label: t('email.trackOrder') } },
    ],
    restaurant,
    order.language,
  );
}

export function orderCancelledEmail(
  order: TOrderSummary & {
    reason: string | null;
    /** Cancelled as not confirmed in time: the reason in the diner's language, and the refund. */
    auto?: { refunded: boolean };
  },
  restaurant: TRestaurant,
): TRenderedEmail {
  const t = translator(emailI18n(order.language));
  const v = orderValues(order, restaurant);
  const reason = order.auto ? t('email.autoCancelReason') : order.reason;
  return email(
    t('email.orderCancelled.subject', v),
    [
      { p: t('email.hello', v) },
      { p: t('email.orderCancelled.body', v) },
      ...(reason ? [{ p: t('email.reason', { reason }) }] : []),
      ...(order.auto?.refunded ? [{ p: t('email.orderCancelled.refunded') }] : []),
      { p: t('email.orderCancelled.call', phoneValues(restaurant)) },
      { link: { href: order.trackingUrl, label: t('email.seeOrder') } },
    ],
    restaurant,
    order.language,
  );
}

export type TReservationSummary = {
  /** The language the request was made in: the email's. */
  language: TLanguage;
  firstName: string;
  code: string;
  /** '24.11.2026, 19:30' */
  at: string;
  people: number;
  /** The guest's private page of the booking (see, change, cancel): carried by every email about a standing booking. */
  manageUrl?: string;
};

/** The guest's link as the last block of an email about a standing booking. */
const manageBlock = (r: TReservationSummary, t: TTranslate): TBlock[] =>
  r.manageUrl ? [{ link: { href: r.manageUrl, label: t('email.reservationManage') } }] : [];

const reservationValues = (r: TReservationSummary, restaurant: TRestaurant) => ({
  firstName: r.firstName,
  restaurant: restaurant.name,
  people: r.people,
  at: r.at,
});

export function reservationReceivedEmail(r: TReservationSummary, restaurant: TRestaurant): TRenderedEmail {
  const t = translator(emailI18n(r.language));
  const v = reservationValues(r, restaurant);
  return email(
    t('email.reservationReceived.subject'),
    [
      { p: t('email.hello', v) },
      { p: t('email.reservationReceived.body', v) },
      { lines: [t('email.trackingCode', { code: r.code })] },
      ...manageBlock(r, t),
    ],
    restaurant,
    r.language,
  );
}

export function reservationConfirmedEmail(r: TReservationSummary, restaurant: TRestaurant): TRenderedEmail {
  const t = translator(emailI18n(r.language));
  const v = reservationValues(r, restaurant);
  return email(
    t('email.reservationConfirmed.subject'),
    [
      { p: t('email.hello', v) },
      { p: t('email.reservationConfirmed.body', v) },
      { lines: [t('email.trackingCode', { code: r.code })] },
      ...manageBlock(r, t),
    ],
    restaurant,
    r.language,
  );
}

export function reservationRejectedEmail(
  r: TReservationSummary & { reason: string | null },
  restaurant: TRestaurant,
): TRenderedEmail {
  const t = translator(emailI18n(r.language));
  const v = reservationValues(r, restaurant);
  return email(
    t('email.reservationRejected.subject'),
    [
      { p: t('email.hello', v) },
      { p: t('email.reservationRejected.body', v) },
      ...(r.reason ? [{ p: t('email.reason', { reason: r.reason }) }] : []),
      { p: t('email.reservationRejected.call', phoneValues(restaurant)) },
    ],
    restaurant,
    r.language,
  );
}

/** Staff or the guest changed the booking's time or party size: the new ones. */
export function reservationChangedEmail(
  r: TReservationSummary & { pending?: boolean },
  restaurant: TRestaurant,
): TRenderedEmail {
  const t = translator(emailI18n(r.language));
  const v = reservationValues(r, restaurant);
  return email(
    t('email.reservationChanged.subject'),
    [
      { p: t('email.hello', v) },
      { p: t('email.reservationChanged.body', v) },
      // Changed by the guest and waiting for staff again (the restaurant confirms by hand).
      ...(r.pending ? [{ p: t('email.reservationChanged.pending') }] : []),
      { lines: [t('email.trackingCode', { code: r.code })] },
      ...manageBlock(r, t),
    ],
    restaurant,
    r.language,
  );
}

/** Staff cancelled a booking. */
export function reservationCancelledEmail(r: TReservationSummary, restaurant: TRestaurant): TRenderedEmail {
  const t = translator(emailI18n(r.language));
  const v = reservationValues(r, restaurant);
  return email(
    t('email.reservationCancelled.subject'),
    [
      { p: t('email.hello', v) },
      { p: t('email.reservationCancelled.body', v) },
      { p: t('email.reservationCancelled.call', phoneValues(restaurant)) },
    ],
    restaurant,
    r.language,
  );
}

/** Some hours before the table (reservation settings' reminderHoursBefore), with the guest's private link. */
export function reservationReminderEmail(
  r: TReservationSummary & { manageUrl: string },
  restaurant: TRestaurant,
): TRenderedEmail {
  const t = translator(emailI18n(r.language));
  const v = reservationValues(r, restaurant);
  return email(
    t('email.reservationReminder.subject', v),
    [
      { p: t('email.hello', v) },
      { p: t('email.reservationReminder.body', v) },
      { p: t('email.reservationReminder.cannotCome') },
      { link: { href: r.manageUrl, label: t('email.reservationReminder.manage') } },
      { lines: [t('email.trackingCode', { code: r.code })] },
    ],
    restaurant,
    r.language,
  );
}

/** What the escalation email (an unseen order) tells the restaurant about. */
export type TUnseenSummary = {
  /** The restaurant's default language. */
  language: TLanguage;
  /** When it came in, and a reservation's time, as the restaurant's clock shows them. */
  at: string;
  incomingUrl: string;
} & (
  | { kind: 'order' | 'buffet'; number: number; orderType: 'DELIVERY' | 'TAKEAWAY'; total: string }
  | { kind: 'reservation'; people: number; when: string }
);

/** To the restaurant's notification address: an order or reservation nobody has seen. */
export function unseenEscalationEmail(about: TUnseenSummary, restaurant: TRestaurant): TRenderedEmail {
  const t = translator(emailI18n(about.language));
  const body =
    about.kind === 'reservation'
      ? t('email.unseen.reservation', { people: about.people, when: about.when, at: about.at })
      : t('email.unseen.order', {
          kind: about.kind,
          number: about.number,
          orderType: about.orderType,
          total: about.total,
          at: about.at,
        });
  return email(
    t('email.unseen.subject', { kind: about.kind, number: about.kind === 'reservation' ? 0 : about.number }),
    [
      { p: body },
      { p: t('email.unseen.check') },
      { link: { href: about.incomingUrl, label: t('email.unseen.open') } },
    ],
    restaurant,
    about.language,
  );
}

/** The receipt of a no-show fee charged on a large party's card guarantee (docs/decisions/028). */
export type TNoShowFeeSummary = TReservationSummary & {
  /** When it was charged, '29.11.2026, 23:10'. */
  chargedAt: string;
  feePerPersonRappen: number;
  totalRappen: number;
  /** 'Visa •••• 4242' */
  cardLabel: string;
};

/**
 * A no-show fee is compensation, not a supply: outside the scope of Swiss VAT (VAT Act art. 18 para. 2
 * let. i), so the receipt shows no VAT and says why.
 */
export function reservationNoShowFeeEmail(r: TNoShowFeeSummary, restaurant: TRestaurant): TRenderedEmail {
  const t = translator(emailI18n(r.language));
  const v = { ...reservationValues(r, restaurant), card: r.cardLabel };
  return email(
    t('email.noShowFee.subject'),
    [
      { p: t('email.hello', v) },
      { p: t('email.noShowFee.body', v) },
      {
        lines: [
          restaurant.name,
          ...(restaurant.address ? [restaurant.address] : []),
          t('email.noShowFee.date', { date: r.chargedAt }),
          t('email.trackingCode', { code: r.code }),
        ],
      },
      {
        table: [
          [
            t('email.noShowFee.line', { people: r.people, fee: formatRappen(r.feePerPersonRappen) }),
            formatRappen(r.totalRappen),
          ],
          [t('email.total'), formatRappen(r.totalRappen)],
        ],
      },
      { p: t('email.noShowFee.card', v) },
      { p: t('email.noShowFee.noVat') },
    ],
    restaurant,
    r.language,
  );
}

/** A gift voucher as its emails show it (docs/decisions/032). */
export type TVoucherSummary = {
  language: TLanguage;
  /** The code as printed, in groups ("K7QM-4XRT-9BWE-H2PD"). */
  code: string;
  amountRappen: number;
  buyerName: string;
  recipientName: string;
  message: string | null;
  /** '31.12.2029': the last day it can pay. */
  expiresOn: string;
  /** The printable voucher (/voucher#CODE). */
  printUrl: string;
  /** Where to spend it online (the menu). */
  menuUrl: string;
};

/** The voucher for its recipient: the amount, the code, until when, the buyer's message, and the printable page. */
export function voucherEmail(voucher: TVoucherSummary, restaurant: TRestaurant): TRenderedEmail {
  const t = translator(emailI18n(voucher.language));
  const v = {
    restaurant: restaurant.name,
    amount: formatRappen(voucher.amountRappen),
    buyer: voucher.buyerName,
    hasBuyer: voucher.buyerName ? 'yes' : 'no',
    recipient: voucher.recipientName,
    hasRecipient: voucher.recipientName ? 'yes' : 'no',
    expiresOn: voucher.expiresOn,
  };
  return email(
    t('email.voucher.subject', v),
    [
      { p: t('email.voucher.hello', v) },
      { p: t('email.voucher.body', v) },
      ...(voucher.message
        ? [{ lines: [t('email.voucher.message', v), ...voucher.message.split('\n')] }]
        : []),
      {
        table: [
          [t('email.voucher.amount'), formatRappen(voucher.amountRappen)],
          [t('email.voucher.code'), voucher.code],
          [t('email.voucher.validUntil'), voucher.expiresOn],
        ],
      },
      { p: t('email.voucher.howTo', v) },
      { link: { href: voucher.printUrl, label: t('email.voucher.print') } },
      { link: { href: voucher.menuUrl, label: t('email.voucher.order') } },
    ],
    restaurant,
    voucher.language,
  );
}

/**
 * The buyer's receipt: what was paid, for whom and when it is sent. No VAT: a voucher for an amount of money
 * is a means of payment; the VAT is due on what it pays for.
 */
export function voucherReceiptEmail(
  voucher: Omit<TVoucherSummary, 'printUrl' | 'menuUrl'> & {
    /** CARD, TWINT, CASH or POS_CARD: named in the email's language. */
    paymentMethod: string;
    /** '24.12.2026', or null: sent at once. */
    sendOn: string | null;
    recipientEmail: string | null;
  },
  restaurant: TRestaurant,
): TRenderedEmail {
  const t = translator(emailI18n(voucher.language));
  const v = {
    restaurant: restaurant.name,
    amount: formatRappen(voucher.amountRappen),
    buyer: voucher.buyerName,
    recipient: voucher.recipientName,
    email: voucher.recipientEmail ?? '',
    sendOn: voucher.sendOn ?? '',
    when: voucher.sendOn ? 'later' : 'now',
    expiresOn: voucher.expiresOn,
  };
  return email(
    t('email.voucherReceipt.subject', v),
    [
      { p: t('email.voucherReceipt.hello', v) },
      { p: t('email.voucherReceipt.body', v) },
      ...(voucher.recipientEmail ? [{ p: t('email.voucherReceipt.sending', v) }] : []),
      {
        table: [
          [t('email.voucher.amount'), formatRappen(voucher.amountRappen)],
          [t('email.voucherReceipt.paidBy'), t('email.paymentMethod', { method: voucher.paymentMethod })],
          [t('email.voucher.validUntil'), voucher.expiresOn],
        ],
      },
      { p: t('email.voucherReceipt.noVat') },
    ],
    restaurant,
    voucher.language,
  );
}

/** A diner's sign-in link (docs/decisions/033): one button, how long it works, and what to do if unasked. */
export function signInLinkEmail(
  link: { language: TLanguage; url: string; minutes: number },
  restaurant: TRestaurant,
): TRenderedEmail {
  const t = translator(emailI18n(link.language));
  const v = { restaurant: restaurant.name, minutes: link.minutes };
  return email(
    t('email.signIn.subject', v),
    [
      { p: t('email.signIn.body', v) },
      { link: { href: link.url, label: t('email.signIn.button') } },
      { p: t('email.signIn.ignore') },
    ],
    restaurant,
    link.language,
  );
}
