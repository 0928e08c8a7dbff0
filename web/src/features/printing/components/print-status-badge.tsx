import type { TPrintStatus } from '@app/shared/printing';
import { Badge } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';

const COLOR: Record<Exclude<TPrintStatus, 'NONE'>, string> = {
  QUEUED: 'blue',
  WAITING_FOR_PRINTER: 'red',
  PRINTED: 'green',
};

/**
 * An order's progress on the network printers: "Queued for printer", "Waiting for printer"
 * (red) or "Printed"; nothing for NONE (no printer, or printed on a device).
 */
export function PrintStatusBadge({ status }: { status: TPrintStatus }) {
  const t = useAdminT();
  if (status === 'NONE') return null;
  return (
    <Badge size="xs" variant={status === 'WAITING_FOR_PRINTER' ? 'filled' : 'light'} color={COLOR[status]}>
      {t('printers.printStatus', { status })}
    </Badge>
  );
}
