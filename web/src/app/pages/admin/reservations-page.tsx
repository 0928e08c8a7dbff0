import type { TReservation } from '@app/shared/reservations';
import { Badge, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useReservations } from '@/features/reservations/api/get-reservations';
import { useUpdateReservationStatus } from '@/features/reservations/api/update-reservation-status';
import { DeleteReservationDialog } from '@/features/reservations/components/delete-reservation-dialog';
import { ReservationsTable } from '@/features/reservations/components/reservations-table';
import { groupReservations } from '@/features/reservations/reservation-list';
import { notifyError } from '@/lib/toast';

/**
 * /admin/reservations (spec sections 2 and 4): the handled reservations in three groups, Active,
 * Done and Cancelled/Rejected, each with its status select and Delete. New requests are on the
 * incoming screen.
 */
export function ReservationsPage() {
  const [date, setDate] = useState('');
  const reservations = useReservations({ date: date || null });
  const updateStatus = useUpdateReservationStatus();
  const [deleting, setDeleting] = useState<TReservation | null>(null);

  // One toast per failed load (spec section 8); the alert below stays until it loads.
  useEffect(() => {
    if (reservations.isError) notifyError(reservations.error, 'Failed to load reservations');
  }, [reservations.isError, reservations.error]);

  const groups = reservations.data ? groupReservations(reservations.data) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} fz="h2">
          Reservations
        </Title>
        <Group gap="xs" align="flex-end">
          <TextInput
            type="date"
            label="Date"
            description="Restaurant day"
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <Button variant="default" onClick={() => setDate('')} disabled={date === ''}>
            All dates
          </Button>
        </Group>
      </Group>

      {reservations.isError ? (
        <ErrorAlert
          title="Failed to load reservations"
          message={reservations.error.message}
          onRetry={() => void reservations.refetch()}
          retrying={reservations.isFetching}
        />
      ) : !groups ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading reservations" size="sm" />
        </Center>
      ) : (
        groups.map((group) => (
          <Stack key={group.id} gap="xs" component="section" aria-labelledby={`group-${group.id}`}>
            <Group gap="xs">
              <Title order={2} fz="h4" id={`group-${group.id}`}>
                {group.title}
              </Title>
              <Badge variant="light" color="gray" aria-label={`${group.reservations.length} reservations`}>
                {group.reservations.length}
              </Badge>
            </Group>
            <ReservationsTable
              reservations={group.reservations}
              empty={group.empty}
              onStatusChange={(r, status) => updateStatus.mutate({ id: r.id, status })}
              onDelete={setDeleting}
            />
          </Stack>
        ))
      )}
      {groups && reservations.data?.length === 0 ? (
        <Text c="dimmed" size="sm">
          {date ? 'No reservations on this day.' : 'No reservations yet.'} New requests appear on the incoming
          screen.
        </Text>
      ) : null}

      <DeleteReservationDialog reservation={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
