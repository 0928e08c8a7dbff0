import { z } from 'zod/mini';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { ORDER_KINDS } from './order-kind';
import { singleLine } from './text';

/**
 * Network printers: Epson-compatible thermal printers driven with ESC/POS over raw TCP
 * (port 9100). The server prints each confirmed order's copies itself, through the job queue.
 */

/** What a printer prints of each confirmed order: the kitchen ticket, the customer receipt, or both. */
export const PRINT_COPIES = ['KITCHEN', 'RECEIPT'] as const;
export type TPrintCopy = (typeof PRINT_COPIES)[number];

/** Paper widths in characters of font A: 58/80 mm printers print 42 or 48 columns. */
export const PRINTER_COLUMNS = [42, 48] as const;

/**
 * Character tables the printer is set to (ESC t n) and the text is encoded in: all of them have the
 * umlauts and é/è/à/ç; CP858 (the default) also has the euro sign.
 */
export const CODE_PAGES = ['CP858', 'CP850', 'CP437', 'WPC1252'] as const;
export type TCodePage = (typeof CODE_PAGES)[number];

/** The printing state of an order, as admin reads show it. */
export const PRINT_STATUSES = ['NONE', 'QUEUED', 'WAITING_FOR_PRINTER', 'PRINTED'] as const;
export type TPrintStatus = (typeof PRINT_STATUSES)[number];

/** A print job waiting this long (printer unreachable, out of paper) raises the admins' alert. */
export const PRINTER_ALERT_AFTER_MS = 2 * 60_000;

export const DEFAULT_PRINTER_PORT = 9100;

export const PRINTER_MESSAGES = {
  name: 'validation.printerName',
  host: 'validation.printerHost',
  port: 'validation.printerPort',
  columns: 'validation.printerColumns',
  codePage: 'validation.printerCodePage',
  copies: 'validation.printerCopies',
} as const satisfies Record<string, TSharedMessageKey>;

/** A host name (letters, digits, dots, hyphens) or an IPv4 / IPv6 address, as typed. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]+\]?)$/;

/** POST /api/admin/printers and PUT /api/admin/printers/{id}. */
export const ZPrinterInputSchema = z.strictObject({
  name: z
    .string({ error: PRINTER_MESSAGES.name })
    .check(z.trim(), z.minLength(1, PRINTER_MESSAGES.name), z.maxLength(60), singleLine()),
  host: z
    .string({ error: PRINTER_MESSAGES.host })
    .check(
      z.trim(),
      z.minLength(1, PRINTER_MESSAGES.host),
      z.maxLength(253),
      z.regex(HOST, PRINTER_MESSAGES.host),
    ),
  port: z._default(
    z
      .number({ error: PRINTER_MESSAGES.port })
      .check(
        z.int(PRINTER_MESSAGES.port),
        z.gte(1, PRINTER_MESSAGES.port),
        z.lte(65_535, PRINTER_MESSAGES.port),
      ),
    DEFAULT_PRINTER_PORT,
  ),
  columns: z._default(z.union([z.literal(42), z.literal(48)], { error: PRINTER_MESSAGES.columns }), 42),
  codePage: z._default(z.enum(CODE_PAGES, { error: PRINTER_MESSAGES.codePage }), 'CP858'),
  copies: z
    .array(z.enum(PRINT_COPIES, { error: PRINTER_MESSAGES.copies }))
    .check(z.minLength(1, PRINTER_MESSAGES.copies), z.maxLength(2, PRINTER_MESSAGES.copies)),
  enabled: z._default(z.boolean(), true),
});
export type TPrinterInput = z.input<typeof ZPrinterInputSchema>;

/** A printer as the back office reads it: its settings and how its printing goes. */
export const ZPrinterSchema = z.object({
  id: z.int(),
  name: z.string(),
  host: z.string(),
  port: z.int(),
  columns: z.int(),
  codePage: z.enum(CODE_PAGES),
  copies: z.array(z.enum(PRINT_COPIES)),
  enabled: z.boolean(),
  /** The last failure (unreachable, out of paper...) since the last success; null when it prints. */
  lastError: z.nullable(z.string()),
  lastErrorAt: z.nullable(z.string()),
  lastPrintedAt: z.nullable(z.string()),
  /** Jobs not yet printed (queued or waiting for the printer). */
  pendingJobs: z.int(),
});
export type TPrinter = z.infer<typeof ZPrinterSchema>;

/** POST /api/admin/printers/{id}/test: printed, or a 502 with the reason (code PRINTER_UNAVAILABLE). */
export const ZPrinterTestResultSchema = z.object({ printedAt: z.string() });

/**
 * GET /api/admin/print-problems: the orders whose tickets wait for a printer (unreachable, out of paper),
 * oldest first, for the incoming screen's banner; the alert counts those waiting longer than
 * PRINTER_ALERT_AFTER_MS.
 */
export const ZPrintProblemSchema = z.object({
  orderId: z.string(),
  kind: z.enum(ORDER_KINDS),
  orderNumber: z.int(),
  printerId: z.int(),
  printerName: z.string(),
  copy: z.enum(PRINT_COPIES),
  since: z.string(),
  lastError: z.nullable(z.string()),
});
export const ZPrintProblemsSchema = z.array(ZPrintProblemSchema);
export type TPrintProblem = z.infer<typeof ZPrintProblemSchema>;
