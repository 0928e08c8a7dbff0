import type { TCategory, TCategoryChange, TCategoryCreate, TCategoryUpdate } from '@app/shared/categories';
import { CATEGORY_MESSAGES, categoryName } from '@app/shared/categories';
import type { TLanguage } from '@app/shared/languages';
import type { TPublicCategory } from '@app/shared/public-categories';
import type { TDb, TTx } from '../../db/client';
import { translate } from '../../i18n/translate';
import { AppError, notFound } from '../../lib/app-error';
import { FOREIGN_KEY_VIOLATION, hasPgCode, UNIQUE_VIOLATION } from '../../lib/pg-error';
import { FIELD_ERRORS_MESSAGE } from '../../plugins/errors';
import { recordServiceChange, serviceChangeHistory } from '../change-log';
import { categoriesRepository, type TCategoryRow } from './repository';

/** How many changes the back office lists beside the categories. */
export const CATEGORY_HISTORY_LENGTH = 20;

const MISSING = 'This category no longer exists.';
const TAKEN = 'A category with this code already exists.';
const IN_USE =
  '"{name}" is still used by {count, plural, one {# menu item} other {# menu items}}. ' +
  'Move {count, plural, one {it} other {them}} to another category first.';

/** What the change log keeps on each side: the category, null before a create and after a delete. */
type TLogged = { category: TCategory | null };
const record = (tx: TTx, by: string, before: TCategory | null, after: TCategory | null) =>
  recordServiceChange(tx, 'categories', { by, before: { category: before }, after: { category: after } });

/** Bad input: 422 with the fields named (VALIDATION), nothing written. */
const invalid = (details: Record<string, string>) =>
  new AppError(422, FIELD_ERRORS_MESSAGE, { code: 'VALIDATION', details });

const toCategory = (row: TCategoryRow): TCategory => ({
  code: row.code,
  names: { de: row.names.de ?? '', fr: row.names.fr ?? '', it: row.names.it ?? '', en: row.names.en ?? '' },
  position: row.position,
  visible: row.visible,
  stationId: row.stationId,
});

/** The default language's name is required; the others fall back to it. */
function checkNames(names: TCategoryRow['names'], defaultLanguage: TLanguage): void {
  if (!names[defaultLanguage]) {
    throw invalid({ [`names.${defaultLanguage}`]: CATEGORY_MESSAGES.required });
  }
}

/** `list` with `code` moved to `position` (1-based, clamped to the list), the others closing up. */
function movedTo<T extends { code: string }>(list: readonly T[], code: string, position: number): T[] {
  const moving = list.find((c) => c.code === code);
  if (!moving) return [...list];
  const rest = list.filter((c) => c.code !== code);
  const index = Math.min(Math.max(position, 1), rest.length + 1) - 1;
  return [...rest.slice(0, index), moving, ...rest.slice(index)];
}

/**
 * The menu's categories. Every write locks the list, keeps the positions 1…n in the list's order and
 * records the change (before and after) in the change log in its own transaction. The public answers
 * are cached behind the 'public' read version, which the table's trigger moves on with each write; the
 * order path's snapshot follows the same version, so a hidden category's items are refused from the
 * very next order.
 */
export function categoriesService(db: TDb) {
  const repo = categoriesRepository(db);

  /** Writes the positions of `ordered` where they changed; returns the rows as they now are. */
  async function renumber(tx: TTx, ordered: TCategoryRow[]): Promise<TCategoryRow[]> {
    const r = categoriesRepository(tx);
    const result: TCategoryRow[] = [];
    for (const [i, row] of ordered.entries()) {
      if (row.position !== i + 1) await r.update(row.code, { position: i + 1 });
      result.push({ ...row, position: i + 1 });
    }
    return result;
  }

  return {
    /** GET /api/categories: the visible ones in order, named in `language`. */
    async listPublic(language: TLanguage): Promise<TPublicCategory[]> {
      const [rows, defaultLanguage] = await Promise.all([repo.list(), repo.defaultLanguage()]);
      return rows
        .filter((row) => row.visible)
        .map((row) => ({
          code: row.code,
          name: categoryName(row, language, defaultLanguage),
          position: row.position,
        }));
    },
    async list(): Promise<TCategory[]> {
      return (await repo.list()).map(toCategory);
    },
    async create(input: TCategoryCreate, by: string): Promise<TCategory> {
      const defaultLanguage = await repo.defaultLanguage();
      checkNames(input.names, defaultLanguage);
      try {
        return await db.transaction(async (tx) => {
          const r = categoriesRepository(tx);
          const list = await r.lockAll();
          if (list.some((c) => c.code === input.code)) throw taken();
          const row: TCategoryRow = {
            code: input.code,
            names: input.names,
            position: list.length + 1,
            visible: input.visible,
            stationId: input.stationId ?? null,
          };
          // Added last, then moved to its place: the others close up behind it.
          await r.insert(row);
          const placed = await renumber(
            tx,
            movedTo([...list, row], row.code, input.position ?? row.position),
          );
          const created = toCategory(placed.find((c) => c.code === row.code) ?? row);
          await record(tx, by, null, created);
          return created;
        });
      } catch (err) {
        // A create of the same code at the same moment: the primary key decides.
        if (hasPgCode(err, UNIQUE_VIOLATION)) throw taken();
        if (hasPgCode(err, FOREIGN_KEY_VIOLATION)) throw unknownStation();
        throw err;
      }
    },
    async update(code: string, input: TCategoryUpdate, by: string): Promise<TCategory> {
      if (input.code !== undefined && input.code !== code) {
        throw invalid({ code: CATEGORY_MESSAGES.code });
      }
      const defaultLanguage = await repo.defaultLanguage();
      // The station's foreign key decides whether it exists: a station deleted at the same moment too.
      return db
        .transaction(async (tx) => {
          const r = categoriesRepository(tx);
          const list = await r.lockAll();
          const saved = list.find((c) => c.code === code);
          if (!saved) throw notFound(MISSING);
          const names = input.names ?? saved.names;
          checkNames(names, defaultLanguage);
          const visible = input.visible ?? saved.visible;
          const stationId = input.stationId === undefined ? saved.stationId : input.stationId;
          if (input.names !== undefined || input.visible !== undefined || input.stationId !== undefined)
            await r.update(code, { names, visible, stationId });
          const changed = list.map((c) => (c.code === code ? { ...c, names, visible, stationId } : c));
          const placed = await renumber(tx, movedTo(changed, code, input.position ?? saved.position));
          const before = toCategory(saved);
          const after = toCategory(placed.find((c) => c.code === code) ?? saved);
          if (JSON.stringify(before) !== JSON.stringify(after)) {
            await record(tx, by, before, after);
          }
          return after;
        })
        .catch((err: unknown) => {
          if (hasPgCode(err, FOREIGN_KEY_VIOLATION)) throw unknownStation();
          throw err;
        });
    },
    /** Refused (409) while menu items use it: they would lose their place on the menu. */
    async remove(code: string, by: string): Promise<void> {
      await db.transaction(async (tx) => {
        const r = categoriesRepository(tx);
        const list = await r.lockAll();
        const saved = list.find((c) => c.code === code);
        if (!saved) throw notFound(MISSING);
        const used = await r.menuItemsUsing(code);
        if (used > 0) {
          // Named as the reader names it: the message is the request's language, so is the name.
          const defaultLanguage = await r.defaultLanguage();
          const values = (language: TLanguage) => ({
            name: categoryName(saved, language, defaultLanguage),
            count: used,
          });
          throw new AppError(409, IN_USE, {
            values: values(defaultLanguage),
            localize: (language) => translate(language, IN_USE, values(language)),
          });
        }
        await r.remove(code);
        await renumber(
          tx,
          list.filter((c) => c.code !== code),
        );
        await record(tx, by, toCategory(saved), null);
      });
    },
    /** The latest changes, newest first. */
    async history(): Promise<TCategoryChange[]> {
      const rows = await serviceChangeHistory(db, 'categories', CATEGORY_HISTORY_LENGTH);
      return rows.map((row) => {
        // Changes logged before stations existed carry none.
        const logged = (side: unknown) => {
          const category = (side as TLogged | null)?.category ?? null;
          return category ? { ...category, stationId: category.stationId ?? null } : null;
        };
        const before = logged(row.before);
        const after = logged(row.after);
        return {
          at: row.changedAt.toISOString(),
          by: row.changedBy,
          code: after?.code ?? before?.code ?? '',
          before,
          after,
        };
      });
    },
  };
}

const taken = () => new AppError(409, TAKEN, { details: { code: TAKEN } });
/** A station that does not exist (any more): a field error, nothing written. */
const unknownStation = () => invalid({ stationId: CATEGORY_MESSAGES.station });

export type TCategoriesService = ReturnType<typeof categoriesService>;
