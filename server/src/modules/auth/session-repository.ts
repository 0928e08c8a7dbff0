import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { sessions, users } from '../../db/schema';

export function sessionRepository(db: TDb) {
  // Every unsafe request looks its session up, and every diner's visit starts one: built and parsed once.
  const insertSession = db
    .insert(sessions)
    .values({
      idHash: sql.placeholder('idHash'),
      userId: sql.placeholder('userId'),
      csrfToken: sql.placeholder('csrfToken'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare('session_insert');
  const findSession = db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      csrfToken: sessions.csrfToken,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      username: users.username,
      role: users.role,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_find');

  return {
    async insert(values: { idHash: string; userId: number | null; csrfToken: string; expiresAt: Date }) {
      await insertSession.execute(values);
    },
    /** The session with its user's current name and role (a demotion applies at the next request). */
    async find(idHash: string) {
      const [row] = await findSession.execute({ idHash });
      return row;
    },
    async touch(idHash: string) {
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.idHash, idHash));
    },
    async delete(idHash: string) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
    /** Signs a user out everywhere except (optionally) the session making the change. */
    async deleteForUser(userId: number, exceptIdHash?: string) {
      await db
        .delete(sessions)
        .where(
          exceptIdHash
            ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
            : eq(sessions.userId, userId),
        );
    },
    async purgeExpired(idleMs: number, anonymousIdleMs: number) {
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, sql`now()`),
            and(
              sql`${sessions.userId} is not null`,
              lt(sessions.lastSeenAt, sql`now() - (${idleMs} * interval '1 millisecond')`),
            ),
            and(
              sql`${sessions.userId} is null`,
              lt(sessions.lastSeenAt, sql`now() - (${anonymousIdleMs} * interval '1 millisecond')`),
            ),
          ),
        );
    },
  };
}
