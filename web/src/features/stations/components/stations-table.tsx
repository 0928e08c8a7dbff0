import type { TStation } from '@app/shared/kitchen';
import { Stack, Table, Text } from '@mantine/core';
import { AdminTable, RowActions } from '@/components/admin-table';
import { useAdminT } from '@/i18n/use-i18n';
import type { TPrinterChoice } from './station-form-modal';

interface TStationsTableProps {
  stations: readonly TStation[];
  /** The printers by id, for their names; an id the list lacks shows as its number. */
  printers: readonly TPrinterChoice[];
  onEdit: (station: TStation) => void;
  onDelete: (station: TStation) => void;
}

/** Name, target time, printers and the row actions (Edit, Delete), in the stations' order. */
export function StationsTable({ stations, printers, onEdit, onDelete }: TStationsTableProps) {
  const t = useAdminT();
  const printerName = (id: number) => printers.find((p) => p.id === id)?.name ?? `#${id}`;
  return (
    <AdminTable
      minWidth={560}
      headers={[
        t('stations.col.name'),
        t('stations.col.target'),
        t('stations.col.printers'),
        { label: t('common.actions'), right: true },
      ]}
    >
      {stations.map((station) => {
        const nameId = `station-${station.id}-name`;
        return (
          <Table.Tr key={station.id}>
            <Table.Td id={nameId} fw={500}>
              {station.name}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {t('stations.minutes', { count: station.targetMinutes })}
            </Table.Td>
            <Table.Td>
              {station.printerIds.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('stations.noPrinter')}
                </Text>
              ) : (
                <Stack gap={0}>
                  {station.printerIds.map((id) => (
                    <Text size="sm" key={id}>
                      {printerName(id)}
                    </Text>
                  ))}
                </Stack>
              )}
            </Table.Td>
            <Table.Td>
              <RowActions
                describedBy={nameId}
                actions={[
                  { label: t('common.edit'), onClick: () => onEdit(station) },
                  { label: t('common.delete'), color: 'red', onClick: () => onDelete(station) },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
