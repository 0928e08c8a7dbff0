import { type FullConfig, request } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/admin';
import { ALWAYS_OPEN, xsrf } from './fixtures/api';

/**
 * The demo restaurant closes on Mondays and at night; ordering tests must not depend on the clock.
 * Signs in as the e2e admin through the API (as the web client does: anti-forgery cookie and header)
 * and opens the restaurant around the clock before any test runs, with the automatic pause and
 * cancellation of unseen orders off.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('global setup: no baseURL in the Playwright config');
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', {
      data: E2E_ADMIN,
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!login.ok()) throw new Error(`global setup: sign-in failed: ${login.status()} ${await login.text()}`);

    const current = await api.get('/api/admin/restaurant-info');
    if (!current.ok()) throw new Error(`global setup: restaurant info: ${current.status()}`);
    const info = (await current.json()) as {
      id: number;
      openingHours: string;
      unseen: Record<string, unknown>;
    };
    // Signing in started a new session with a new anti-forgery token.
    const saved = await api.put(`/api/admin/restaurant-info/${info.id}`, {
      // No automatic pause or cancellation (unseen orders): a spec that opens the incoming screen would arm
      // the pause for every later spec's diners, and an order some spec leaves NEW would be cancelled
      // under another's feet. global-state/unseen.spec.ts turns them on for itself.
      data: {
        ...info,
        openingHours: ALWAYS_OPEN,
        unseen: { ...info.unseen, autoPauseAfterMinutes: null, autoCancelAfterMinutes: null },
      },
      headers: { 'X-XSRF-TOKEN': await xsrf(api) },
    });
    if (!saved.ok()) throw new Error(`global setup: opening hours: ${saved.status()} ${await saved.text()}`);
  } finally {
    await api.dispose();
  }
}
