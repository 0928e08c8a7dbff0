import type { TDb } from '../db/client';
import { freshRead } from './fresh-read';

/**
 * One round trip for every version wanted, straight on the pool as a named statement: the hot reads and
 * every order run it, so it skips drizzle's query building.
 */
const VERSIONS_QUERY = {
  name: 'read-versions',
  text: `select count(*)::int as n, string_agg(name || ':' || version::text, ',' order by name) as version
           from read_versions where name = any($1::text[])`,
};

/**
 * The current versions of `names` (rows of read_versions, moved on by triggers in every transaction
 * that writes the tables behind them: migrations 0006 to 0008) as one opaque string, or undefined when
 * a row is missing (then nothing may be kept). Concurrent callers share one query, never one that
 * started before they called (freshRead), so a change committed before a call is seen by it.
 */
export function readVersions(db: TDb, names: readonly string[]): () => Promise<string | undefined> {
  const wanted = [...names];
  return freshRead(async () => {
    const { rows } = await db.$client.query<{ n: number; version: string | null }>({
      ...VERSIONS_QUERY,
      values: [wanted],
    });
    const row = rows[0];
    return row && row.n === wanted.length && row.version !== null ? row.version : undefined;
  });
}

/**
 * Data that changes rarely, kept in memory while the versions it depends on (readVersions) are
 * unchanged. `get` asks the database for the versions first (one round trip) and loads the
 * data again when they moved, so what it returns is never older than a change committed before the
 * call, on every app instance, whoever wrote it. The versions are read before the data, so kept data
 * is never older than the versions it is kept under. Without all of its version rows nothing is kept.
 * Callers waiting for the same versions share one load, and callers arriving together one version query.
 */
export function versionedSnapshot<T>(db: TDb, names: readonly string[], load: () => Promise<T>) {
  const currentVersion = readVersions(db, names);
  let kept: { version: string; value: T } | undefined;
  let loading: { version: string; value: Promise<T> } | undefined;

  return {
    async get(): Promise<T> {
      const version = await currentVersion();
      if (version === undefined) return load();
      if (kept?.version === version) return kept.value;
      if (loading?.version === version) return loading.value;
      const value = load();
      const current = { version, value };
      loading = current;
      value.then(
        (data) => {
          if (loading === current) {
            kept = { version, value: data };
            loading = undefined;
          }
        },
        () => {
          if (loading === current) loading = undefined;
        },
      );
      return value;
    },
  };
}
