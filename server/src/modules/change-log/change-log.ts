import type { TServiceChangeSubject } from '@app/shared/service-status';
import { desc, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { serviceStatusChanges } from '../../db/schema';

/**
 * The change log of the service controls and the settings they depend on: who changed what when, by
 * subject (the service status, the opening hours, sold-out items, the unseen-order settings). Each
 * writer records inside the transaction of its change, so a change and its record land together.
 */
export function recordServiceChange(
  tx: TTx,
  subject: TServiceChangeSubject,
  change: { by: string; before: unknown; after: unknown },
): Promise<unknown> {
  return tx
    .insert(serviceStatusChanges)
    .values({ subject, changedBy: change.by, before: change.before, after: change.after });
}

/** The latest `limit` changes of `subject`, newest first. */
export function serviceChangeHistory(db: TDb, subject: TServiceChangeSubject, limit: number) {
  return db
    .select()
    .from(serviceStatusChanges)
    .where(eq(serviceStatusChanges.subject, subject))
    .orderBy(desc(serviceStatusChanges.changedAt), desc(serviceStatusChanges.id))
    .limit(limit);
}
