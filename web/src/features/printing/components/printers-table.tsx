import type { TStation } from '@app/shared/kitchen';
import type { TPrinter } from '@app/shared/printing';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { AdminTable, RowActions } from '@/components/admin-table';
import { useAdminT } from '@/i18n/use-i18n';
import { formatPrintTime } from '../print-time';

interface TPrintersTableProps {
  printers: TPrinter[];
  /** The kitchen's stations with their printers; undefined until they are loaded (or when they cannot be). */
  stations?: readonly TStation[];
  /** Printers with a test print under way. */
  testing: ReadonlySet<number>;
  onTest: (printer: TPrinter) => void;
  onEdit: (printer: TPrinter) => void;
  onDelete: (printer: TPrinter) => void;
}

/** How the printer is doing: printing, or its last error and since when; the jobs it still owes. */
function PrinterState({ printer }: { printer: TPrinter }) {
  const t = useAdminT();
  return (
    <Stack gap={2}>
      {!printer.enabled ? (
        <Text size="sm" c="dimmed">
          {t('printers.stateOff')}
        </Text>
      ) : printer.lastError ? (
        <Text size="sm" c="red.9" fw={500}>
          {printer.lastErrorAt
            ? t('printers.stateError', {
                error: printer.lastError,
                time: formatPrintTime(printer.lastErrorAt),
              })
            : printer.lastError}
        </Text>
      ) : (
        <Text size="sm" fw={500}>
          {t('printers.stateOk')}
        </Text>
      )}
      {printer.pendingJobs > 0 && (
        <Text size="xs" c={printer.lastError ? 'red.9' : 'dimmed'}>
          {t('printers.pendingJobs', { count: printer.pendingJobs })}
        </Text>
      )}
      {printer.lastPrintedAt && (
        <Text size="xs" c="dimmed">
          {t('printers.lastPrinted', { time: formatPrintTime(printer.lastPrintedAt) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What a printer's kitchen ticket holds: the lines of the stations it serves (one ticket per station), or,
 * serving none, the whole kitchen ticket. Nothing while the stations are not known.
 */
function KitchenTicketScope({ printer, stations }: { printer: TPrinter; stations?: readonly TStation[] }) {
  const t = useAdminT();
  if (!stations) return null;
  const served = stations.filter((s) => s.printerIds.includes(printer.id)).map((s) => s.name);
  return (
    <Text size="xs" c="dimmed">
      {served.length > 0 ? t('printers.stations', { list: served.join(', ') }) : t('printers.wholeTicket')}
    </Text>
  );
}

/** Name, address, paper, code page, copies, on/off, state and the row actions (Test print, Edit, Delete). */
export function PrintersTable({
  printers,
  stations,
  testing,
  onTest,
  onEdit,
  onDelete,
}: TPrintersTableProps) {
  const t = useAdminT();
  return (
    <AdminTable
      minWidth={900}
      headers={[
        t('printers.col.name'),
        t('printers.col.address'),
        t('printers.col.columns'),
        t('printers.col.codePage'),
        t('printers.col.copies'),
        t('printers.col.enabled'),
        t('printers.col.state'),
        { label: t('common.actions'), right: true },
      ]}
    >
      {printers.map((printer) => {
        const nameId = `printer-${printer.id}-name`;
        return (
          <Table.Tr key={printer.id}>
            <Table.Td id={nameId} fw={500}>
              {printer.name}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {printer.host}:{printer.port}
            </Table.Td>
            <Table.Td>{printer.columns}</Table.Td>
            <Table.Td>{printer.codePage}</Table.Td>
            <Table.Td>
              <Stack gap={0}>
                {printer.copies.map((copy) => (
                  <Stack gap={0} key={copy}>
                    <Text size="sm">{t('printers.copy', { copy })}</Text>
                    {copy === 'KITCHEN' && <KitchenTicketScope printer={printer} stations={stations} />}
                  </Stack>
                ))}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={printer.enabled ? 'green' : 'gray'}>
                {printer.enabled ? t('common.yes') : t('common.no')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <PrinterState printer={printer} />
            </Table.Td>
            <Table.Td>
              <RowActions
                describedBy={nameId}
                actions={[
                  {
                    label: t('printers.test'),
                    loading: testing.has(printer.id),
                    onClick: () => onTest(printer),
                  },
                  { label: t('common.edit'), onClick: () => onEdit(printer) },
                  { label: t('common.delete'), color: 'red', onClick: () => onDelete(printer) },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
