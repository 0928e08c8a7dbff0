import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { escalations, orders, reservations } from '../../db/schema';

export type TEscalationRow = typeof escalations.$inferSelect;
export type TSubjectKind = TEscalationRow['subjectKind'];
export type TEscalationKey = TEscalationRow['step'];

/** An order the kitchen can see, still NEW, with when it became visible (a card order: once paid). */
export type TOpenOrder = {
  id: string;
  kind: 'MENU' | 'BUFFET';
  orderNumber: number;
  orderType: 'DELIVERY' | 'TAKEAWAY';
  totalRappen: number;
  seen: boolean;
  visibleAt: Date;
  /** What the confirmation clock needs (see confirmClockOf): ASAP or the requested time, the postcode's zone. */
  asap: boolean;
  requestedAt: Date;
  customerPlz: string;
  done: TEscalationKey[];
};

/** A reservation request still REQUESTED. */
export type TOpenReservation = {
  id: string;
  reservationAt: Date;
  numberOfPeople: number;
  seen: boolean;
  visibleAt: Date;
  done: TEscalationKey[];
};

/**
 * When a card order became visible to the kitchen: its payment's success as the status history
 * recorded it (the order's creation when that record is missing); any other order at its creation.
 */
const orderVisibleAt = sql<Date>`case when "orders"."payment_method" = 'CARD' then coalesce((
    select max(h.created_at) from status_history h
     where h.subject_kind = 'ORDER' and h.subject_id = "orders"."id"
       and h.field = 'paymentStatus' and h.to_status = 'SUCCEEDED'), "orders"."created_at")
  else "orders"."created_at" end`;

/** The steps done for each row of `table` (named in full: the subquery's own table has an id too). */
const stepsDone = (kind: TSubjectKind, table: 'orders' | 'reservations') =>
  sql<TEscalationKey[]>`coalesce((select array_agg(e.step) from escalations e
     where e.subject_kind = ${kind} and e.subject_id = ${sql.raw(`"${table}"."id"`)}), '{}')`;

/**
 * The steps taken for orders and reservations nobody saw or confirmed (a push again, an email, an SMS,
 * the automatic cancellation), one row per subject and step. It also reads (never writes) the NEW orders
 * and REQUESTED reservations the periodic checks look at: changing them goes through the orders and
 * reservations services.
 */
export function escalationRepository(db: TDb) {
  return {
    /**
     * NEW orders visible on the incoming screen, placed or wanted at or after `since` (the sweep's
     * horizon): a scheduled order placed days ahead stays in view until its time has passed.
     */
    openOrders(since: Date): Promise<TOpenOrder[]> {
      return db
        .select({
          id: orders.id,
          kind: orders.kind,
          orderNumber: orders.orderNumber,
          orderType: orders.orderType,
          totalRappen: orders.totalRappen,
          seen: sql<boolean>`${orders.seenAt} is not null`,
          visibleAt: sql<Date>`${orderVisibleAt}`.mapWith(orders.createdAt),
          asap: orders.asap,
          requestedAt: orders.requestedAt,
          customerPlz: orders.customerPlz,
          done: stepsDone('ORDER', 'orders'),
        })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'NEW'),
            or(gte(orders.createdAt, since), gte(orders.requestedAt, since)),
            sql`(${orders.paymentMethod} <> 'CARD' or ${orders.paymentStatus} in ('SUCCEEDED', 'NOT_REQUIRED'))`,
          ),
        )
        .orderBy(orders.createdAt)
        .limit(500);
    },

    /**
     * When each of the orders `ids` became visible on the incoming screen, with what its confirmation
     * clock needs (order type, ASAP or the requested time, postcode).
     */
    ordersVisibleAt(ids: string[]) {
      return db
        .select({
          id: orders.id,
          orderType: orders.orderType,
          visibleAt: sql<Date>`${orderVisibleAt}`.mapWith(orders.createdAt),
          asap: orders.asap,
          requestedAt: orders.requestedAt,
          customerPlz: orders.customerPlz,
        })
        .from(orders)
        .where(inArray(orders.id, ids));
    },

    /** REQUESTED reservations made at or after `since`. */
    openReservations(since: Date): Promise<TOpenReservation[]> {
      return db
        .select({
          id: reservations.id,
          reservationAt: reservations.reservationAt,
          numberOfPeople: reservations.numberOfPeople,
          seen: sql<boolean>`${reservations.seenAt} is not null`,
          visibleAt: reservations.createdAt,
          done: stepsDone('RESERVATION', 'reservations'),
        })
        .from(reservations)
        .where(and(eq(reservations.status, 'REQUESTED'), gte(reservations.createdAt, since)))
        .orderBy(reservations.createdAt)
        .limit(500);
    },

    /**
     * Claims a step for a subject, before it acts: true for the one caller that inserted it, false when
     * it was claimed before (by an earlier sweep or another instance). `act` runs in the claim's
     * transaction (what it writes, e.g. a push or an email job, commits with the claim) and says how it went.
     */
    async claim(
      subject: { kind: TSubjectKind; id: string },
      step: TEscalationKey,
      at: Date,
      act?: (tx: TTx) => Promise<{ ok: boolean; detail?: string | undefined }>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(escalations)
          .values({ subjectKind: subject.kind, subjectId: subject.id, step, at, ok: true })
          .onConflictDoNothing()
          .returning({ id: escalations.id });
        if (!row) return false;
        if (act) {
          const outcome = await act(tx);
          if (!outcome.ok || outcome.detail) await setOutcome(tx, row.id, outcome);
        }
        return true;
      });
    },

    /** Records how a claimed step went when it acted outside the claim's transaction (SMS, refund). */
    async settle(
      subject: { kind: TSubjectKind; id: string },
      step: TEscalationKey,
      outcome: { ok: boolean; detail?: string | undefined },
    ): Promise<void> {
      await db
        .update(escalations)
        .set({ ok: outcome.ok, detail: outcome.detail ?? null })
        .where(
          and(
            eq(escalations.subjectKind, subject.kind),
            eq(escalations.subjectId, subject.id),
            eq(escalations.step, step),
          ),
        );
    },

    /** The steps done for `ids`, in the order they were done. */
    escalationsOf(kind: TSubjectKind, ids: string[]): Promise<TEscalationRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(escalations)
        .where(and(eq(escalations.subjectKind, kind), inArray(escalations.subjectId, ids)))
        .orderBy(escalations.at, escalations.id);
    },
  };
}

function setOutcome(tx: TTx, id: number, outcome: { ok: boolean; detail?: string | undefined }) {
  return tx
    .update(escalations)
    .set({ ok: outcome.ok, detail: outcome.detail ?? null })
    .where(eq(escalations.id, id));
}

export type TEscalationRepository = ReturnType<typeof escalationRepository>;
