import { API, ROUTE } from '@app/shared/api-paths';
import { ZStationInputSchema, ZStationSchema } from '@app/shared/kitchen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSerialIdParams as ZIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TStationsService } from './service';

/**
 * /api/admin/stations: the kitchen's stations, list, create, change (PUT: name, target minutes and
 * printers as sent), delete. Admins only: a KITCHEN account chooses among them on the kitchen display's
 * own route. Bad input answers 422 with the fields named and changes nothing; a name taken, 409.
 */
export const stationsRoutes: FastifyPluginAsyncZod<{ stations: TStationsService }> = async (
  app,
  { stations: service },
) => {
  // Bad input answers 422 with the fields named, as the other settings' admin routes (decision 019).
  const invalid = { validationStatus: 422 } as const;

  app.get(
    API.adminStations,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZStationSchema) } } },
    () => service.list(),
  );
  app.post(
    API.adminStations,
    {
      config: { access: 'admin', ...invalid },
      schema: { body: ZStationInputSchema, response: { 201: ZStationSchema } },
    },
    async (request, reply) => {
      const by = await requireAdmin(request);
      return reply.code(201).send(await service.create(request.body, by.username));
    },
  );
  app.put(
    ROUTE.adminStation,
    {
      config: { access: 'admin', ...invalid },
      schema: { params: ZIdParams, body: ZStationInputSchema, response: { 200: ZStationSchema } },
    },
    async (request) => {
      const by = await requireAdmin(request);
      return service.update(request.params.id, request.body, by.username);
    },
  );
  app.delete(
    ROUTE.adminStation,
    { config: { access: 'admin' }, schema: { params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const by = await requireAdmin(request);
      await service.remove(request.params.id, by.username);
      return reply.code(204).send(null);
    },
  );
};
