import { CODE_PAGES, PRINT_COPIES, PRINTER_COLUMNS, type TPrinter } from '@app/shared/printing';
import { Checkbox, Grid, Group, Modal, NativeSelect, NumberInput, Switch, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DialogForm } from '@/components/form-actions';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useCreatePrinter, useUpdatePrinter } from '../api/save-printer';
import {
  checkPrinter,
  isCodePage,
  NEW_PRINTER_VALUES,
  serverFieldErrors,
  type TPrinterField,
  type TPrinterFieldErrors,
  type TPrinterFormValues,
  valuesFromPrinter,
} from '../printer-form';

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
    <Modal
      opened={opened}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={printer ? t('printers.edit') : t('printers.add')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <PrinterForm
        key={formKey}
        printer={printer}
        onDone={onClose}
        saving={saving}
        create={create}
        update={update}
      />
    </Modal>
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
  const [values, setValues] = useState<TPrinterFormValues>(() =>
    printer ? valuesFromPrinter(printer) : NEW_PRINTER_VALUES,
  );
  const [errors, setErrors] = useState<TPrinterFieldErrors>({});

  function set<K extends TPrinterField>(field: K, value: TPrinterFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = checkPrinter(values);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      if (printer) {
        await update.mutateAsync({ id: printer.id, body: checked.body });
        notifySuccess(tAdmin('common.updated'));
      } else {
        await create.mutateAsync(checked.body);
        notifySuccess(tAdmin('common.created'));
      }
      onDone();
    } catch (error) {
      // E.g. PRINTER_ADDRESS: the host is not on the restaurant's own network (details.host).
      if (error instanceof ApiError) setErrors(serverFieldErrors(error.details));
      notifyError(error, tAdmin('common.saveFailed'));
    }
  }

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput
        label={t('printers.field.name')}
        description={t('printers.field.nameHint')}
        required
        autoComplete="off"
        data-autofocus
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={errors.name}
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
            value={values.host}
            onChange={(event) => set('host', event.currentTarget.value)}
            error={errors.host}
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
            value={values.port}
            onChange={(value) => set('port', value)}
            error={errors.port}
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
        value={values.columns}
        onChange={(event) => set('columns', event.currentTarget.value === '48' ? '48' : '42')}
        error={errors.columns}
      />
      <NativeSelect
        label={t('printers.field.codePage')}
        description={t('printers.field.codePageHint')}
        data={CODE_PAGES.map((codePage) => ({
          value: codePage,
          label: t('printers.codePageName', { codePage }),
        }))}
        value={values.codePage}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isCodePage(next)) set('codePage', next);
        }}
        error={errors.codePage}
      />
      <Checkbox.Group
        label={t('printers.field.copies')}
        required
        value={values.copies}
        onChange={(list) =>
          set(
            'copies',
            PRINT_COPIES.filter((copy) => list.includes(copy)),
          )
        }
        error={errors.copies}
      >
        <Group gap="lg" mt={6}>
          {PRINT_COPIES.map((copy) => (
            <Checkbox key={copy} value={copy} label={t('printers.copy', { copy })} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label={t('printers.field.enabled')}
        description={t('printers.field.enabledHint')}
        checked={values.enabled}
        onChange={(event) => set('enabled', event.currentTarget.checked)}
        mt="xs"
      />
    </DialogForm>
  );
}
