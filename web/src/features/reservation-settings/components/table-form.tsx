import { RESERVATION_SETTINGS_LIMITS } from '@app/shared/reservation-settings';
import { Checkbox, NumberInput, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { DialogForm } from '@/components/form-actions';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { type TTable, type TTableInput, useCreateTable, useUpdateTable } from '../api/tables-api';
import { checkTable, placeTableField, type TTableFormValues, tableFormValues } from '../table-form';

const L = RESERVATION_SETTINGS_LIMITS;

/** Hints under the inputs, so the three inputs of a row line up whatever their hints' length. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * The Add/Edit dialog of a table: its name, seats, the smallest party seated there alone, the other
 * tables it can be pushed together with, and whether it is offered. The server's messages (a name
 * another table has) stand under their fields.
 */
export function TableForm({
  table,
  tables,
  onDone,
}: {
  table: TTable | null;
  /** Every table, for the joinable choices (the table itself left out). */
  tables: readonly TTable[];
  onDone: () => void;
}) {
  const t = useAdminT();
  const create = useCreateTable();
  const update = useUpdateTable();
  const form = useSchemaForm<TTableFormValues, TTableInput>({
    initialValues: tableFormValues(table),
    check: checkTable,
    placeServerError: placeTableField,
  });
  const others = tables.filter((other) => other.id !== table?.id);

  const submit = form.onSubmit(
    async (body) => {
      if (table) await update.mutateAsync({ id: table.id, body });
      else await create.mutateAsync(body);
      notifySuccess(tAdmin(table ? 'common.updated' : 'common.created'));
      onDone();
    },
    ({ error, placed }) => {
      if (!placed) notifyError(error, tAdmin('common.saveFailed'));
    },
  );

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={form.submitting}>
      <div ref={form.formRef}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={t('tables.name')}
            description={t('tables.nameHint')}
            inputWrapperOrder={HINT_BELOW}
            required
            autoComplete="off"
            maxLength={L.tableNameLength}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <NumberInput
            label={t('tables.seats')}
            inputWrapperOrder={HINT_BELOW}
            required
            min={1}
            max={L.tableSeats}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('seats')}
          />
          <NumberInput
            label={t('tables.minSeats')}
            description={t('tables.minSeatsHint')}
            inputWrapperOrder={HINT_BELOW}
            required
            min={1}
            max={L.tableSeats}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('minSeats')}
          />
        </SimpleGrid>
        <Checkbox.Group
          mt="md"
          label={t('tables.joinableWith')}
          description={t('tables.joinableHint')}
          {...form.getInputProps('joinableWith')}
        >
          {others.length === 0 ? (
            <Text size="sm" c="dimmed" mt={4}>
              {t('tables.noOtherTables')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" mt={6}>
              {others.map((other) => (
                <Checkbox key={other.id} value={String(other.id)} label={other.name} />
              ))}
            </SimpleGrid>
          )}
        </Checkbox.Group>
        <Switch
          mt="md"
          label={t('tables.active')}
          description={t('tables.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      </div>
    </DialogForm>
  );
}
