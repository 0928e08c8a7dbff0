import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDay } from '@/features/reports/business-day';
import { useAdminT } from '@/i18n/use-i18n';

interface TCloseDayDialogProps {
  /** The business day to close; the dialog is open while set. */
  date: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before 'Close the day': what freezing the figures means. */
export function CloseDayDialog({ date, pending, onConfirm, onClose }: TCloseDayDialogProps) {
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
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t('closeOut.closeQuestion', { date: day })}</Text>
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
