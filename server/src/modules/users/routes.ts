import { API, ROUTE } from '@app/shared/api-paths';
import { ZCreateUserSchema, ZUpdateUserSchema, ZUserSchema } from '@app/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/app-error';
import { ZSerialIdParams as ZIdParams } from '../../lib/route-params';
import type { TUsersService } from './service';

/** /api/admin/users: ADMIN only, by each route's declaration (plugins/access.ts). */
export const usersRoutes: FastifyPluginAsyncZod<{ users: TUsersService }> = async (
  app,
  { users: service },
) => {
  app.get(
    API.adminUsers,
    { config: { access: 'admin' }, schema: { response: { 200: z.array(ZUserSchema) } } },
    () => service.list(),
  );

  app.post(
    API.adminUsers,
    { config: { access: 'admin' }, schema: { body: ZCreateUserSchema, response: { 201: ZUserSchema } } },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.put(
    ROUTE.adminUser,
    {
      config: { access: 'admin' },
      schema: { params: ZIdParams, body: ZUpdateUserSchema, response: { 200: ZUserSchema } },
    },
    async (request) => {
      const session = await request.getSession();
      if (!session?.userId) throw unauthorized();
      const { user, passwordChanged } = await service.update(request.params.id, request.body);
      // A new password signs that user out everywhere else.
      if (passwordChanged) await app.sessions.signOutEverywhere(user.id, session.idHash);
      return user;
    },
  );

  app.delete(
    ROUTE.adminUser,
    { config: { access: 'admin' }, schema: { params: ZIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const session = await request.getSession();
      if (!session?.userId) throw unauthorized();
      await service.remove(request.params.id, session.userId);
      return reply.code(204).send(null);
    },
  );
};
