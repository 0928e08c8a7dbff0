import type { TPrinter } from '@app/shared/printing';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { usePrinters } from '@/features/printing/api/get-printers';
import { useTestPrinter } from '@/features/printing/api/test-printer';
import { DeletePrinterDialog } from '@/features/printing/components/delete-printer-dialog';
import { PrinterFormModal } from '@/features/printing/components/printer-form-modal';
import { PrintersTable } from '@/features/printing/components/printers-table';
import { useStations } from '@/features/stations/api/stations-api';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';

interface TFormState {
  opened: boolean;
  /** The printer being edited, null when adding; kept while the dialog fades out. */
  printer: TPrinter | null;
  /** A new form (fresh fields and errors) for every opening. */
  key: number;
}

/**
 * /admin/printers: the network printers the server prints on, with Add, Edit, Delete and a
 * test print per printer; without any, the tablet prints (spec section 4), and the screen says so.
 */
export function PrintersPage() {
  const t = useAdminT();
  const printers = usePrinters();
  // Which stations each printer serves (set on the Stations screen); without them, no scope is shown.
  const stations = useStations();
  const test = useTestPrinter();
  const [form, setForm] = useState<TFormState>({ opened: false, printer: null, key: 0 });
  const [deleting, setDeleting] = useState<TPrinter | null>(null);
  const [testing, setTesting] = useState<ReadonlySet<number>>(() => new Set());

  // One toast per failed load (spec section 8); the alert below stays until it loads.
  useEffect(() => {
    if (printers.isError && !printers.data) notifyError(printers.error, t('printers.loadFailed'));
  }, [printers.isError, printers.data, printers.error, t]);

  const openForm = (printer: TPrinter | null) =>
    setForm((current) => ({ opened: true, printer, key: current.key + 1 }));

  const onTest = async (printer: TPrinter) => {
    setTesting((current) => new Set(current).add(printer.id));
    try {
      await test.mutateAsync(printer.id);
      notifySuccess(t('printers.testPrinted'));
    } catch (error) {
      // 502 PRINTER_UNAVAILABLE: the server's message says why (not reachable, out of paper...).
      notifyError(error, t('printers.testFailed'));
    } finally {
      setTesting((current) => {
        const next = new Set(current);
        next.delete(printer.id);
        return next;
      });
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {t('printers.title')}
        </Title>
        <Button onClick={() => openForm(null)}>{t('printers.add')}</Button>
      </Group>
      <Text c="dimmed" size="sm" maw={720}>
        {t('printers.intro')}
      </Text>

      {printers.isError && !printers.data ? (
        <ErrorAlert
          title={t('printers.loadFailed')}
          message={printers.error.message}
          onRetry={() => void printers.refetch()}
          retrying={printers.isFetching}
        />
      ) : !printers.data ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('printers.loading')} size="sm" />
        </Center>
      ) : printers.data.length === 0 ? (
        <Alert color="gray" variant="light" title={t('printers.emptyTitle')}>
          {t('printers.empty')}
        </Alert>
      ) : (
        <PrintersTable
          printers={printers.data}
          stations={stations.data}
          testing={testing}
          onTest={(printer) => void onTest(printer)}
          onEdit={openForm}
          onDelete={setDeleting}
        />
      )}

      <PrinterFormModal
        opened={form.opened}
        printer={form.printer}
        formKey={form.key}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <DeletePrinterDialog printer={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
