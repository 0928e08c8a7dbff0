import { API } from '@app/shared/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

const ZLatestBackupSchema = z.object({
  enabled: z.boolean(),
  latest: z.nullable(
    z.object({
      at: z.string(),
      ok: z.boolean(),
      sizeBytes: z.nullable(z.number()),
      error: z.nullable(z.string()),
    }),
  ),
});
export type TLatestBackup = z.infer<typeof ZLatestBackupSchema>;

/** GET /api/admin/backups/latest: the last nightly backup. */
export function getLatestBackup(signal?: AbortSignal): Promise<TLatestBackup> {
  return apiGet(API.adminBackupsLatest, { schema: ZLatestBackupSchema, signal });
}

export function latestBackupQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'backups', 'latest'],
    queryFn: ({ signal }) => getLatestBackup(signal),
  });
}

export function useLatestBackup() {
  return useQuery(latestBackupQueryOptions());
}
