import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { settings } from '../db/schema';

/**
 * A value generated once by the first instance that needs it and kept in `settings` (key pairs,
 * secrets): every instance and every restart use the same one. If several instances create it at
 * once, the first insert wins and everyone reads that. Read once per database handle and kept; a
 * failed read (database away) is tried again on the next call.
 */
export function storedSetting<T>(key: string, create: () => T): (db: TDb) => Promise<T> {
  const cached = new WeakMap<TDb, Promise<T>>();
  async function loadOrCreate(db: TDb): Promise<T> {
    const read = async () => {
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
      return row?.value as T | undefined;
    };
    const existing = await read();
    if (existing !== undefined) return existing;
    await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
    const stored = await read();
    if (stored === undefined) throw new Error(`The setting ${key} could not be stored`);
    return stored;
  }
  return (db) => {
    let value = cached.get(db);
    if (!value) {
      value = loadOrCreate(db);
      cached.set(db, value);
      value.catch(() => cached.delete(db));
    }
    return value;
  };
}
