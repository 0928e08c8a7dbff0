/** Backups of the embedded database: made while the app runs, nightly into BACKUP_DIR, and restored. */
export { backupEmbedded, restoreEmbedded } from './embedded-backup';
export { backupFileName, formatSize, prepareBackupDir } from './files';
export { backupsRepository } from './repository';
export { backupsRoutes } from './routes';
export { backupsService, type TBackupsService } from './service';
