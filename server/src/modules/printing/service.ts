import { nameIn } from '@app/shared/dish-options';
import { FALLBACK_LANGUAGE, type TLanguage } from '@app/shared/languages';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TPrintCopy, TPrinter, TPrinterInput, TPrintProblem } from '@app/shared/printing';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TTx } from '../../db/client';
import type { orders } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { TJobs } from '../../jobs/queue';
import { AppError, notFound } from '../../lib/app-error';
import { confirmedOrder, onChange } from '../../lib/change-hooks';
import type { TOrderAdminService, TOrdersService } from '../orders';
import { kitchenLanguageOf, type TRestaurantInfoService } from '../restaurant-info';
import { encodePrintouts, plainPrintout, type TPrintout } from './escpos';
import { printingRepository, type TPrinterRow, type TPrintingRepository } from './repository';
import { kitchenTicket, stationTicket, type TKitchenOrder, testPage } from './tickets';
import {
  checkPrinterPort,
  IDENTIFY_TIMEOUT_MS,
  PrinterError,
  printerAddress,
  sendToPrinter,
  type TPrinterNetwork,
  type TSendOptions,
} from './transport';

type TOrderRow = typeof orders.$inferSelect;
export type TPrintJob = { printJobId: number };

const NO_PRINTER = 'No network printer is set up. Print on this device instead.';
const PRINTER_NOT_FOUND = 'This printer could not be found.';

function toPrinter(row: TPrinterRow, pendingJobs: number, language: TLanguage = FALLBACK_LANGUAGE): TPrinter {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    columns: row.columns,
    codePage: row.codePage,
    copies: row.copies,
    enabled: row.enabled,
    lastError: row.lastError === null ? null : translate(language, row.lastError),
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    lastPrintedAt: row.lastPrintedAt?.toISOString() ?? null,
    pendingJobs,
  };
}

/**
 * Network printing (docs/decisions/011). A confirmed order's copies (kitchen ticket, customer receipt) are
 * queued as print jobs in the transaction that confirms it, one job per printer and copy; the 'print' worker
 * sends each to its printer and, while the printer cannot take it, keeps it WAITING and retries every
 * PRINT_RETRY_SECONDS. A job is marked PRINTED once and never sent again after that.
 */
export function printingService(
  db: TDb,
  deps: {
    jobs: TJobs;
    orderAdmin: Pick<TOrderAdminService, 'receipt' | 'getOne'>;
    orders: Pick<TOrdersService, 'findById'>;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    network: TPrinterNetwork;
    retrySeconds: number;
    timeZone: string;
    log: FastifyBaseLogger;
    transport?: TSendOptions;
  },
) {
  const repo: TPrintingRepository = printingRepository(db);

  /**
   * The host must be on the restaurant's own network and the port a printer port (checked when saved and
   * before each job).
   */
  async function checkPrinter(host: string, port: number) {
    try {
      checkPrinterPort(port, deps.network);
      await printerAddress(host, deps.network);
    } catch (error) {
      if (!(error instanceof PrinterError)) throw error;
      const port = error.fault === 'PORT';
      throw new AppError(400, error.message, {
        code: port ? 'PRINTER_PORT' : 'PRINTER_ADDRESS',
        details: { [port ? 'port' : 'host']: error.message },
      });
    }
  }

  async function send(printer: TPrinterRow, printouts: TPrintout[]) {
    checkPrinterPort(printer.port, deps.network);
    const address = await printerAddress(printer.host, deps.network);
    const bytes = encodePrintouts(printouts, { columns: printer.columns, codePage: printer.codePage });
    await sendToPrinter(address, printer.port, bytes, deps.transport);
  }

  /**
   * Prints now (a test page, the close-out): the printer's answer, or 502 with what went wrong. A device
   * that is not a printer (or nothing at all) is reported no sooner than a silent one would be, so the
   * answer's timing does not tell a closed port from an open one either.
   */
  async function printNow(printer: TPrinterRow, printouts: TPrintout[]): Promise<{ printedAt: string }> {
    const started = Date.now();
    try {
      await send(printer, printouts);
    } catch (error) {
      if (!(error instanceof PrinterError)) throw error;
      if (error.fault === 'UNREACHABLE') {
        const identify = deps.transport?.identifyTimeoutMs ?? IDENTIFY_TIMEOUT_MS;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + identify - Date.now())));
      }
      await repo.recordPrinterResult(printer.id, error.message);
      throw new AppError(502, error.message, { code: 'PRINTER_UNAVAILABLE' });
    }
    await repo.recordPrinterResult(printer.id, null);
    return { printedAt: new Date().toISOString() };
  }

  /**
   * Queues the order's copies on every enabled printer, in `tx` (the confirmation's transaction, or a
   * "Print again"). A KITCHEN copy on a printer that serves stations is one job per station it serves with
   * lines of this order (routed earlier in the confirmation's transaction), none for a station without;
   * on a printer that serves no station it is the whole kitchen ticket, as before stations existed.
   * Returns how many jobs were queued: none without a printer.
   */
  async function queueOrder(tx: TTx, orderId: string, requestedBy: string): Promise<number> {
    const printers = await repo.enabledIn(tx);
    const { served, withLines } = await repo.stationsToPrint(tx, orderId);
    const wanted = printers.flatMap((p) =>
      p.copies.flatMap(
        (copy: TPrintCopy): { printerId: number; copy: TPrintCopy; stationId: number | null }[] => {
          const stations = served.filter((s) => s.printerId === p.id).map((s) => s.stationId);
          if (copy !== 'KITCHEN' || stations.length === 0)
            return [{ printerId: p.id, copy, stationId: null }];
          return stations
            .filter((id) => withLines.has(id))
            .map((stationId) => ({ printerId: p.id, copy, stationId }));
        },
      ),
    );
    const rows = await repo.insertJobs(
      tx,
      wanted.map((w) => ({ ...w, orderId, requestedBy })),
    );
    for (const row of rows) {
      await deps.jobs.send(tx, 'print', { printJobId: row.id } satisfies TPrintJob, {
        retryDelay: deps.retrySeconds,
      });
    }
    if (rows.length > 0) await repo.refreshOrderPrintStatus(tx, orderId);
    return rows.length;
  }

  /**
   * The printout of one copy of an order, for `printer`'s width; with `stationId`, that station's ticket
   * (undefined when there is nothing left to print for it: the station was deleted meanwhile).
   */
  async function orderPrintout(
    order: TOrderRow,
    copy: TPrintCopy,
    columns: number,
    stationId: number | null,
  ): Promise<TPrintout | undefined> {
    if (copy === 'RECEIPT') {
      const text = await deps.orderAdmin.receipt(order.kind, order.id, columns);
      return plainPrintout(text.replace(/\n$/, '').split('\n'));
    }
    // The kitchen's language, read at each ticket: a change of the setting prints the very next one in it.
    // Dish names as the menu shows them: that language's, else the default language's, else as ordered.
    const restaurant = await deps.restaurantInfo.stored();
    const language = kitchenLanguageOf(restaurant);
    const fallback = restaurant?.defaultLanguage;
    const full = await deps.orderAdmin.getOne(order.kind, order.id, language, fallback);
    // Options by group, in the kitchen's language ("Spice level: Hot"), read from the lines as ordered,
    // with the station each line was routed to at confirmation.
    const lines = await repo.lines(order.id);
    const c = full.customerInfo;
    const items = full.orderItems.map((i, index) => ({
      name: i.name,
      quantity: i.quantity,
      stationId: lines[index]?.stationId ?? null,
      options: (lines[index]?.options ?? []).map((o) => ({
        group: nameIn(o.groupNames, language, fallback),
        name: nameIn(o.names, language, fallback),
      })),
    }));
    const ticket: TKitchenOrder = {
      orderNumber: order.orderNumber,
      kind: order.kind,
      orderType: order.orderType,
      asap: order.asap,
      requestedAt: order.requestedAt,
      committedReadyAt: order.committedReadyAt,
      createdAt: order.createdAt,
      customer: { firstName: c.firstName, lastName: c.lastName, phone: c.phone, ...c.address },
      specialInstructions: order.specialInstructions,
      items: items.map(({ name, quantity, options }) => ({ name, quantity, options })),
      enteredBy: order.enteredBy,
    };
    const layout = { columns, timeZone: deps.timeZone, language };
    if (stationId === null) return kitchenTicket(ticket, layout);
    const station = await repo.station(stationId);
    const own = items.filter((i) => i.stationId === stationId);
    if (!station || own.length === 0) return undefined;
    const stationItems = own.map(({ name, quantity, options }) => ({ name, quantity, options }));
    return stationTicket(station, { ...ticket, items: stationItems }, layout);
  }

  return {
    async list(language?: TLanguage): Promise<TPrinter[]> {
      return (await repo.list()).map(({ row, pendingJobs }) => toPrinter(row, pendingJobs, language));
    },
    async create(input: Required<TPrinterInput>): Promise<TPrinter> {
      await checkPrinter(input.host, input.port);
      return toPrinter(await repo.insert({ ...input, copies: [...new Set(input.copies)] }), 0);
    },
    async update(id: number, input: Required<TPrinterInput>): Promise<TPrinter> {
      await checkPrinter(input.host, input.port);
      const row = await repo.update(id, { ...input, copies: [...new Set(input.copies)] });
      if (!row) throw notFound(PRINTER_NOT_FOUND);
      const pending = (await repo.list()).find((p) => p.row.id === id)?.pendingJobs ?? 0;
      return toPrinter(row, pending);
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound(PRINTER_NOT_FOUND);
    },
    async testPrint(id: number) {
      const printer = await repo.find(id);
      if (!printer) throw notFound(PRINTER_NOT_FOUND);
      return printNow(printer, [testPage(printer, new Date(), deps.timeZone)]);
    },
    /**
     * Prints a document now on the receipt printer (the first enabled one printing receipts, else the
     * first enabled one): `render` gets its width in columns and gives the lines.
     */
    async printDocument(render: (columns: number) => string[]): Promise<{ printedAt: string }> {
      const printers = await repo.enabledIn(db);
      const printer = printers.find((p) => p.copies.includes('RECEIPT')) ?? printers[0];
      if (!printer) throw new AppError(409, NO_PRINTER, { code: 'NO_PRINTER' });
      return printNow(printer, [plainPrintout(render(printer.columns))]);
    },
    /** "Print again" on the network printers: 409 NO_PRINTER when none is set up and enabled. */
    async printAgain(kind: TOrderKind, orderId: string, by: { username: string }) {
      const order = await deps.orders.findById(orderId, kind);
      if (!order) throw notFound('This order could not be found.');
      const queued = await db.transaction((tx) => queueOrder(tx, orderId, by.username));
      // None queued with printers set up: only station printers, none serving a station of this order.
      if (queued === 0 && (await repo.enabledIn(db)).length === 0)
        throw new AppError(409, NO_PRINTER, { code: 'NO_PRINTER' });
      return { queued };
    },
    async problems(language: TLanguage = FALLBACK_LANGUAGE): Promise<TPrintProblem[]> {
      return (await repo.problems()).map((p) => ({
        ...p,
        since: (p.since ?? new Date()).toISOString(),
        lastError: p.lastError === null ? null : translate(language, p.lastError),
      }));
    },
    countProblems: () => repo.countProblems(),

    /** The 'print' worker: one copy to one printer; throws (to retry later) while the printer cannot take it. */
    async deliver(job: TPrintJob): Promise<void> {
      const row = await repo.job(job.printJobId);
      if (!row || (row.status !== 'QUEUED' && row.status !== 'WAITING')) return;
      const printer = await repo.find(row.printerId);
      const order = row.orderId ? await deps.orders.findById(row.orderId) : undefined;
      if (!printer?.enabled || !order) {
        await repo.markCancelled(row);
        return;
      }
      const printout = await orderPrintout(order, row.copy, printer.columns, row.stationId);
      if (!printout) {
        await repo.markCancelled(row);
        return;
      }
      try {
        await send(printer, [printout]);
      } catch (error) {
        if (!(error instanceof PrinterError)) throw error;
        await repo.markWaiting(row, error.message);
        deps.log.warn(
          { printer: printer.name, orderId: order.id, fault: error.fault },
          'ticket waits for its printer',
        );
        throw error;
      }
      await repo.markPrinted(row);
    },

    /** Queues the copies of every order that becomes CONFIRMED: confirmed on the incoming screen, or entered so. */
    registerHooks() {
      onChange(db, async (tx, change) => {
        const order = confirmedOrder(change);
        if (order) {
          await queueOrder(
            tx,
            order.id,
            order.enteredBy ? `phone order (${order.enteredBy})` : 'confirmation',
          );
        }
      });
    },
  };
}

export type TPrintingService = ReturnType<typeof printingService>;
