import type { TOrderKind } from '@app/shared/order-kind';
import type { TPrintProblem } from '@app/shared/printing';

/** One order's tickets that wait for a printer: one line of the incoming screen's banner. */
export interface TOrderPrintProblem {
  orderId: string;
  kind: TOrderKind;
  orderNumber: number;
  /** The printers it waits for, each named once (a printer may owe both copies). */
  printerNames: string[];
  /** The oldest copy's wait. */
  since: string;
  /** The first reason known (not reachable, out of paper...), or null. */
  lastError: string | null;
}

/** The problems per order, oldest first (the server's order), so each order has one line and one button. */
export function problemsByOrder(problems: readonly TPrintProblem[]): TOrderPrintProblem[] {
  const byOrder = new Map<string, TOrderPrintProblem>();
  for (const problem of problems) {
    const key = `${problem.kind}:${problem.orderId}`;
    const known = byOrder.get(key);
    if (!known) {
      byOrder.set(key, {
        orderId: problem.orderId,
        kind: problem.kind,
        orderNumber: problem.orderNumber,
        printerNames: [problem.printerName],
        since: problem.since,
        lastError: problem.lastError,
      });
      continue;
    }
    if (!known.printerNames.includes(problem.printerName)) known.printerNames.push(problem.printerName);
    if (Date.parse(problem.since) < Date.parse(known.since)) known.since = problem.since;
    known.lastError ??= problem.lastError;
  }
  return [...byOrder.values()];
}
