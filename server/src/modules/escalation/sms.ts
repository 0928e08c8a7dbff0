/**
 * The escalation's SMS step (unseen orders): a generic HTTP provider, configured by SMS_URL (and SMS_TOKEN),
 * taking `POST { to, text }` as JSON with a bearer token. One try per step, with a timeout: the step is
 * recorded before it acts, so a failure is shown in the back office (ok=false with why), never retried
 * into a storm of messages.
 */
export type TSmsSender = {
  /** Whether an SMS can be sent at all (SMS_URL set). */
  configured: boolean;
  /** Sends one message; throws with a short reason when the provider did not take it. */
  send(to: string, text: string): Promise<void>;
};

const TIMEOUT_MS = 10_000;

export function smsSender(options: { url: string | undefined; token: string | undefined }): TSmsSender {
  const { url, token } = options;
  return {
    configured: Boolean(url),
    async send(to, text) {
      if (!url) throw new Error('no SMS provider configured');
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      // The provider's body is not read into the record: it may echo the number or the token.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the SMS provider answered ${response.status}`);
    },
  };
}
