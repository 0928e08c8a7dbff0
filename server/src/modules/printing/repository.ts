import { PRINTER_ALERT_AFTER_MS, type TPrintCopy, type TPrintStatus } from '@app/shared/printing';
import { and, asc, count, countDistinct, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { orderItems, orders, printers, printJobs, stationPrinters, stations } from '../../db/schema';

export type TPrinterRow = typeof printers.$inferSelect;
export type TPrintJobRow = typeof printJobs.$inferSelect;
type TPrinterValues = Omit<typeof printers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Jobs that still have to reach their printer. */
const PENDING = ['QUEUED', 'WAITING'] as const;

/** A job waiting for its printer longer than the alert's two minutes. */
const overdue = () =>
  and(
    eq(printJobs.status, 'WAITING'),
    lt(printJobs.waitingSince, sql`now() - make_interval(secs => ${PRINTER_ALERT_AFTER_MS / 1000})`),
  );

export function printingRepository(db: TDb) {
  return {
    async list() {
      const rows = await db.select().from(printers).orderBy(asc(printers.id));
      const pending = await db
        .select({ printerId: printJobs.printerId, n: count() })
        .from(printJobs)
        .where(inArray(printJobs.status, PENDING))
        .groupBy(printJobs.printerId);
      const byPrinter = new Map(pending.map((p) => [p.printerId, p.n]));
      return rows.map((row) => ({ row, pendingJobs: byPrinter.get(row.id) ?? 0 }));
    },
    async find(id: number) {
      const [row] = await db.select().from(printers).where(eq(printers.id, id));
      return row;
    },
    async insert(values: TPrinterValues) {
      const [row] = await db.insert(printers).values(values).returning();
      if (!row) throw new Error('printer insert returned no row');
      return row;
    },
    async update(id: number, values: TPrinterValues) {
      const [row] = await db
        .update(printers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(printers.id, id))
        .returning();
      return row;
    },
    async remove(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The orders whose only pending copies were on this printer are no longer waiting for it.
        const orderIds = (
          await tx
            .select({ orderId: printJobs.orderId })
            .from(printJobs)
            .where(and(eq(printJobs.printerId, id), inArray(printJobs.status, PENDING)))
        ).flatMap((r) => (r.orderId ? [r.orderId] : []));
        const removed = await tx.delete(printers).where(eq(printers.id, id)).returning({ id: printers.id });
        for (const orderId of new Set(orderIds)) await refreshOrderPrintStatus(tx, orderId);
        return removed.length > 0;
      });
    },
    /** Enabled printers and the copies they print (read in the transaction that queues a print). */
    enabledIn(tx: TTx | TDb) {
      return tx.select().from(printers).where(eq(printers.enabled, true)).orderBy(asc(printers.id));
    },
    /**
     * Which stations each printer serves, in the stations' order, and which of them have lines of the
     * order (routed at its confirmation, earlier in the same transaction): read where the copies are queued.
     */
    async stationsToPrint(tx: TTx, orderId: string) {
      const served = await tx
        .select({ printerId: stationPrinters.printerId, stationId: stationPrinters.stationId })
        .from(stationPrinters)
        .innerJoin(stations, eq(stations.id, stationPrinters.stationId))
        .orderBy(asc(stations.position), asc(stations.id));
      const withLines = await tx
        .selectDistinct({ stationId: orderItems.stationId })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.stationId)));
      return { served, withLines: new Set(withLines.map((l) => l.stationId)) };
    },
    async insertJobs(
      tx: TTx,
      jobs: {
        orderId: string | null;
        printerId: number;
        copy: TPrintCopy;
        stationId?: number | null;
        requestedBy: string;
      }[],
    ) {
      if (jobs.length === 0) return [];
      return tx.insert(printJobs).values(jobs).returning({ id: printJobs.id });
    },
    async job(id: number) {
      const [row] = await db.select().from(printJobs).where(eq(printJobs.id, id));
      return row;
    },
    /** The job printed: recorded once, the printer's error cleared, the order's status brought up to date. */
    async markPrinted(job: TPrintJobRow) {
      await db.transaction(async (tx) => {
        const done = await tx
          .update(printJobs)
          .set({ status: 'PRINTED', printedAt: new Date(), lastError: null })
          .where(and(eq(printJobs.id, job.id), inArray(printJobs.status, PENDING)))
          .returning({ id: printJobs.id });
        await tx
          .update(printers)
          .set({ lastPrintedAt: new Date(), lastError: null, lastErrorAt: null })
          .where(eq(printers.id, job.printerId));
        if (done.length > 0 && job.orderId) await refreshOrderPrintStatus(tx, job.orderId);
      });
    },
    /** The job could not print: it waits for its printer (since its first failure), and so does the order. */
    async markWaiting(job: TPrintJobRow, error: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(printJobs)
          .set({
            status: 'WAITING',
            attempts: sql`${printJobs.attempts} + 1`,
            lastError: error,
            waitingSince: sql`coalesce(${printJobs.waitingSince}, now())`,
          })
          .where(and(eq(printJobs.id, job.id), inArray(printJobs.status, PENDING)));
        await tx
          .update(printers)
          .set({ lastError: error, lastErrorAt: new Date() })
          .where(eq(printers.id, job.printerId));
        if (job.orderId) await refreshOrderPrintStatus(tx, job.orderId);
      });
    },
    async markCancelled(job: TPrintJobRow) {
      await db.transaction(async (tx) => {
        await tx.update(printJobs).set({ status: 'CANCELLED' }).where(eq(printJobs.id, job.id));
        if (job.orderId) await refreshOrderPrintStatus(tx, job.orderId);
      });
    },
    recordPrinterResult(id: number, error: string | null) {
      return db
        .update(printers)
        .set(
          error === null
            ? { lastPrintedAt: new Date(), lastError: null, lastErrorAt: null }
            : { lastError: error, lastErrorAt: new Date() },
        )
        .where(eq(printers.id, id));
    },
    /** How many orders have a copy waiting for its printer longer than two minutes (the alert). */
    async countProblems(): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(printJobs.orderId) })
        .from(printJobs)
        .where(overdue());
      return row?.n ?? 0;
    },
    /**
     * Every copy waiting for its printer, oldest first, with its order and printer: the incoming screen
     * shows them at once (the alert waits two minutes).
     */
    problems() {
      return db
        .select({
          orderId: orders.id,
          kind: orders.kind,
          orderNumber: orders.orderNumber,
          printerId: printers.id,
          printerName: printers.name,
          copy: printJobs.copy,
          since: printJobs.waitingSince,
          lastError: printJobs.lastError,
        })
        .from(printJobs)
        .innerJoin(orders, eq(orders.id, printJobs.orderId))
        .innerJoin(printers, eq(printers.id, printJobs.printerId))
        .where(eq(printJobs.status, 'WAITING'))
        .orderBy(asc(printJobs.waitingSince))
        .limit(100);
    },
    refreshOrderPrintStatus: (tx: TTx, orderId: string) => refreshOrderPrintStatus(tx, orderId),
    /**
     * Each line's options as ordered (dish options) and the station it was routed to, in the lines' order:
     * the kitchen ticket names the options, a station's ticket keeps its own lines.
     */
    async lines(orderId: string) {
      const rows = await db
        .select({ options: orderItems.options, stationId: orderItems.stationId })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
      return rows.map((r) => ({ options: r.options ?? [], stationId: r.stationId }));
    },
    /** The station a station's ticket is headed by; undefined once it was deleted. */
    async station(id: number) {
      const [row] = await db
        .select({ id: stations.id, name: stations.name })
        .from(stations)
        .where(eq(stations.id, id));
      return row;
    },
  };
}

/**
 * An order's print status from its jobs: WAITING_FOR_PRINTER while any copy waits, QUEUED while any is
 * queued, PRINTED when all that were not cancelled printed, NONE without any.
 *
 * The order's row is locked first: copies printed at once on several printers (a ticket per station)
 * finish in concurrent transactions, and each would otherwise read the others' jobs as still queued and
 * leave the order QUEUED for good. Waiting for the lock, each reads the jobs the others committed.
 */
async function refreshOrderPrintStatus(tx: TTx, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const jobs = await tx
    .select({ status: printJobs.status })
    .from(printJobs)
    .where(eq(printJobs.orderId, orderId));
  const statuses = new Set(jobs.map((j) => j.status));
  const status: TPrintStatus = statuses.has('WAITING')
    ? 'WAITING_FOR_PRINTER'
    : statuses.has('QUEUED')
      ? 'QUEUED'
      : statuses.has('PRINTED')
        ? 'PRINTED'
        : 'NONE';
  await tx.update(orders).set({ printStatus: status }).where(eq(orders.id, orderId));
}

export type TPrintingRepository = ReturnType<typeof printingRepository>;
