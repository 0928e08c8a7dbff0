import { Alert, Group, Loader, Table, Text } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';
import { useReservationHistory } from '../api/get-reservation-history';
import { historyWhat, historyWhen, historyWho } from '../reservation-history';

/** A booking's history, oldest first: when, who, what. Loads when it is first shown. */
export function ReservationHistory({ id }: { id: string }) {
  const t = useAdminT();
  const history = useReservationHistory(id);
  if (history.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">{t('history.loading')}</Text>
      </Group>
    );
  if (history.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('history.failed')}
      </Alert>
    );
  if (history.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing={4} fz="sm" aria-label={t('history.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.when')}</Table.Th>
            <Table.Th>{t('history.who')}</Table.Th>
            <Table.Th>{t('history.what')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end and never reorders
            <Table.Tr key={index}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{historyWhen(entry)}</Table.Td>
              <Table.Td>{historyWho(entry.by)}</Table.Td>
              <Table.Td>{historyWhat(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
