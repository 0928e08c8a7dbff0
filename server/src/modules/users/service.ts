import type { TUserRole } from '@app/shared/enums';
import type { TUser } from '@app/shared/users';
import type { TDb } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { usersRepository } from './repository';

type TRole = TUserRole;

const USERNAME_TAKEN = 'A user with this username already exists.';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

function toUser(row: { id: number; username: string; email: string; role: TRole; firstName: string }): TUser {
  return { id: row.id, username: row.username, email: row.email, role: row.role, firstName: row.firstName };
}

/** `passwordHashCost`: scrypt's cost for new passwords (config.passwordHashCost). */
export function usersService(db: TDb, passwordHashCost: number) {
  const repo = usersRepository(db);
  // Verifying against this when the user does not exist makes both failures take the same time.
  const dummyHash = hashPassword('timing-equaliser-not-a-password', passwordHashCost);

  return {
    async verifyCredentials(username: string, password: string) {
      const user = await repo.findByUsername(username);
      if (!user) {
        await verifyPassword(password, await dummyHash);
        return undefined;
      }
      return (await verifyPassword(password, user.passwordHash)) ? user : undefined;
    },

    async list(): Promise<TUser[]> {
      return (await repo.list()).map(toUser);
    },

    async create(input: {
      username: string;
      email: string;
      role: TRole;
      password: string;
      firstName?: string;
    }): Promise<TUser> {
      if (await repo.findByUsername(input.username)) throw usernameTaken();
      try {
        const row = await repo.insert({
          username: input.username,
          email: input.email,
          role: input.role,
          firstName: input.firstName ?? '',
          passwordHash: await hashPassword(input.password, passwordHashCost),
        });
        return toUser(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw usernameTaken();
        throw err;
      }
    },

    /** Returns the user and whether the password changed (the caller then ends their other sessions). */
    async update(
      id: number,
      input: {
        username: string;
        email: string;
        role: TRole;
        password?: string | undefined;
        firstName?: string | undefined;
      },
    ): Promise<{ user: TUser; passwordChanged: boolean }> {
      const passwordHash = input.password ? await hashPassword(input.password, passwordHashCost) : undefined;
      try {
        return await repo.transaction(async (tx) => {
          // Serialises changes that could remove the last admin.
          const adminIds = await repo.lockAdminIdsInTx(tx);
          const current = await repo.findForUpdateInTx(tx, id);
          if (!current) throw notFound('This user no longer exists.');
          if (current.role === 'ADMIN' && input.role !== 'ADMIN' && adminIds.length <= 1) {
            throw conflict(
              'The last administrator cannot be demoted. Make another user an administrator first.',
            );
          }
          const row = await repo.updateInTx(tx, id, {
            username: input.username,
            email: input.email,
            role: input.role,
            ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
            ...(passwordHash ? { passwordHash } : {}),
          });
          if (!row) throw notFound('This user no longer exists.');
          return { user: toUser(row), passwordChanged: Boolean(passwordHash) };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw usernameTaken();
        throw err;
      }
    },

    async remove(id: number, actingUserId: number): Promise<void> {
      if (id === actingUserId) throw conflict('You cannot delete your own account.');
      await repo.transaction(async (tx) => {
        const adminIds = await repo.lockAdminIdsInTx(tx);
        const current = await repo.findForUpdateInTx(tx, id);
        if (!current) throw notFound('This user no longer exists.');
        if (current.role === 'ADMIN' && adminIds.length <= 1) {
          throw conflict('The last administrator cannot be deleted.');
        }
        await repo.deleteInTx(tx, id);
      });
    },
  };
}

function usernameTaken() {
  return new AppError(409, USERNAME_TAKEN, { code: 'USERNAME_TAKEN', details: { username: USERNAME_TAKEN } });
}

export type TUsersService = ReturnType<typeof usersService>;
