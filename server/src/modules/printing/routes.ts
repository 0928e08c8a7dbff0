import { API, ROUTE } from '@app/shared/api-paths';
import { ORDER_KINDS } from '@app/shared/order-kind';
import {
  ZPrinterInputSchema,
  ZPrinterSchema,
  ZPrinterTestResultSchema,
  ZPrintProblemsSchema,
} from '@app/shared/printing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TRateLimiter } from '../../lib/rate-limit';
import { ZSerialIdParams as ZPrinterIdParams, ZPublicIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TPrintingService } from './service';

/**
 * Test prints per admin: enough to set up a few printers and try again after fixing one, too few to probe
 * the network with (each try opens a connection to an address and port the admin chose).
 */
const TEST_PRINTS_PER_ADMIN = { limit: 10, windowMs: 10 * 60_000 };

/** Network printers: settings, a test page, "Print again", and the tickets waiting for a printer. */
export const printingRoutes: FastifyPluginAsyncZod<{
  printing: TPrintingService;
  limiter: TRateLimiter;
}> = async (app, { printing, limiter }) => {
  app.get(
    API.adminPrinters,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZPrinterSchema) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return printing.list(request.language);
    },
  );
  app.post(
    API.adminPrinters,
    { config: { access: 'admin' }, schema: { body: ZPrinterInputSchema, response: { 201: ZPrinterSchema } } },
    async (request, reply) => reply.code(201).send(await printing.create(request.body)),
  );
  app.put(
    ROUTE.adminPrinter,
    {
      config: { access: 'admin' },
      schema: { params: ZPrinterIdParams, body: ZPrinterInputSchema, response: { 200: ZPrinterSchema } },
    },
    (request) => printing.update(request.params.id, request.body),
  );
  app.delete(
    ROUTE.adminPrinter,
    { config: { access: 'admin' }, schema: { params: ZPrinterIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await printing.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    ROUTE.adminPrinterTest,
    {
      config: { access: 'admin' },
      schema: { params: ZPrinterIdParams, response: { 200: ZPrinterTestResultSchema } },
    },
    async (request) => {
      const { username } = await requireAdmin(request);
      await limiter.consume(
        `printer-test:${username}`,
        TEST_PRINTS_PER_ADMIN,
        'Too many test prints. Please wait a few minutes and try again.',
      );
      return printing.testPrint(request.params.id);
    },
  );
  app.get(
    API.adminPrintProblems,
    { config: { access: 'admin' }, schema: { response: { 200: ZPrintProblemsSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return printing.problems(request.language);
    },
  );
  for (const kind of ORDER_KINDS) {
    app.post(
      ROUTE.adminOrderPrint(kind),
      {
        config: { access: 'admin' },
        schema: { params: ZPublicIdParams, response: { 202: z.object({ queued: z.int() }) } },
      },
      async (request, reply) =>
        reply.code(202).send(await printing.printAgain(kind, request.params.id, await requireAdmin(request))),
    );
  }
};
