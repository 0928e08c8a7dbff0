import path from 'node:path';
import { instantToZonedLocal, zonedLocalToInstant } from '@app/shared/zoned-time';
import type { FastifyBaseLogger } from 'fastify';
import { backupEmbedded } from './embedded-backup';
import { backupFileName, formatSize, prepareBackupDir, pruneBackups } from './files';
import type { backupsRepository } from './repository';

/** Restaurant time of the nightly backup: after the business day that ends at 05:00 is complete. */
export const NIGHTLY_AT = '05:30';

export type TLatestBackup = {
  at: string;
  ok: boolean;
  sizeBytes: number | null;
  error: string | null;
} | null;

/** Today's backup time as an instant, or yesterday's while today's has not come yet. */
export function lastDueAt(now: Date, timeZone: string): Date {
  const today = instantToZonedLocal(now, timeZone).slice(0, 10);
  const due = zonedLocalToInstant(`${today}T${NIGHTLY_AT}`, timeZone);
  if (due.getTime() <= now.getTime()) return due;
  const yesterday = instantToZonedLocal(new Date(due.getTime() - 20 * 3_600_000), timeZone).slice(0, 10);
  return zonedLocalToInstant(`${yesterday}T${NIGHTLY_AT}`, timeZone);
}

export function backupsService(
  repo: ReturnType<typeof backupsRepository>,
  options: {
    dataDir: string;
    backupDir: string | undefined;
    keep: number;
    timeZone: string;
    log: FastifyBaseLogger;
  },
) {
  return {
    /** Nightly backups are on (BACKUP_DIR is set). */
    enabled: Boolean(options.backupDir),
    async latest(): Promise<TLatestBackup> {
      const row = await repo.latest();
      if (!row) return null;
      return { at: row.finishedAt.toISOString(), ok: row.ok, sizeBytes: row.sizeBytes, error: row.error };
    },
    /** Whether the nightly backup of the latest due time is still to be made (none succeeded since). */
    async isDue(now = new Date()): Promise<boolean> {
      if (!options.backupDir) return false;
      return !(await repo.okSince(lastDueAt(now, options.timeZone)));
    },
    /**
     * Makes the nightly backup into BACKUP_DIR, keeps the newest BACKUP_KEEP, and records it; a
     * failure is recorded (admins see it) and thrown, so the job is tried again.
     */
    async runNightly(): Promise<void> {
      const dir = options.backupDir;
      if (!dir || !(await this.isDue())) return;
      const startedAt = new Date();
      const file = path.join(dir, backupFileName(startedAt));
      try {
        // Checked at boot too (config), but the folder may have been changed (or removed) since.
        prepareBackupDir(dir, 'BACKUP_DIR');
        const result = await backupEmbedded({ dataDir: options.dataDir, file });
        const removed = pruneBackups(dir, options.keep);
        await repo.record({ startedAt, finishedAt: new Date(), ok: true, file, sizeBytes: result.sizeBytes });
        options.log.info(
          { file, sizeBytes: result.sizeBytes, removed },
          `nightly backup written (${formatSize(result.sizeBytes)})`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repo.record({
          startedAt,
          finishedAt: new Date(),
          ok: false,
          file: null,
          error: message.slice(0, 1000),
        });
        options.log.error({ err: error }, 'nightly backup failed');
        throw error;
      }
    },
  };
}

export type TBackupsService = ReturnType<typeof backupsService>;
