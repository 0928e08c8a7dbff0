import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { TestClient } from './client';
import { ADMIN, createAdmin, setupTestApp } from './helpers';

/** `npm run admin -- …` as a real process (through tsx, so it needs no build) on this file's database. */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ctx = await setupTestApp();
const chef = await createAdmin(ctx.db);
await createAdmin(ctx.db, 'sous', 'sous-password-1');

function adminCommand(args: string[], env: Record<string, string>) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: serverDir,
    // As documented: only the password is given. No ADMIN_USERNAME, no payment provider.
    env: {
      ...process.env,
      DATABASE_URL: ctx.databaseUrl,
      DATABASE_MIGRATION_URL: ctx.migrationUrl,
      DATA_DIR: '/nonexistent',
      ADMIN_USERNAME: '',
      PAYMENT_PROVIDER: '',
      ...env,
    },
    timeout: 60_000,
  });
}

describe('npm run admin -- reset-password', () => {
  it('takes ADMIN_PASSWORD, sets it and signs the user out everywhere', async () => {
    const tablet = new TestClient(ctx.app);
    const laptop = new TestClient(ctx.app);
    const colleague = new TestClient(ctx.app);
    await tablet.login(ADMIN.username, ADMIN.password);
    await laptop.login(ADMIN.username, ADMIN.password);
    await colleague.login('sous', 'sous-password-1');

    const { stdout } = await adminCommand(['reset-password', ADMIN.username], {
      ADMIN_PASSWORD: 'a-brand-new-secret',
    });
    expect(stdout).toContain(`Set a new password for '${ADMIN.username}' and signed them out everywhere.`);
    expect(stdout).not.toContain('a-brand-new-secret');

    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, chef.id))).toEqual([]);
    expect((await tablet.get('/api/auth/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/admin/users')).statusCode).toBe(401);
    // Other users stay signed in.
    expect((await colleague.get('/api/auth/me')).statusCode).toBe(200);

    const fresh = new TestClient(ctx.app);
    expect((await fresh.post('/api/auth/login', ADMIN)).statusCode).toBe(401);
    const signedIn = await fresh.post('/api/auth/login', {
      username: ADMIN.username,
      password: 'a-brand-new-secret',
    });
    expect(signedIn.statusCode).toBe(200);
  }, 120_000);

  it('names an unknown user and fails', async () => {
    const run = adminCommand(['reset-password', 'nobody'], { ADMIN_PASSWORD: 'whatever-long' });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("no user named 'nobody'"),
    });
  }, 120_000);
});
