import { API } from '@app/shared/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TBackupsService } from './service';

const ZLatestBackupSchema = z
  .object({
    at: z.string(),
    ok: z.boolean(),
    sizeBytes: z.number().nullable(),
    error: z.string().nullable(),
  })
  .nullable();

/** The back office's "Last backup" line (README "Backups"). */
export const backupsRoutes: FastifyPluginAsyncZod<{ backups: TBackupsService }> = async (
  app,
  { backups },
) => {
  app.get(
    API.adminBackupsLatest,
    {
      config: { access: 'admin' },
      schema: { response: { 200: z.object({ enabled: z.boolean(), latest: ZLatestBackupSchema }) } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { enabled: backups.enabled, latest: await backups.latest() };
    },
  );
};
