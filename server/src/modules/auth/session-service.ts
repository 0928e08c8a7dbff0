import { createHash, randomBytes } from 'node:crypto';
import type { TUserRole } from '@app/shared/enums';
import type { TDb } from '../../db/client';
import { sessionRepository } from './session-repository';

export type TSession = {
  idHash: string;
  userId: number | null;
  username: string | null;
  role: TUserRole | null;
  csrfToken: string;
};

export type TSessionSettings = { idleMs: number; maxMs: number };

/**
 * Sessions without a user, made by earlier versions for a diner's anti-forgery token (a visitor's
 * token is now stateless, plugins/session.ts), live out these limits and are purged.
 */
const ANONYMOUS_IDLE_MS = 24 * 3_600_000;
/** last_seen_at is written at most this often, not on every poll of the kitchen screen. */
const TOUCH_EVERY_MS = 60_000;

export const hashSessionId = (raw: string) => createHash('sha256').update(raw).digest('base64url');
const newSecret = () => randomBytes(32).toString('base64url');

export function sessionService(db: TDb, settings: TSessionSettings) {
  const repo = sessionRepository(db);
  return {
    /** The live session for a cookie value, or null; an expired one is deleted on the way. */
    async load(rawId: string | undefined): Promise<TSession | null> {
      if (!rawId || rawId.length > 200) return null;
      const idHash = hashSessionId(rawId);
      const row = await repo.find(idHash);
      if (!row) return null;
      const now = Date.now();
      const idleMs = row.userId ? settings.idleMs : ANONYMOUS_IDLE_MS;
      if (
        row.expiresAt.getTime() <= now ||
        row.lastSeenAt.getTime() + idleMs <= now ||
        (row.userId && !row.role)
      ) {
        await repo.delete(idHash);
        return null;
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(idHash);
      return {
        idHash,
        userId: row.userId,
        username: row.username,
        role: row.role,
        csrfToken: row.csrfToken,
      };
    },
    /** A new session with a new id and a new anti-forgery token (at login: never reuse the old id). */
    async create(user: { id: number; username: string; role: TUserRole }) {
      const rawId = newSecret();
      const csrfToken = newSecret();
      const maxMs = settings.maxMs;
      const idHash = hashSessionId(rawId);
      await repo.insert({
        idHash,
        userId: user.id,
        csrfToken,
        expiresAt: new Date(Date.now() + maxMs),
      });
      const session: TSession = {
        idHash,
        userId: user.id,
        username: user.username,
        role: user.role,
        csrfToken,
      };
      return { rawId, session, maxAgeS: Math.floor(maxMs / 1000) };
    },
    destroy(idHash: string) {
      return repo.delete(idHash);
    },
    signOutEverywhere(userId: number, exceptIdHash?: string) {
      return repo.deleteForUser(userId, exceptIdHash);
    },
    purgeExpired() {
      return repo.purgeExpired(settings.idleMs, ANONYMOUS_IDLE_MS);
    },
  };
}
export type TSessionService = ReturnType<typeof sessionService>;
