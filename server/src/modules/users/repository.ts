import { asc, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';

type TRole = 'ADMIN' | 'CUSTOMER';

export function usersRepository(db: TDb) {
  return {
    list() {
      return db
        .select({ id: users.id, username: users.username, email: users.email, role: users.role })
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
    async insert(values: { username: string; email: string; role: TRole; passwordHash: string }) {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async setPassword(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}
