import type { TProcessor } from '@app/shared/legal';
import type { TConfig } from '../../config';

/**
 * The outside services that process diners' data, as the privacy page names them:
 * Stripe when it takes the card payments (the built-in simulated provider is no one), and the SMTP relay
 * when one delivers the emails (without it mails stay in the outbox). The relay is named by
 * MAIL_PROCESSOR_NAME, else by its host: never the URL, which may carry a password.
 */
export function processorsOf(
  config: Pick<TConfig, 'paymentProvider' | 'smtpUrl' | 'mailProcessorName'>,
): TProcessor[] {
  const processors: TProcessor[] = [];
  if (config.paymentProvider === 'stripe') processors.push({ purpose: 'PAYMENT', name: 'Stripe' });
  if (config.smtpUrl) {
    const name = config.mailProcessorName ?? smtpHost(config.smtpUrl);
    if (name) processors.push({ purpose: 'EMAIL', name });
  }
  return processors;
}

function smtpHost(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}
