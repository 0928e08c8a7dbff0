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
      config: { access: 'public' },
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

  // `npm run bench` only: a route doing no work, through the same hooks as every other, as the
  // throughput ceiling the hot reads are compared with. Off unless the variable is set.
  if (process.env.BENCH_REFERENCE_ROUTE === '1')
    app.get('/api/bench/ping', { config: { access: 'public' } }, async () => ({ pong: true }));
};
