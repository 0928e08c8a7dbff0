import { formatLocalDateTime } from '@app/shared/local-time';

/** Date and time on the restaurant's clock, cut to minutes ('24.11.2026, 18:05'), or a dash. */
export function formatOrderDateTime(iso: string | null | undefined): string {
  return formatLocalDateTime(iso);
}
