import type { TDb } from '../../db/client';
import { generatePassword, hashPassword } from '../../lib/password';
import { usersRepository } from './repository';

export type TFirstAdmin =
  | { created: true; username: string; generatedPassword: string | undefined }
  | { created: false; username: string | undefined };

/**
 * Makes sure the restaurant can sign in: with no admin yet, creates one from ADMIN_USERNAME /
 * ADMIN_PASSWORD, or 'admin' with a generated password that the caller prints once.
 */
export async function ensureFirstAdmin(
  db: TDb,
  options: { username?: string | undefined; password?: string | undefined; passwordHashCost: number },
): Promise<TFirstAdmin> {
  const repo = usersRepository(db);
  if ((await repo.countAdmins()) > 0) {
    const first = await repo.firstAdmin();
    return { created: false, username: first?.username };
  }
  const username = options.username ?? 'admin';
  const generatedPassword = options.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(
    options.password ?? generatedPassword ?? '',
    options.passwordHashCost,
  );
  const existing = await repo.findByUsername(username);
  if (existing) {
    // A CUSTOMER with that name exists but no admin at all: do not take over their account.
    throw new Error(
      `No admin exists and the username '${username}' is taken by a non-admin user. Set ADMIN_USERNAME.`,
    );
  }
  await repo.insert({ username, email: '', role: 'ADMIN', passwordHash });
  return { created: true, username, generatedPassword };
}
