import { Readable } from 'node:stream';
import { API } from '@app/shared/api-paths';
import { ZPrinterTestResultSchema } from '@app/shared/printing';
import {
  ZCloseOutQuerySchema,
  ZCloseOutSchema,
  ZReportRangeQuerySchema,
  ZReportSummarySchema,
} from '@app/shared/reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/access';
import type { TPrintingService } from '../printing';
import { CSV_BOM, closeOutCsv, csvLine, ORDERS_CSV_HEADER, orderLineCsv } from './csv';
import { closeOutLines, closeOutPdf } from './render';
import type { TReportsService } from './service';

/** What the close-out's printout needs of the printing service: print a document now on the receipt printer. */
export type TDocumentPrinter = Pick<TPrintingService, 'printDocument'>;

/**
 * The close-out and the reports, admins only, never cached. GET close-out answers JSON, or
 * with `format=csv|pdf` a download; POST closes the day; POST …/print prints it on the receipt
 * printer; the summary feeds the reports page; orders.csv streams the range's order lines.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: TReportsService;
  printing: TDocumentPrinter;
}> = async (app, { reports, printing }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    API.adminCloseOut,
    {
      config: { access: 'admin' },
      schema: { querystring: ZCloseOutQuerySchema, response: { 200: ZCloseOutSchema } },
    },
    async (request, reply) => {
      const { date, format = 'json' } = request.query;
      const closeOut = await reports.closeOut(date);
      if (format === 'json') return closeOut;
      // A download, not the JSON the schema describes: sent as it is (Fastify never serializes a
      // string with a non-JSON type, nor a Buffer).
      const download = (reply as unknown as FastifyReply).header(
        'Content-Disposition',
        `attachment; filename="close-out-${date}.${format}"`,
      );
      if (format === 'csv') return download.type('text/csv; charset=utf-8').send(closeOutCsv(closeOut));
      const pdf = await closeOutPdf(closeOut, {
        restaurant: await reports.restaurantName(),
        language: request.language,
        timeZone: reports.timeZone,
      });
      return download.type('application/pdf').send(pdf);
    },
  );

  app.post(
    API.adminCloseOut,
    {
      config: { access: 'admin' },
      schema: { querystring: ZCloseOutQuerySchema, response: { 200: ZCloseOutSchema } },
    },
    async (request) => reports.close(request.query.date, await requireAdmin(request)),
  );

  app.post(
    API.adminCloseOutPrint,
    {
      config: { access: 'admin' },
      schema: { querystring: ZCloseOutQuerySchema, response: { 200: ZPrinterTestResultSchema } },
    },
    async (request) => {
      const closeOut = await reports.closeOut(request.query.date);
      const restaurant = await reports.restaurantName();
      return printing.printDocument((columns) =>
        closeOutLines(closeOut, columns, restaurant, reports.timeZone),
      );
    },
  );

  app.get(
    API.adminReportSummary,
    {
      config: { access: 'admin' },
      schema: { querystring: ZReportRangeQuerySchema, response: { 200: ZReportSummarySchema } },
    },
    (request) => reports.summary(request.query.from, request.query.to, request.language),
  );

  app.get(
    API.adminOrdersCsv,
    { config: { access: 'admin' }, schema: { querystring: ZReportRangeQuerySchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      reports.range(from, to); // 400 before the first byte is sent
      async function* csv() {
        yield CSV_BOM + csvLine(ORDERS_CSV_HEADER);
        for await (const rows of reports.orderLines(from, to)) {
          if (rows.length > 0) yield rows.map(orderLineCsv).join('');
        }
      }
      reply.header('Content-Disposition', `attachment; filename="orders-${from}-${to}.csv"`);
      return reply.type('text/csv; charset=utf-8').send(Readable.from(csv()));
    },
  );
};
