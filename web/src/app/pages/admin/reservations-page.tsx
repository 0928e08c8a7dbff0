import type { TReservation } from '@app/shared/reservations';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '@/admin-paths';
import { ErrorAlert } from '@/components/error-alert';
import { useTables } from '@/features/reservation-settings/api/tables-api';
import { useReservations } from '@/features/reservations/api/get-reservations';
import { useUpdateReservationStatus } from '@/features/reservations/api/update-reservation-status';
import { AssignTablesDialog } from '@/features/reservations/components/assign-tables-dialog';
import { DeleteReservationDialog } from '@/features/reservations/components/delete-reservation-dialog';
import { ReservationFormModal } from '@/features/reservations/components/reservation-form-modal';
import { ReservationsTable } from '@/features/reservations/components/reservations-table';
import { groupReservations } from '@/features/reservations/reservation-list';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';

interface TFormState {
  opened: boolean;
  /** The reservation being edited, null when adding; kept while the dialog fades out. */
  reservation: TReservation | null;
  /** A new form (fresh fields and errors) for every opening. */
  key: number;
}

/**
 * /admin/reservations (spec sections 2 and 4): the handled reservations in three groups, Active,
 * Done and Cancelled/Rejected, each with its status select, Edit and Delete; Add enters a booking
 * taken by phone. New requests are on the incoming screen.
 */
export function ReservationsPage() {
  const t = useAdminT();
  const [date, setDate] = useState('');
  const reservations = useReservations({ date: date || null });
  const updateStatus = useUpdateReservationStatus();
  const [deleting, setDeleting] = useState<TReservation | null>(null);
  const [assigning, setAssigning] = useState<TReservation | null>(null);
  // The restaurant's tables (none: the column and the action stay away, as before tables existed).
  const tables = useTables();
  const tableNames = useMemo(
    () => new Map((tables.data ?? []).map((table) => [table.id, table.name])),
    [tables.data],
  );
  const [form, setForm] = useState<TFormState>({ opened: false, reservation: null, key: 0 });
  const openForm = (reservation: TReservation | null) =>
    setForm((current) => ({ opened: true, reservation, key: current.key + 1 }));

  // One toast per failed load (spec section 8); the alert below stays until it loads.
  useEffect(() => {
    if (reservations.isError) notifyError(reservations.error, t('reservations.loadFailed'));
  }, [reservations.isError, reservations.error, t]);

  const groups = reservations.data ? groupReservations(reservations.data) : null;
  // Requests stay off these lists (they are answered on the incoming screen), but an empty Active group
  // must not read as a quiet evening while guests wait for an answer.
  const waiting = reservations.data?.filter((r) => r.status === 'REQUESTED').length ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} fz="h2">
          {t('reservations.title')}
        </Title>
        <Group gap="xs" align="flex-end">
          <TextInput
            type="date"
            label={t('reservations.date')}
            description={t('reservations.dateHint')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <Button variant="default" onClick={() => setDate('')} disabled={date === ''}>
            {t('reservations.allDates')}
          </Button>
          <Button onClick={() => openForm(null)}>{t('reservations.add')}</Button>
        </Group>
      </Group>

      {waiting > 0 ? (
        <Alert color="orange" variant="light" title={t('reservations.requestsWaiting', { count: waiting })}>
          <Anchor component={Link} to={adminPaths.incoming} fw={600}>
            {t('reservations.answerOnIncoming')}
          </Anchor>
        </Alert>
      ) : null}

      {reservations.isError ? (
        <ErrorAlert
          title={t('reservations.loadFailed')}
          message={reservations.error.message}
          onRetry={() => void reservations.refetch()}
          retrying={reservations.isFetching}
        />
      ) : !groups ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('reservations.loading')} size="sm" />
        </Center>
      ) : (
        groups.map((group) => (
          <Stack key={group.id} gap="xs" component="section" aria-labelledby={`group-${group.id}`}>
            <Group gap="xs">
              <Title order={2} fz="h4" id={`group-${group.id}`}>
                {group.title}
              </Title>
              <Badge
                variant="light"
                color="gray"
                aria-label={t('reservations.count', { count: group.reservations.length })}
              >
                {group.reservations.length}
              </Badge>
            </Group>
            <ReservationsTable
              reservations={group.reservations}
              empty={group.empty}
              onStatusChange={(r, status) => updateStatus.mutate({ id: r.id, status })}
              onDelete={setDeleting}
              onEdit={openForm}
              tableNames={tableNames}
              onAssignTables={setAssigning}
            />
          </Stack>
        ))
      )}
      {groups && reservations.data?.length === 0 ? (
        <Text c="dimmed" size="sm">
          {`${date ? t('reservations.noneOnDay') : t('reservations.noneYet')} ${t('reservations.newOnIncoming')}`}
        </Text>
      ) : null}

      <ReservationFormModal
        opened={form.opened}
        reservation={form.reservation}
        formKey={form.key}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <DeleteReservationDialog reservation={deleting} onClose={() => setDeleting(null)} />
      <AssignTablesDialog
        key={assigning?.id ?? 'none'}
        reservation={assigning}
        tables={tables.data ?? []}
        onClose={() => setAssigning(null)}
      />
    </Stack>
  );
}
