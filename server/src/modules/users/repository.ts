import type { TUserRole } from '@app/shared/enums';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { users } from '../../db/schema';

type TRole = TUserRole;

export function usersRepository(db: TDb) {
  return {
    list() {
      return db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          role: users.role,
          firstName: users.firstName,
        })
        .from(users)
        .orderBy(asc(users.username), asc(users.id));
    },
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async countAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'ADMIN'));
      return row?.n ?? 0;
    },
    async findByUsername(username: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },
    async firstAdmin() {
      const [row] = await db.select().from(users).where(eq(users.role, 'ADMIN')).orderBy(users.id).limit(1);
      return row;
    },
    async insert(values: {
      username: string;
      email: string;
      role: TRole;
      passwordHash: string;
      firstName?: string;
    }) {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Runs `work` in one transaction; the `*InTx` methods below take its handle. */
    transaction<T>(work: (tx: TTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    /** Locks every admin row until the transaction ends (two admins demoting each other at once). */
    async lockAdminIdsInTx(tx: TTx): Promise<number[]> {
      const rows = await tx.execute<{ id: number }>(
        sql`select id from ${users} where role = 'ADMIN' for update`,
      );
      return rows.rows.map((r) => Number(r.id));
    },
    async findForUpdateInTx(tx: TTx, id: number) {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    async updateInTx(
      tx: TTx,
      id: number,
      values: { username: string; email: string; role: TRole; passwordHash?: string; firstName?: string },
    ) {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async deleteInTx(tx: TTx, id: number) {
      await tx.delete(users).where(eq(users.id, id));
    },
    async setPassword(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}
