import type { TKitchenTicket } from '@app/shared/kitchen';
import { Alert, Center, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { recentTicketsQueryOptions } from '../api/get-recent';
import { finishedAt, formatKitchenTime } from '../kitchen-logic';
import classes from './kitchen.module.css';
import { ticketLabel } from './ticket-card';

interface TRecallDialogProps {
  stationId: number;
  opened: boolean;
  onClose: () => void;
  /** The cook chose a ticket: its last finished line opens again. */
  onRecall: (ticket: TKitchenTicket) => void;
}

/** The station's last ten finished tickets; a tap brings one back to the wall. */
export function RecallDialog({ stationId, opened, onClose, onRecall }: TRecallDialogProps) {
  const t = useAdminT();
  const language = useLanguage();
  const recent = useQuery({ ...recentTicketsQueryOptions(stationId), enabled: opened });
  const now = new Date();
  return (
    <Modal opened={opened} onClose={onClose} title={t('kitchen.recall.title')} size="lg">
      <Text mb="sm">{t('kitchen.recall.hint')}</Text>
      {recent.isPending ? (
        <Center py="lg">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : recent.isError ? (
        <Alert color="red" role="alert">
          {t('kitchen.recall.failed')}
        </Alert>
      ) : recent.data.length === 0 ? (
        <Text>{t('kitchen.recall.empty')}</Text>
      ) : (
        <ul className={classes.recallList}>
          {recent.data.map((ticket) => {
            const finished = finishedAt(ticket);
            return (
              <li key={ticket.orderId}>
                <button type="button" className={classes.recallItem} onClick={() => onRecall(ticket)}>
                  <strong>
                    {ticketLabel(ticket)}
                    {finished
                      ? ` · ${t('kitchen.recall.finished', { time: formatKitchenTime(finished, now, language) })}`
                      : ''}
                  </strong>{' '}
                  <span>
                    {ticket.items
                      .map((item) => t('kitchen.allDayCount', { quantity: item.quantity, name: item.name }))
                      .join(', ')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
