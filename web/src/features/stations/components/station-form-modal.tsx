import type { TStation } from '@app/shared/kitchen';
import { Checkbox, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { DialogForm, FormDialog } from '@/components/form-actions';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateStation, useUpdateStation } from '../api/stations-api';
import { checkStation, NEW_STATION_VALUES, placeStationField, valuesFromStation } from '../station-form';

/** A printer as the form offers it: the Printers screen's list, reduced to what a checkbox needs. */
export interface TPrinterChoice {
  id: number;
  name: string;
}

interface TStationFormModalProps {
  opened: boolean;
  /** The station being edited, or null to add one. */
  station: TStation | null;
  /** Changes on every opening: the form starts afresh. */
  formKey: number;
  /** The printers to choose from; null while they load or could not be loaded. */
  printers: readonly TPrinterChoice[] | null;
  onClose: () => void;
}

/** The Add/Edit station dialog: name, target time, printers; Save sends, Cancel closes. */
export function StationFormModal({ opened, station, formKey, printers, onClose }: TStationFormModalProps) {
  const t = useAdminT();
  const create = useCreateStation();
  const update = useUpdateStation();
  const saving = create.isPending || update.isPending;
  return (
    <FormDialog
      opened={opened}
      title={station ? t('stations.editNamed', { name: station.name }) : t('stations.add')}
      saving={saving}
      onClose={onClose}
    >
      <StationForm
        key={formKey}
        station={station}
        printers={printers}
        saving={saving}
        onDone={onClose}
        create={create}
        update={update}
      />
    </FormDialog>
  );
}

interface TStationFormProps {
  station: TStation | null;
  printers: readonly TPrinterChoice[] | null;
  saving: boolean;
  onDone: () => void;
  create: ReturnType<typeof useCreateStation>;
  update: ReturnType<typeof useUpdateStation>;
}

function StationForm({ station, printers, saving, onDone, create, update }: TStationFormProps) {
  const t = useAdminT();
  const form = useSchemaForm({
    initialValues: station ? valuesFromStation(station) : NEW_STATION_VALUES,
    check: checkStation,
    placeServerError: placeStationField,
  });
  const submit = form.onSubmit(
    async (body) => {
      if (station) {
        await update.mutateAsync({ id: station.id, body });
        notifySuccess(tAdmin('common.updated'));
      } else {
        await create.mutateAsync(body);
        notifySuccess(tAdmin('common.created'));
      }
      onDone();
    },
    ({ error }) => notifyError(error, tAdmin('common.saveFailed')),
  );
  // A printer the list lacks (deleted meanwhile) stays as its number, so the form shows what is saved.
  const choices: TPrinterChoice[] = [...(printers ?? [])];
  for (const id of form.values.printerIds) {
    if (!choices.some((p) => String(p.id) === id)) choices.push({ id: Number(id), name: `#${id}` });
  }

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <TextInput
        label={t('stations.field.name')}
        description={t('stations.field.nameHint')}
        required
        autoComplete="off"
        maxLength={40}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <NumberInput
        label={t('stations.field.target')}
        description={t('stations.field.targetHint')}
        required
        min={1}
        max={240}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator={false}
        inputMode="numeric"
        {...form.getInputProps('targetMinutes')}
      />
      <Checkbox.Group
        label={t('stations.field.printers')}
        description={t('stations.field.printersHint')}
        {...form.getInputProps('printerIds')}
      >
        <Stack gap="xs" mt="xs">
          {choices.length === 0 ? (
            <Text size="sm" c="dimmed">
              {printers === null ? t('stations.printersLoading') : t('stations.field.noPrinters')}
            </Text>
          ) : (
            choices.map((printer) => (
              <Checkbox key={printer.id} value={String(printer.id)} label={printer.name} />
            ))
          )}
        </Stack>
      </Checkbox.Group>
    </DialogForm>
  );
}
