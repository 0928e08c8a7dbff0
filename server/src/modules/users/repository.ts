import { count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';

export function usersRepository(db: TDb) {
  return {
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
      role: 'ADMIN' | 'CUSTOMER';
      passwordHash: string;
    }) {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async setPassword(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}
