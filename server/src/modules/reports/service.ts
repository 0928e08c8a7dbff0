import { nameIn, type TOrderedOption } from '@app/shared/dish-options';
import { ORDER_TYPES, PAYMENT_METHODS, type TPaymentMethod } from '@app/shared/enums';
import { FALLBACK_LANGUAGE, type TLanguage, type TTranslations } from '@app/shared/languages';
import { ORDER_KINDS } from '@app/shared/order-kind';
import {
  MAX_REPORT_DAYS,
  type TCloseOut,
  type TCourierCash,
  type TPromoCodeUses,
  type TReportSummary,
  type TVoucherFigures,
} from '@app/shared/reports';
import { addDays } from '@app/shared/special-days';
import type pg from 'pg';
import type { TDb } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { toChf } from '../../lib/money';
import { businessDateSql, businessDay, daysOf, isCalendarDay, type TBusinessDay } from './business-day';

/**
 * The day's close-out (Z report) and the date-range reports. Definitions (README "Close-out
 * and reports"):
 *
 * - Business day: see business-day.ts (05:00 to 05:00 local). An order belongs to the business day its
 *   `created_at` falls in.
 * - Card orders whose payment is PENDING or FAILED never count anywhere: they were never orders.
 * - Awaiting confirmation: the day's NEW orders (not waiting for a card payment): listed apart with their
 *   sum, never in the revenue until confirmed. One confirmed after its day was closed is counted then, as
 *   a LATE_ORDER correction (see below).
 * - Revenue: the day's confirmed orders (not NEW, not CANCELLED) with payment_status NOT_REQUIRED or
 *   SUCCEEDED; gross is
 *   total_rappen (VAT, fees included, after the sale discount). byPaymentMethod / byOrderType / byKind
 *   split it; byVatRate sums the orders' vat_breakdown by rate (an order without one: its single rate
 *   over its total); discounts, delivery and card fees count the revenue orders with one and sum it.
 *   total_rappen is net of the promo discount too (promo_discount_rappen, taken off after the sale);
 *   promoCodes counts the revenue orders per code and sums that discount.
 * - Sales per option (byOption): the dish options on the lines of the revenue orders, per option: the
 *   portions (the lines' quantities) and its price difference × quantity (before the sale discount),
 *   named as most recently ordered in the restaurant's default language.
 * - Refunds: the day's orders with payment_status REFUNDED. Cancellations: the day's CANCELLED orders
 *   that were not refunded.
 * - Closing stores the close-out as answered (closed, closedAt, closedBy) in close_outs; a closed day
 *   answers those stored figures, frozen, corrections and net included. An open day is computed when
 *   read, corrections and net too.
 * - Corrections (ZCloseOutCorrectionSchema): a change made after a day was closed that its frozen
 *   figures do not show. (a) CANCELLED / REFUNDED: an order counted in the revenue of a closed day C
 *   (placed before C was closed, and neither cancelled, refunded nor waiting for its card payment then)
 *   whose first cancellation (status_history field 'status', to CANCELLED) or refund (field
 *   'paymentStatus', to REFUNDED) after C was closed is recorded in D's window: gross = −total, one per
 *   order. (b) LATE_ORDER: an order placed in a closed day C's window after C was closed that counts as
 *   revenue: on C+1, gross = +total. A change recorded in the window of a day that was itself already
 *   closed goes to the day after it (the same rule as a late order), so no change is ever lost. A late
 *   order counted on a closed C+1 and cancelled or refunded later is corrected like a C+1 order. An order
 *   still waiting for its confirmation when the day that would count it (C, or C+1 for a late order) was
 *   closed is a LATE_ORDER on the day of its first confirmation (the day after, if that day was closed
 *   already). Cancelled or refunded before that day was closed, it drops out (it was in no frozen
 *   revenue); after, it is corrected like a late order.
 *   `net` = revenue.gross + the corrections.
 * - The range reports (summary, orders.csv) read the orders as they are now (never the frozen figures).
 */

/** Orders that count anywhere: not waiting for nor failed in a card payment. */
const COUNTS = `o.payment_status in ('NOT_REQUIRED', 'SUCCEEDED', 'REFUNDED')`;
/** The revenue orders: confirmed (an order still NEW waits for the kitchen's yes), not cancelled. */
const REVENUE = `o.status not in ('CANCELLED', 'NEW') and o.payment_status in ('NOT_REQUIRED', 'SUCCEEDED')`;
/** Each order's first confirmation: the first status it took other than NEW or CANCELLED. */
const CONFIRMATIONS = `select distinct on (h.subject_id) h.subject_id as order_id, h.created_at as at
         from status_history h
         where h.subject_kind = 'ORDER' and coalesce(h.field, 'status') = 'status'
           and h.to_status not in ('NEW', 'CANCELLED')
         order by h.subject_id, h.created_at, h.id`;

type TBucketRow = {
  kind: (typeof ORDER_KINDS)[number];
  order_type: (typeof ORDER_TYPES)[number];
  payment_method: (typeof PAYMENT_METHODS)[number];
  bucket: 'REVENUE' | 'CANCELLED' | 'REFUNDED' | 'AWAITING';
  n: number;
  gross: number;
  discount_n: number;
  discount: number;
  delivery_n: number;
  delivery: number;
  card_n: number;
  card: number;
};

type TCorrectionRow = {
  order_id: string;
  kind: (typeof ORDER_KINDS)[number];
  order_number: number;
  business_date: string;
  change: 'CANCELLED' | 'REFUNDED' | 'LATE_ORDER';
  changed_at: Date;
  gross: number;
  payment_method: (typeof PAYMENT_METHODS)[number];
};

type TQueryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

const sumBy = <T extends string>(
  keys: readonly T[],
  rows: TBucketRow[],
  pick: (row: TBucketRow) => T,
): { key: T; count: number; gross: number }[] =>
  keys.map((key) => {
    const mine = rows.filter((r) => pick(r) === key);
    return {
      key,
      count: mine.reduce((s, r) => s + r.n, 0),
      gross: toChf(mine.reduce((s, r) => s + r.gross, 0)),
    };
  });

export function reportsService(db: TDb, options: { timeZone: string }) {
  // The zone is read at each use: it is data and may change while the app runs.
  const pool = db.$client;
  const bdate = (column: string) => businessDateSql(column, '$tz::text');
  /** `$tz` in the queries below is the time zone: the last parameter. */
  const withTz = (text: string, params: unknown[]) => ({
    text: text.replaceAll('$tz', `$${params.length + 1}`),
    values: [...params, options.timeZone],
  });

  function dayOf(date: string): TBusinessDay {
    if (!isCalendarDay(date)) throw badRequest('validation.day', { date: 'validation.day' });
    return businessDay(date, options.timeZone);
  }

  function rangeOf(from: string, to: string): { from: TBusinessDay; to: TBusinessDay; days: string[] } {
    if (!isCalendarDay(from)) throw badRequest('validation.day', { from: 'validation.day' });
    if (!isCalendarDay(to)) throw badRequest('validation.day', { to: 'validation.day' });
    if (from > to) throw badRequest('The range must start on or before its last day.');
    const days = daysOf(from, to);
    if (days.length > MAX_REPORT_DAYS)
      throw new AppError(400, 'A report covers at most {days} days.', { values: { days: MAX_REPORT_DAYS } });
    return { from: businessDay(from, options.timeZone), to: businessDay(to, options.timeZone), days };
  }

  /** The corrections shown on business day `day` (see above), oldest first. */
  async function corrections(q: TQueryable, day: TBusinessDay) {
    const previous = businessDay(addDays(day.date, -1), options.timeZone);
    // `ev`: every cancellation and refund recorded; inlined where used, so each use reads the index.
    const changes = withTz(
      `with ev as not materialized (
         select h.subject_id as order_id, h.created_at as at,
                case when h.field = 'paymentStatus' then 'REFUNDED' else 'CANCELLED' end as change
         from status_history h
         where h.subject_kind = 'ORDER'
           and ((coalesce(h.field, 'status') = 'status' and h.to_status = 'CANCELLED')
             or (h.field = 'paymentStatus' and h.to_status = 'REFUNDED'))
       ),
       conf as not materialized (${CONFIRMATIONS}),
       -- Orders in a closed day's frozen figures, with the close that froze them (k): their own day's,
       -- or for a late order the next day's (which counted it as a LATE_ORDER correction).
       counted as (
         select o.*, k.closed_at as day_closed_at, k.business_date
         from orders o
         join close_outs c on c.business_date = ${bdate('o.created_at')}
         join lateral (
           select c.closed_at, c.business_date where o.created_at < c.closed_at
           union all
           select n.closed_at, n.business_date from close_outs n
           where o.created_at >= c.closed_at and n.business_date = c.business_date + 1
         ) k on true
         where o.id in (select order_id from ev where at >= $1 and at < $2)
           and o.created_at < k.closed_at
           and ${COUNTS}
           and not exists (select 1 from ev where ev.order_id = o.id and ev.at <= k.closed_at)
           -- Confirmed by then: an order still waiting at the close was in no revenue. (An order with no
           -- status recorded by then, kept from before statuses were recorded, is taken as it is.)
           and (exists (select 1 from conf where conf.order_id = o.id and conf.at <= k.closed_at)
             or not exists (select 1 from status_history h
                            where h.subject_kind = 'ORDER' and h.subject_id = o.id
                              and coalesce(h.field, 'status') = 'status' and h.created_at <= k.closed_at))
           and (o.payment_method <> 'CARD' or coalesce(
             (select min(h.created_at) from status_history h
              where h.subject_kind = 'ORDER' and h.subject_id = o.id
                and h.field = 'paymentStatus' and h.to_status = 'SUCCEEDED'),
             o.created_at) <= k.closed_at)
         union all
         -- Waiting at its day's close and confirmed since: frozen by the close of the day that counted it
         -- as a LATE_ORDER (d: its confirmation's day, or the day after when that one was closed already).
         select o.*, d.closed_at, d.business_date
         from orders o
         join conf cf on cf.order_id = o.id
         join close_outs c on c.business_date = ${bdate('o.created_at')}
         join lateral (
           select c.closed_at where o.created_at < c.closed_at
           union all
           select n.closed_at from close_outs n
           where o.created_at >= c.closed_at and n.business_date = c.business_date + 1
         ) k on true
         left join close_outs e on e.business_date = ${bdate('cf.at')}
         join close_outs d on d.business_date =
           case when e.closed_at <= cf.at then ${bdate('cf.at')} + 1 else ${bdate('cf.at')} end
         where o.id in (select order_id from ev where at >= $1 and at < $2)
           and cf.at > k.closed_at
           and cf.at < d.closed_at
           and ${COUNTS}
           and not exists (select 1 from ev where ev.order_id = o.id and ev.at <= d.closed_at)
       ),
       firsts as (
         select distinct on (o.id) o.id, o.kind, o.order_number, o.business_date, o.total_rappen,
                o.payment_method, ev.change, ev.at
         from counted o join ev on ev.order_id = o.id and ev.at > o.day_closed_at
         order by o.id, ev.at, ev.change
       )
       select f.id as order_id, f.kind, f.order_number, f.business_date::text as business_date, f.change,
              f.at as changed_at, -f.total_rappen as gross, f.payment_method
       from firsts f
       left join close_outs e on e.business_date = ${bdate('f.at')}
       where case when e.closed_at <= f.at then ${bdate('f.at')} + 1 else ${bdate('f.at')} end = $3::date
       union all
       select o.id, o.kind, o.order_number, $4::text, 'LATE_ORDER', o.created_at, o.total_rappen,
              o.payment_method
       from orders o
       join close_outs c on c.business_date = $4::date
       where o.created_at >= greatest(c.closed_at, $5) and o.created_at < $6 and ${REVENUE}
       union all
       -- Waiting for its confirmation when the day that would count it (k) was closed, confirmed since.
       select o.id, o.kind, o.order_number, k.business_date::text, 'LATE_ORDER', cf.at, o.total_rappen,
              o.payment_method
       from orders o
       join conf cf on cf.order_id = o.id
       join close_outs c on c.business_date = ${bdate('o.created_at')}
       join lateral (
         select c.closed_at, c.business_date where o.created_at < c.closed_at
         union all
         select n.closed_at, n.business_date from close_outs n
         where o.created_at >= c.closed_at and n.business_date = c.business_date + 1
       ) k on true
       left join close_outs e on e.business_date = ${bdate('cf.at')}
       where cf.at > k.closed_at and cf.at >= $1 and cf.at < $2 and ${REVENUE}
         and case when e.closed_at <= cf.at then ${bdate('cf.at')} + 1 else ${bdate('cf.at')} end = $3::date
       order by changed_at, order_id`,
      // $1..$2: the windows of the day before and of D (a change recorded the day before belongs to
      // D when the day before was closed already); $6: D's start.
      [previous.from, day.to, day.date, previous.date, previous.from, day.from],
    );
    const { rows } = await q.query<TCorrectionRow>(changes);
    return rows.map((r) => ({
      rappen: r.gross,
      orderId: r.order_id,
      kind: r.kind,
      orderNumber: r.order_number,
      businessDate: r.business_date,
      change: r.change,
      changedAt: r.changed_at.toISOString(),
      gross: toChf(r.gross),
      paymentMethod: r.payment_method,
    }));
  }

  /**
   * The promo codes on the revenue orders of `window` (the orders whose totals the revenue sums, so the
   * discount given is the part of the promo discount that revenue is net of): per code as the orders
   * carry it, its uses and the discount it gave, by code.
   */
  async function promoUses(q: TQueryable, window: Date[]): Promise<TPromoCodeUses> {
    const { rows } = await q.query<{ code: string; n: number; amount: number }>(
      `select o.promo_code as code, count(*)::int as n, sum(o.promo_discount_rappen)::bigint as amount
       from orders o
       where o.created_at >= $1 and o.created_at < $2 and ${REVENUE} and o.promo_code is not null
       group by 1 order by 1`,
      window,
    );
    return rows.map((r) => ({ code: r.code, count: r.n, amount: toChf(r.amount) }));
  }

  /**
   * Gift vouchers in `window` (docs/decisions/032), from their ledger and apart from revenue: sold (by
   * payment method), redeemed (on orders and at the counter), given back by cancelled orders; and what was
   * left on each voucher at the window's end (its last movement before it), valid on `lastDay` or expired.
   */
  async function voucherFigures(q: TQueryable, window: Date[], lastDay: string): Promise<TVoucherFigures> {
    const moved = await q.query<{
      kind: string;
      method: string;
      counter: boolean;
      n: number;
      amount: number;
    }>(
      `select m.kind, v.payment_method as method, m.order_id is null as counter,
              count(*)::int as n, sum(m.amount_rappen)::bigint as amount
       from voucher_movements m join vouchers v on v.id = m.voucher_id
       where m.created_at >= $1 and m.created_at < $2
       group by 1, 2, 3`,
      window,
    );
    const left = await q.query<{ active_n: number; active: number; expired_n: number; expired: number }>(
      `select count(*) filter (where v.expires_on >= $2::date and b.balance > 0)::int as active_n,
              coalesce(sum(b.balance) filter (where v.expires_on >= $2::date), 0)::bigint as active,
              count(*) filter (where v.expires_on < $2::date and b.balance > 0)::int as expired_n,
              coalesce(sum(b.balance) filter (where v.expires_on < $2::date), 0)::bigint as expired
       from vouchers v
       join lateral (select m.balance_after_rappen as balance from voucher_movements m
                     where m.voucher_id = v.id and m.created_at < $1
                     order by m.id desc limit 1) b on true`,
      [window[1], lastDay],
    );
    const of = (kind: string, keep: (r: (typeof moved.rows)[number]) => boolean = () => true) => {
      const rows = moved.rows.filter((r) => r.kind === kind && keep(r));
      return {
        count: rows.reduce((s, r) => s + r.n, 0),
        rappen: rows.reduce((s, r) => s + Number(r.amount), 0),
      };
    };
    const sold = of('SOLD');
    const redeemed = of('REDEEMED');
    const restored = of('RESTORED');
    const l = left.rows[0] ?? { active_n: 0, active: 0, expired_n: 0, expired: 0 };
    return {
      sold: { count: sold.count, amount: toChf(sold.rappen) },
      soldByPaymentMethod: PAYMENT_METHODS.map((paymentMethod: TPaymentMethod) => {
        const m = of('SOLD', (r) => r.method === paymentMethod);
        return { paymentMethod, count: m.count, amount: toChf(m.rappen) };
      }).filter((m) => m.count > 0),
      redeemed: {
        count: redeemed.count,
        amount: toChf(-redeemed.rappen),
        onOrders: toChf(-of('REDEEMED', (r) => !r.counter).rappen),
        atCounter: toChf(-of('REDEEMED', (r) => r.counter).rappen),
      },
      restored: { count: restored.count, amount: toChf(restored.rappen) },
      outstanding: { count: l.active_n, amount: toChf(Number(l.active)) },
      expired: { count: l.expired_n, amount: toChf(Number(l.expired)) },
    };
  }

  /**
   * The dish options sold on the revenue orders of `window`: per option (by its id), named as most
   * recently ordered in the restaurant's default language; sorted by group, then most sold first.
   */
  async function optionSales(q: TQueryable, window: Date[]): Promise<NonNullable<TCloseOut['byOption']>> {
    const { rows } = await q.query<{
      names: TTranslations<string>;
      group_names: TTranslations<string>;
      n: number;
      gross: number;
      language: TLanguage | null;
    }>(
      `select (array_agg(e->'names' order by o.created_at desc, o.id))[1] as names,
              (array_agg(e->'groupNames' order by o.created_at desc, o.id))[1] as group_names,
              sum(l.quantity)::int as n,
              sum(coalesce((e->>'priceDeltaRappen')::bigint, 0) * l.quantity)::bigint as gross,
              (select r.default_language from restaurant_info r order by r.id limit 1) as language
       from orders o
       join order_items l on l.order_id = o.id
       cross join lateral jsonb_array_elements(l.options) e
       where o.created_at >= $1 and o.created_at < $2 and ${REVENUE}
       group by e->>'optionId'`,
      window,
    );
    return rows
      .map((r) => {
        // Without a restaurant row, the column's default: German.
        const language = r.language ?? 'de';
        return {
          group: nameIn(r.group_names ?? {}, language, language),
          option: nameIn(r.names ?? {}, language, language),
          count: r.n,
          gross: toChf(r.gross),
        };
      })
      .sort(
        (a, b) => a.group.localeCompare(b.group) || b.count - a.count || a.option.localeCompare(b.option),
      );
  }

  /** The close-out of `day` computed from the orders now (an open day, or the moment of closing). */
  async function compute(q: TQueryable, day: TBusinessDay): Promise<TCloseOut> {
    const window = [day.from, day.to];
    const buckets = await q.query<TBucketRow>(
      `select o.kind, o.order_type, o.payment_method,
              case when o.payment_status = 'REFUNDED' then 'REFUNDED'
                   when o.status = 'CANCELLED' then 'CANCELLED'
                   when o.status = 'NEW' then 'AWAITING' else 'REVENUE' end as bucket,
              count(*)::int as n, sum(o.total_rappen)::bigint as gross,
              count(*) filter (where o.discount_rappen > 0)::int as discount_n,
              sum(o.discount_rappen)::bigint as discount,
              count(*) filter (where o.delivery_fee_rappen > 0)::int as delivery_n,
              sum(o.delivery_fee_rappen)::bigint as delivery,
              count(*) filter (where o.card_fee_rappen > 0)::int as card_n,
              sum(o.card_fee_rappen)::bigint as card
       from orders o
       where o.created_at >= $1 and o.created_at < $2 and ${COUNTS}
       group by 1, 2, 3, 4`,
      window,
    );
    const vat = await q.query<{ tenths: number; gross: number; vat: number }>(
      `select (s->>'tenths')::int as tenths, sum((s->>'grossRappen')::bigint)::bigint as gross,
              sum((s->>'vatRappen')::bigint)::bigint as vat
       from orders o
       cross join lateral jsonb_array_elements(
         case when jsonb_array_length(o.vat_breakdown) > 0 then o.vat_breakdown
              else jsonb_build_array(jsonb_build_object('tenths', o.vat_percent_tenths,
                     'grossRappen', o.total_rappen, 'vatRappen', o.vat_rappen)) end) s
       where o.created_at >= $1 and o.created_at < $2 and ${REVENUE}
       group by 1 order by 1`,
      window,
    );
    // The orders still waiting for the kitchen's yes, for the close-out's confirmation to name them.
    const awaiting = await q.query<{
      id: string;
      kind: (typeof ORDER_KINDS)[number];
      order_number: number;
      created_at: Date;
      order_type: (typeof ORDER_TYPES)[number];
      payment_method: (typeof PAYMENT_METHODS)[number];
      customer_name: string;
      total_rappen: number;
    }>(
      `select o.id, o.kind, o.order_number, o.created_at, o.order_type, o.payment_method,
              trim(o.customer_first_name || ' ' || o.customer_last_name) as customer_name, o.total_rappen
       from orders o
       where o.created_at >= $1 and o.created_at < $2 and o.status = 'NEW'
         and o.payment_status in ('NOT_REQUIRED', 'SUCCEEDED')
       order by o.created_at, o.id`,
      window,
    );
    const options = await optionSales(q, window);
    const promoCodes = await promoUses(q, window);
    const vouchers = await voucherFigures(q, window, day.date);
    const revenue = buckets.rows.filter((r) => r.bucket === 'REVENUE');
    const total = (rows: TBucketRow[], count: (r: TBucketRow) => number, sum: (r: TBucketRow) => number) => ({
      count: rows.reduce((s, r) => s + count(r), 0),
      amount: toChf(rows.reduce((s, r) => s + sum(r), 0)),
    });
    const countSum = (rows: TBucketRow[]) => {
      const t = total(
        rows,
        (r) => r.n,
        (r) => r.gross,
      );
      return { count: t.count, gross: t.amount };
    };
    const revenueTotal = countSum(revenue);
    const found = await corrections(q, day);
    const revenueRappen = revenue.reduce((s, r) => s + r.gross, 0);
    return {
      date: day.date,
      from: day.from.toISOString(),
      to: day.to.toISOString(),
      closed: false,
      closedAt: null,
      closedBy: null,
      revenue: revenueTotal,
      byPaymentMethod: sumBy(PAYMENT_METHODS, revenue, (r) => r.payment_method).map(({ key, ...s }) => ({
        paymentMethod: key,
        ...s,
      })),
      byOrderType: sumBy(ORDER_TYPES, revenue, (r) => r.order_type).map(({ key, ...s }) => ({
        orderType: key,
        ...s,
      })),
      byKind: sumBy(ORDER_KINDS, revenue, (r) => r.kind).map(({ key, ...s }) => ({ kind: key, ...s })),
      byVatRate: vat.rows.map((r) => ({
        ratePercent: r.tenths / 10,
        gross: toChf(r.gross),
        vat: toChf(r.vat),
      })),
      discounts: total(
        revenue,
        (r) => r.discount_n,
        (r) => r.discount,
      ),
      deliveryFees: total(
        revenue,
        (r) => r.delivery_n,
        (r) => r.delivery,
      ),
      cardFees: total(
        revenue,
        (r) => r.card_n,
        (r) => r.card,
      ),
      cancellations: countSum(buckets.rows.filter((r) => r.bucket === 'CANCELLED')),
      refunds: countSum(buckets.rows.filter((r) => r.bucket === 'REFUNDED')),
      awaitingConfirmation: countSum(buckets.rows.filter((r) => r.bucket === 'AWAITING')),
      awaitingOrders: awaiting.rows.map((r) => ({
        orderId: r.id,
        kind: r.kind,
        orderNumber: r.order_number,
        createdAt: r.created_at.toISOString(),
        orderType: r.order_type,
        paymentMethod: r.payment_method,
        customerName: r.customer_name,
        gross: toChf(Number(r.total_rappen)),
      })),
      byOption: options,
      promoCodes,
      vouchers,
      courierCash: await courierCashOf(q, day.date),
      corrections: found.map(({ rappen: _, ...c }) => c),
      net: toChf(revenueRappen + found.reduce((s, c) => s + c.rappen, 0)),
    };
  }

  /**
   * Each courier's cash on the shifts started on the business day (docs/decisions/034): the float, what was
   * taken at the doors, what should come back, and once settled what was handed in and the difference.
   */
  async function courierCashOf(q: TQueryable, date: string): Promise<TCourierCash[]> {
    const { rows } = await q.query<{
      courier_name: string;
      float_rappen: number;
      collected: number;
      n: number;
      handed_in_rappen: number | null;
      settled_at: Date | null;
    }>(
      `select s.courier_name, s.float_rappen, s.handed_in_rappen, s.settled_at,
              coalesce(sum(o.cash_collected_rappen), 0)::int as collected, count(o.id)::int as n
       from courier_shifts s left join orders o on o.courier_shift_id = s.id
       where s.business_date = $1::date
       group by s.id order by s.started_at`,
      [date],
    );
    return rows.map((r) => {
      const expected = Number(r.float_rappen) + Number(r.collected);
      return {
        courierName: r.courier_name,
        float: toChf(Number(r.float_rappen)),
        collected: toChf(Number(r.collected)),
        cashDeliveries: Number(r.n),
        expected: toChf(expected),
        handedIn: r.handed_in_rappen === null ? null : toChf(Number(r.handed_in_rappen)),
        difference: r.handed_in_rappen === null ? null : toChf(Number(r.handed_in_rappen) - expected),
        settled: r.settled_at !== null,
      };
    });
  }

  async function stored(q: TQueryable, date: string): Promise<TCloseOut | undefined> {
    const { rows } = await q.query<{ figures: TCloseOut }>(
      'select figures from close_outs where business_date = $1::date',
      [date],
    );
    return rows[0]?.figures;
  }

  return {
    /** The restaurant's zone now (the close-out's and the business day's clock). */
    get timeZone() {
      return options.timeZone;
    },
    /** The close-out of business day `date`: the stored figures once closed, else computed now. */
    async closeOut(date: string): Promise<TCloseOut> {
      const day = dayOf(date);
      return (await stored(pool, date)) ?? compute(pool, day);
    },

    /**
     * Closes business day `date`: computes its figures and stores them, in one transaction. 409
     * DAY_CLOSED when it was closed already; 400 when it has not started yet. The orders table is
     * locked against changes (SHARE) while the figures are computed, so a change is either in them or
     * recorded after `closedAt` (and then a correction of a later day), never neither.
     */
    async close(date: string, by: { userId: number | null; username: string }, now = new Date()) {
      const day = dayOf(date);
      if (now < day.from) throw badRequest('This business day has not started yet.');
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('lock table orders in share mode');
        if (await stored(client, date)) throw conflict('This business day is already closed.', 'DAY_CLOSED');
        const { rows } = await client.query<{ closed_at: Date }>('select clock_timestamp() as closed_at');
        const closedAt = rows[0]?.closed_at ?? new Date();
        const figures: TCloseOut = {
          ...(await compute(client, day)),
          closed: true,
          closedAt: closedAt.toISOString(),
          closedBy: by.username,
        };
        const inserted = await client.query(
          `insert into close_outs (business_date, figures, closed_at, closed_by, closed_by_user_id)
           values ($1::date, $2::jsonb, $3, $4, $5) on conflict do nothing`,
          [date, JSON.stringify(figures), closedAt, by.username, by.userId],
        );
        if (inserted.rowCount !== 1) throw conflict('This business day is already closed.', 'DAY_CLOSED');
        await client.query('commit');
        return figures;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },

    /** The restaurant's name, for the PDF and the printout. */
    async restaurantName(): Promise<string> {
      const { rows } = await pool.query<{ name: string }>(
        'select name from restaurant_info order by id limit 1',
      );
      return rows[0]?.name ?? '';
    },

    /** Checks a range (400 when it is not one, or longer than MAX_REPORT_DAYS). */
    range: rangeOf,

    /**
     * The reports page of business days `from`..`to` (both included), from the revenue orders as they
     * are now. topItems and categories count the lines' gross as unit price × quantity, before the
     * sale discount (a discount applies to the whole order, not to a line); lines of a menu item since
     * deleted count under 'OTHER', buffet lines under 'BUFFET'.
     */
    async summary(
      from: string,
      to: string,
      language: TLanguage = FALLBACK_LANGUAGE,
    ): Promise<TReportSummary> {
      const range = rangeOf(from, to);
      const window = [range.from.from, range.to.to];
      const totals = await pool.query<{ n: number; gross: number; delivery_n: number }>(
        `select count(*)::int as n, coalesce(sum(o.total_rappen), 0)::bigint as gross,
                count(*) filter (where o.order_type = 'DELIVERY')::int as delivery_n
         from orders o where o.created_at >= $1 and o.created_at < $2 and ${REVENUE}`,
        window,
      );
      const byDay = await pool.query<{ date: string; n: number; gross: number }>(
        withTz(
          `select ${bdate('o.created_at')}::text as date, count(*)::int as n, sum(o.total_rappen)::bigint as gross
           from orders o where o.created_at >= $1 and o.created_at < $2 and ${REVENUE} group by 1`,
          window,
        ),
      );
      const byHour = await pool.query<{ hour: number; n: number; gross: number }>(
        withTz(
          `select extract(hour from o.created_at at time zone $tz::text)::int as hour, count(*)::int as n,
                  sum(o.total_rappen)::bigint as gross
           from orders o where o.created_at >= $1 and o.created_at < $2 and ${REVENUE} group by 1`,
          window,
        ),
      );
      const lines = `from orders o
         join order_items l on l.order_id = o.id
         left join menu_items m on m.id = l.menu_item_id
         left join food_items fm on fm.id = m.food_item_id
         left join buffet_items b on b.id = l.buffet_item_id
         left join food_items fb on fb.id = b.food_item_id
         where o.created_at >= $1 and o.created_at < $2 and ${REVENUE}`;
      // Named in the reader's language where the food item has it, else in the default language.
      const top = await pool.query<{ name: string; quantity: number; gross: number }>(
        `select min(coalesce(fm.translations -> $3::text ->> 'name', fb.translations -> $3::text ->> 'name',
                            fm.name, fb.name, l.name)) as name,
                sum(l.quantity)::bigint as quantity,
                sum(l.unit_price_rappen::bigint * l.quantity)::bigint as gross
         ${lines}
         group by case when l.menu_item_id is not null then 'm' || l.menu_item_id
                       when l.buffet_item_id is not null then 'b' || l.buffet_item_id else 'n' || l.name end
         order by 2 desc, 3 desc, 1 limit 10`,
        [...window, language],
      );
      const categories = await pool.query<{ category: string; quantity: number; gross: number }>(
        `select case when o.kind = 'BUFFET' or l.buffet_item_id is not null then 'BUFFET'
                     else coalesce(m.category, 'OTHER') end as category,
                sum(l.quantity)::bigint as quantity, sum(l.unit_price_rappen::bigint * l.quantity)::bigint as gross
         ${lines}
         group by 1 order by 3 desc, 1`,
        window,
      );
      const promoCodes = await promoUses(pool, window);
      const vouchers = await voucherFigures(pool, window, to);
      const t = totals.rows[0] ?? { n: 0, gross: 0, delivery_n: 0 };
      const days = new Map(byDay.rows.map((r) => [r.date, r]));
      const hours = new Map(byHour.rows.map((r) => [r.hour, r]));
      return {
        from,
        to,
        revenue: { count: t.n, gross: toChf(t.gross) },
        averageOrderValue: t.n === 0 ? 0 : toChf(Math.round(t.gross / t.n)),
        deliveryShare: t.n === 0 ? 0 : t.delivery_n / t.n,
        byDay: range.days.map((date) => ({
          date,
          count: days.get(date)?.n ?? 0,
          gross: toChf(days.get(date)?.gross ?? 0),
        })),
        byHour: Array.from({ length: 24 }, (_, hour) => ({
          hour,
          count: hours.get(hour)?.n ?? 0,
          gross: toChf(hours.get(hour)?.gross ?? 0),
        })),
        topItems: top.rows.map((r) => ({ name: r.name, quantity: r.quantity, gross: toChf(r.gross) })),
        categories: categories.rows.map((r) => ({
          category: r.category,
          quantity: r.quantity,
          gross: toChf(r.gross),
        })),
        promoCodes,
        vouchers,
      };
    },

    /**
     * The order lines of the range's orders that count or were cancelled or refunded, oldest first,
     * read a month of business days at a time (a year never sits in memory at once).
     */
    async *orderLines(from: string, to: string): AsyncGenerator<TOrderLineRow[]> {
      const range = rangeOf(from, to);
      const info = await pool.query<{ language: TLanguage }>(
        'select default_language as language from restaurant_info order by id limit 1',
      );
      const fallback = info.rows[0]?.language ?? 'de';
      for (let start = 0; start < range.days.length; start += 31) {
        const chunk = range.days.slice(start, start + 31);
        const first = businessDay(chunk[0] ?? from, options.timeZone);
        const last = businessDay(chunk[chunk.length - 1] ?? to, options.timeZone);
        const { rows } = await pool.query<
          Omit<TOrderLineRow, 'options'> & { option_list: TOrderedOption[]; language: TLanguage }
        >(
          withTz(
            `select ${bdate('o.created_at')}::text as business_date,
                    replace(to_char(o.created_at at time zone $tz::text, 'YYYY-MM-DD"T"HH24:MI'), 'T', ' ')
                      as created_local,
                    o.order_number, o.id as order_id, o.kind, o.order_type, o.payment_method,
                    o.payment_status, o.status, l.name as item, l.quantity, l.unit_price_rappen,
                    l.vat_tenths, o.discount_rappen, o.delivery_fee_rappen, o.card_fee_rappen,
                    o.total_rappen, l.options as option_list, o.language, o.promo_code,
                    o.promo_discount_rappen, o.voucher_code, o.voucher_amount_rappen
             from orders o join order_items l on l.order_id = o.id
             where o.created_at >= $1 and o.created_at < $2 and ${COUNTS}
             order by o.created_at, o.id, l.position`,
            [first.from, last.to],
          ),
        );
        // A line's options as the item is named: in the order's language.
        yield rows.map(({ option_list, language, ...row }) => ({
          ...row,
          options: (option_list ?? [])
            .map((o) => `${nameIn(o.groupNames, language, fallback)}: ${nameIn(o.names, language, fallback)}`)
            .join('; '),
        }));
      }
    },
  };
}

export type TOrderLineRow = {
  business_date: string;
  created_local: string;
  order_number: number;
  order_id: string;
  kind: string;
  order_type: string;
  payment_method: string;
  payment_status: string;
  status: string;
  item: string;
  quantity: number;
  unit_price_rappen: number;
  vat_tenths: number;
  discount_rappen: number;
  delivery_fee_rappen: number;
  card_fee_rappen: number;
  total_rappen: number;
  /** The line's options (dish options), 'Protein: Tofu; Spice level: Hot'; '' without. */
  options: string;
  /** The order's promo code (null without) and what it took off the items after the sale. */
  promo_code: string | null;
  promo_discount_rappen: number;
  voucher_code: string | null;
  voucher_amount_rappen: number;
};

export type TReportsService = ReturnType<typeof reportsService>;
