import { API } from '@app/shared/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** Liveness plus database reachability, for load balancers and the operator. */
export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    API.health,
    {
      schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.literal('reachable') }) } },
    },
    async () => {
      try {
        await pool.query('select 1');
      } catch {
        throw new AppError(503, 'The database is not reachable.', { headers: { 'Retry-After': '5' } });
      }
      return { status: 'ok' as const, database: 'reachable' as const };
    },
  );
};
