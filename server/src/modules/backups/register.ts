import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { QUEUES, type TJobs } from '../../jobs/queue';
import { backupsRepository } from './repository';
import { backupsRoutes } from './routes';
import { backupsService } from './service';

/** Checked once a minute; a failed backup is tried again the next hour (the job's singleton slot). */
const TICK_MS = 60_000;

/**
 * Nightly backups (issue 22): with BACKUP_DIR set, a 'backup' job is sent once the day's backup time
 * has passed without a successful backup (also right after a start that missed it), and the job makes
 * it. The job's singleton key and hour slot make one job of any number of instances sending at once.
 */
export async function registerBackups(
  app: FastifyInstance,
  deps: { db: TDb; jobs: TJobs; config: Pick<TConfig, 'dataDir' | 'backupDir' | 'backupKeep' | 'timeZone'> },
): Promise<void> {
  const { db, jobs, config } = deps;
  const service = backupsService(backupsRepository(db), {
    dataDir: config.dataDir,
    backupDir: config.backupDir,
    keep: config.backupKeep,
    timeZone: config.timeZone,
    log: app.log,
  });
  await app.register(backupsRoutes, { backups: service });
  if (!config.backupDir) return;
  await jobs.work(QUEUES.backup, () => service.runNightly());
  const tick = async () => {
    if (!(await service.isDue())) return;
    await db.transaction((tx) =>
      jobs.send(tx, QUEUES.backup, {}, { singletonKey: 'nightly-backup', singletonSeconds: 3600 }),
    );
  };
  const run = () =>
    void tick().catch((error) => app.log.warn({ err: error }, 'could not queue the nightly backup'));
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, TICK_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
