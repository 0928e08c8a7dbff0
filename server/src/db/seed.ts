import type { TDb } from './client';
import { saleSettings } from './schema';

/**
 * Rows every installation needs, demo or not. Safe to run at every start. (The demo restaurant's data
 * is not the product's: it lives in the demo workspace, demo/src/seed.ts.)
 */
export async function ensureBaseRows(db: TDb): Promise<void> {
  await db.insert(saleSettings).values({ id: 1, enabled: false }).onConflictDoNothing();
}
