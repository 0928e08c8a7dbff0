import type { TReservation } from '@app/shared/reservations';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAssignTables } from '@/features/reservations/api/assign-tables';
import { formatReservationTime, guestName } from '@/features/reservations/reservation-list';
import { useAdminT } from '@/i18n/use-i18n';
import { notifySuccess, serverMessage } from '@/lib/toast';

/** A table as the dialog offers it. */
export interface TTableChoice {
  id: number;
  name: string;
  seats: number;
  active: boolean;
}

/**
 * Which tables a booking takes: the active tables (and any inactive one it already has) as checkboxes,
 * with the seats chosen against the party. The server refuses tables taken at that time (409): its
 * reason stays in the dialog.
 */
export function AssignTablesDialog({
  reservation,
  tables,
  onClose,
}: {
  /** The booking; the dialog is open while set (give it a key per opening). */
  reservation: TReservation | null;
  tables: readonly TTableChoice[];
  onClose: () => void;
}) {
  const t = useAdminT();
  const assign = useAssignTables();
  const [chosen, setChosen] = useState<string[]>(() => (reservation?.tableIds ?? []).map(String));
  const [failure, setFailure] = useState<string | null>(null);
  const offered = tables.filter((table) => table.active || chosen.includes(String(table.id)));
  const seats = tables
    .filter((table) => chosen.includes(String(table.id)))
    .reduce((sum, table) => sum + table.seats, 0);

  async function save() {
    if (!reservation || assign.isPending) return;
    setFailure(null);
    try {
      await assign.mutateAsync({ id: reservation.id, tableIds: chosen.map(Number) });
      notifySuccess(t('reservations.tablesSaved'));
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? t('common.saveFailed'));
    }
  }

  return (
    <Modal
      opened={reservation !== null}
      onClose={() => {
        if (!assign.isPending) onClose();
      }}
      title={t('reservations.tablesTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {reservation ? (
        <Stack gap="sm">
          <Text size="sm">
            {t('reservations.tablesFor', {
              name: guestName(reservation),
              time: formatReservationTime(reservation.reservationDateTime),
              count: reservation.numberOfPeople,
            })}
          </Text>
          <Checkbox.Group
            label={t('reservations.tables')}
            description={t('reservations.tablesSeats', { seats, count: reservation.numberOfPeople })}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setFailure(null);
            }}
          >
            {offered.length === 0 ? (
              <Text size="sm" c="dimmed" mt={4}>
                {t('reservations.noTables')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" mt={6}>
                {offered.map((table) => (
                  <Checkbox
                    key={table.id}
                    value={String(table.id)}
                    label={t('reservations.tableChoice', { name: table.name, seats: table.seats })}
                    disabled={assign.isPending}
                  />
                ))}
              </SimpleGrid>
            )}
          </Checkbox.Group>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={assign.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void save()} loading={assign.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
