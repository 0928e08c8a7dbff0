import type { TReservation } from '@app/shared/reservations';
import { Anchor, Badge, Modal, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { AdminTable, RowActions, RowStatusSelect, type TAdminTableHeader } from '@/components/admin-table';
import {
  formatReservationTime,
  guestName,
  SETTABLE_STATUSES,
  statusLabel,
  type TSettableStatus,
} from '@/features/reservations/reservation-list';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { GuaranteeActions } from './guarantee-actions';
import { ReservationHistory } from './reservation-history';
import { GuestRecordBadges, ReservationServiceActions } from './reservation-service-actions';

interface TReservationsTableProps {
  reservations: TReservation[];
  /** Shown instead of rows when there are none. */
  empty: string;
  onStatusChange: (reservation: TReservation, status: TSettableStatus) => void;
  onDelete: (reservation: TReservation) => void;
  /** Opens the Edit dialog. */
  onEdit: (reservation: TReservation) => void;
  /**
   * The restaurant's tables by id, when it keeps any: a column shows each booking's tables and an
   * action opens `onAssignTables`.
   */
  tableNames?: ReadonlyMap<number, string>;
  onAssignTables?: (reservation: TReservation) => void;
}

function statusOptions() {
  return SETTABLE_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
}

function headers(withTables: boolean): TAdminTableHeader[] {
  return [
    tAdmin('reservations.col.when'),
    tAdmin('common.name'),
    { label: tAdmin('common.people'), right: true },
    ...(withTables ? [tAdmin('reservations.tables')] : []),
    tAdmin('common.phone'),
    tAdmin('common.email'),
    tAdmin('reservations.col.requests'),
    tAdmin('common.status'),
    { label: tAdmin('common.actions'), right: true },
  ];
}

/**
 * One group's reservations: when, who (and which staff member entered a phone booking, the guest's visits
 * and no-shows), how many, contact, requests, status (with Arrived and No-show during today's service),
 * History, Edit and Delete.
 */
export function ReservationsTable({
  reservations,
  empty,
  onStatusChange,
  onDelete,
  onEdit,
  tableNames,
  onAssignTables,
}: TReservationsTableProps) {
  const t = useAdminT();
  const withTables = Boolean(tableNames && tableNames.size > 0 && onAssignTables);
  const [historyOf, setHistoryOf] = useState<TReservation | null>(null);
  // A line of text, not an empty table as wide as a full one (it would scroll sideways on a phone).
  if (reservations.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="xs">
        {empty}
      </Text>
    );
  }
  return (
    <>
      <AdminTable minWidth={withTables ? 1040 : 960} headers={headers(withTables)}>
        {reservations.map((r) => {
          const nameId = `reservation-${r.id}-name`;
          const name = guestName(r);
          return (
            <Table.Tr key={r.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatReservationTime(r.reservationDateTime)}
              </Table.Td>
              <Table.Td>
                <Text id={nameId} fw={500} size="sm">
                  {name}
                </Text>
                {r.enteredBy ? (
                  <Text size="xs" c="dimmed">
                    {t('reservations.enteredBy', { name: r.enteredBy })}
                  </Text>
                ) : null}
                {r.overrideReason ? (
                  // Booked for a time the restaurant is closed: say why it was allowed.
                  <Text size="xs" c="orange.9">
                    {t('orderList.override', { reason: r.overrideReason })}
                  </Text>
                ) : null}
                <GuestRecordBadges guest={r.guest} />
              </Table.Td>
              <Table.Td ta="right">
                {r.numberOfPeople}
                {r.overCapacity ? (
                  <Tooltip label={t('reservations.overCapacityHint')} withArrow>
                    <Badge color="orange" variant="light" ml="xs" tabIndex={0}>
                      {t('common.overCapacity')}
                    </Badge>
                  </Tooltip>
                ) : null}
              </Table.Td>
              {withTables ? (
                <Table.Td>
                  {r.tableIds?.length ? (
                    r.tableIds.map((id) => tableNames?.get(id) ?? `#${id}`).join(', ')
                  ) : (
                    <Text span c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              ) : null}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor href={`tel:${r.customerInfo.phone.replace(/\s+/g, '')}`}>
                  {r.customerInfo.phone}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {r.customerInfo.email ? (
                  <Anchor href={`mailto:${r.customerInfo.email}`}>{r.customerInfo.email}</Anchor>
                ) : (
                  // A phone booking may have no email.
                  <Text span c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={260} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.specialRequests ?? (
                  <Text span c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <RowStatusSelect
                  label={t('reservations.statusOf', { name })}
                  value={r.status}
                  options={statusOptions()}
                  onChange={(status) => {
                    if (status !== r.status) onStatusChange(r, status);
                  }}
                />
                <ReservationServiceActions reservation={r} />
                <GuaranteeActions reservation={r} />
              </Table.Td>
              <Table.Td>
                <RowActions
                  describedBy={nameId}
                  actions={[
                    ...(withTables && onAssignTables
                      ? [{ label: t('reservations.tables'), onClick: () => onAssignTables(r) }]
                      : []),
                    { label: t('history.title'), onClick: () => setHistoryOf(r) },
                    { label: t('common.edit'), onClick: () => onEdit(r) },
                    { label: t('common.delete'), color: 'red', onClick: () => onDelete(r) },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </AdminTable>
      <Modal
        opened={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        title={historyOf ? t('history.openFor', { name: guestName(historyOf) }) : ''}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {historyOf ? <ReservationHistory id={historyOf.id} /> : null}
      </Modal>
    </>
  );
}
