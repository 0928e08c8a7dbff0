import { CODE_PAGES, PRINT_COPIES, PRINTER_COLUMNS, type TPrinter } from '@app/shared/printing';
import { Checkbox, Grid, Group, NativeSelect, NumberInput, Switch, TextInput } from '@mantine/core';
import { DialogForm, FormDialog } from '@/components/form-actions';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreatePrinter, useUpdatePrinter } from '../api/save-printer';
import { checkPrinter, NEW_PRINTER_VALUES, placePrinterField, valuesFromPrinter } from '../printer-form';

interface TPrinterFormModalProps {
  opened: boolean;
  /** The printer being edited, or null to add one. */
  printer: TPrinter | null;
  /** Changes on every opening: the form starts afresh. */
  formKey: number;
  onClose: () => void;
}

/** The Add/Edit printer dialog: Save sends, Cancel closes; the checks' messages under the fields. */
export function PrinterFormModal({ opened, printer, formKey, onClose }: TPrinterFormModalProps) {
  const t = useAdminT();
  const create = useCreatePrinter();
  const update = useUpdatePrinter();
  const saving = create.isPending || update.isPending;
  return (
    <FormDialog
      opened={opened}
      title={printer ? t('printers.edit') : t('printers.add')}
      saving={saving}
      onClose={onClose}
      size="lg"
    >
      <PrinterForm
        key={formKey}
        printer={printer}
        onDone={onClose}
        saving={saving}
        create={create}
        update={update}
      />
    </FormDialog>
  );
}

interface TPrinterFormProps {
  printer: TPrinter | null;
  saving: boolean;
  onDone: () => void;
  create: ReturnType<typeof useCreatePrinter>;
  update: ReturnType<typeof useUpdatePrinter>;
}

function PrinterForm({ printer, saving, onDone, create, update }: TPrinterFormProps) {
  const t = useAdminT();
  const form = useSchemaForm({
    initialValues: printer ? valuesFromPrinter(printer) : NEW_PRINTER_VALUES,
    check: checkPrinter,
    placeServerError: placePrinterField,
  });

  // A refusal such as PRINTER_ADDRESS (the host is not on the restaurant's own network) stands under
  // its field; the toast says the server's message.
  const submit = form.onSubmit(
    async (body) => {
      if (printer) {
        await update.mutateAsync({ id: printer.id, body });
        notifySuccess(tAdmin('common.updated'));
      } else {
        await create.mutateAsync(body);
        notifySuccess(tAdmin('common.created'));
      }
      onDone();
    },
    ({ error }) => notifyError(error, tAdmin('common.saveFailed')),
  );

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput
        label={t('printers.field.name')}
        description={t('printers.field.nameHint')}
        required
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 8 }}>
          <TextInput
            label={t('printers.field.host')}
            description={t('printers.field.hostHint')}
            required
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            inputMode="url"
            {...form.getInputProps('host')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <NumberInput
            label={t('printers.field.port')}
            description={t('printers.field.portHint')}
            required
            min={1}
            max={65_535}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={false}
            inputMode="numeric"
            {...form.getInputProps('port')}
          />
        </Grid.Col>
      </Grid>
      <NativeSelect
        label={t('printers.field.columns')}
        description={t('printers.field.columnsHint')}
        data={PRINTER_COLUMNS.map((columns) => ({
          value: String(columns),
          label: t('printers.field.columnsOption', { columns }),
        }))}
        {...form.getInputProps('columns')}
      />
      <NativeSelect
        label={t('printers.field.codePage')}
        description={t('printers.field.codePageHint')}
        data={CODE_PAGES.map((codePage) => ({
          value: codePage,
          label: t('printers.codePageName', { codePage }),
        }))}
        {...form.getInputProps('codePage')}
      />
      <Checkbox.Group label={t('printers.field.copies')} required {...form.getInputProps('copies')}>
        <Group gap="lg" mt={6}>
          {PRINT_COPIES.map((copy) => (
            <Checkbox key={copy} value={copy} label={t('printers.copy', { copy })} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label={t('printers.field.enabled')}
        description={t('printers.field.enabledHint')}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
        mt="xs"
      />
    </DialogForm>
  );
}
