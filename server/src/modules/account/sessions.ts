import { randomBytes } from 'node:crypto';
import { DINER_SESSION_DAYS, DINER_SESSION_IDLE_DAYS } from '@app/shared/account';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { dinerAccounts, dinerSessions } from '../../db/schema';
import { hashSessionId } from '../auth';

const DAY_MS = 24 * 3_600_000;
const DINER_SESSION_MAX_MS = DINER_SESSION_DAYS * DAY_MS;
const DINER_SESSION_IDLE_MS = DINER_SESSION_IDLE_DAYS * DAY_MS;
/** last_seen_at is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export type TDinerSession = { idHash: string; accountId: number; email: string };

/**
 * Diners' sessions (docs/decisions/033): a table and a cookie of their own, so a diner's session can never
 * be taken for a back-office one. Only the SHA-256 of the cookie value is stored.
 */
export function dinerSessionService(db: TDb) {
  return {
    async load(rawId: string | undefined): Promise<TDinerSession | null> {
      if (!rawId || rawId.length > 200) return null;
      const idHash = hashSessionId(rawId);
      const [row] = await db
        .select({
          accountId: dinerSessions.accountId,
          email: dinerAccounts.email,
          lastSeenAt: dinerSessions.lastSeenAt,
          expiresAt: dinerSessions.expiresAt,
        })
        .from(dinerSessions)
        .innerJoin(dinerAccounts, eq(dinerAccounts.id, dinerSessions.accountId))
        .where(eq(dinerSessions.idHash, idHash));
      if (!row) return null;
      const now = Date.now();
      if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + DINER_SESSION_IDLE_MS <= now) {
        await db.delete(dinerSessions).where(eq(dinerSessions.idHash, idHash));
        return null;
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(dinerSessions)
          .set({ lastSeenAt: new Date() })
          .where(eq(dinerSessions.idHash, idHash));
      }
      return { idHash, accountId: row.accountId, email: row.email };
    },
    /** A new session for the account: a new random id, never one the browser brought. */
    async create(accountId: number, email: string) {
      const rawId = randomBytes(32).toString('base64url');
      const idHash = hashSessionId(rawId);
      await db
        .insert(dinerSessions)
        .values({ idHash, accountId, expiresAt: new Date(Date.now() + DINER_SESSION_MAX_MS) });
      const session: TDinerSession = { idHash, accountId, email };
      return { rawId, session, maxAgeS: Math.floor(DINER_SESSION_MAX_MS / 1000) };
    },
    async destroy(idHash: string) {
      await db.delete(dinerSessions).where(eq(dinerSessions.idHash, idHash));
    },
    /** Sessions past their end or unused too long (the periodic clean-up). */
    async purgeExpired() {
      await db
        .delete(dinerSessions)
        .where(
          or(
            lt(dinerSessions.expiresAt, sql`now()`),
            lt(dinerSessions.lastSeenAt, sql`now() - (${DINER_SESSION_IDLE_MS} * interval '1 millisecond')`),
          ),
        );
    },
    /** Every session of an account but one (none: all), e.g. at deletion. */
    async destroyForAccount(accountId: number, exceptIdHash?: string) {
      await db
        .delete(dinerSessions)
        .where(
          and(
            eq(dinerSessions.accountId, accountId),
            exceptIdHash ? sql`${dinerSessions.idHash} <> ${exceptIdHash}` : undefined,
          ),
        );
    },
  };
}
export type TDinerSessionService = ReturnType<typeof dinerSessionService>;
