import type { TCloseOutAwaiting } from '@app/shared/reports';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDay } from '@/features/reports/business-day';
import { useAdminT } from '@/i18n/use-i18n';
import { AwaitingOrders } from './awaiting-orders';

interface TCloseDayDialogProps {
  /** The business day to close; the dialog is open while set. */
  date: string | null;
  pending: boolean;
  /** The day's orders still waiting for their confirmation: not in the figures that are frozen. */
  awaiting: readonly TCloseOutAwaiting[];
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation before 'Close the day': what freezing the figures means, and which orders still wait
 * for their confirmation (not counted).
 */
export function CloseDayDialog({ date, pending, awaiting, onConfirm, onClose }: TCloseDayDialogProps) {
  const t = useAdminT();
  const day = date ? formatDay(date) : '';
  return (
    <Modal
      opened={date !== null}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('closeOut.closeTitle', { date: day })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('closeOut.closeQuestion', { date: day })}</Text>
        <AwaitingOrders orders={awaiting} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending} data-autofocus>
            {t('closeOut.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
