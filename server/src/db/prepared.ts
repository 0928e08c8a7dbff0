import type { QueryResult, QueryResultRow } from 'pg';
import type { TTx } from '../db/client';
import type { TDb } from './client';

/**
 * A hot statement written once as SQL and sent as a named statement: nothing is built per call, and
 * PostgreSQL parses it once per connection instead of once per call. It runs through drizzle's own
 * session (the pool, or the connection of a transaction: drizzle's `.prepare()` cannot run inside a
 * transaction, drizzle-orm issue #613), so errors, logging and the raw type parsing are drizzle's.
 *
 * Keep the text constant (PostgreSQL keeps one text per name and connection) and list the columns a
 * statement returns instead of `*`: a named statement whose result columns change under it (a column
 * added by a newer instance's migration) fails with 'cached plan must not change result type'.
 */
export function namedStatement<TRow extends QueryResultRow = Record<string, unknown>>(
  name: string,
  text: string,
) {
  return {
    name,
    text,
    /** Runs with `values` as $1, $2... on `on`: the app's database (the pool) or a transaction. */
    async run(on: TDb | TTx, values: unknown[]): Promise<TRow[]> {
      const prepared = on._.session.prepareQuery<{
        execute: QueryResult<TRow>;
        all: unknown;
        values: unknown;
      }>({ sql: text, params: values }, undefined, name, false);
      return (await prepared.execute()).rows;
    },
  };
}
