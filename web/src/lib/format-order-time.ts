import { formatLocalDateTime } from '@app/shared/local-time';
import { currentLanguage } from '@/i18n/i18n';

export { NO_TIME } from '@app/shared/local-time';

/**
 * Date and time on the restaurant's clock, cut to minutes, in the reader's locale ('24.11.2026, 18:05' in
 * de-CH and English, '24.11.2026 18:05' in fr-CH), or a dash. Receipts do not use it: they stay de-CH.
 */
export function formatOrderDateTime(iso: string | null | undefined): string {
  return formatLocalDateTime(iso, { language: currentLanguage() });
}
