import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable, RowActions } from '@/components/admin-table';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { FormDialog } from '@/components/form-actions';
import { boldText } from '@/components/rich-text';
import { useAdminT } from '@/i18n/use-i18n';
import { TABLES_KEY, type TTable, useDeleteTable, useTables } from '../api/tables-api';
import { joinedNames } from '../table-form';
import { TableForm } from './table-form';

interface TFormState {
  opened: boolean;
  /** The table being edited, null when adding; kept while the dialog fades out. */
  table: TTable | null;
  /** A new form for every opening. */
  key: number;
}

/**
 * The restaurant's tables: name, seats (and the smallest party seated there alone), the tables each
 * joins with, offered or not. Add and edit in a dialog; delete after a confirmation.
 */
export function TablesSection() {
  const t = useAdminT();
  const phone = useMediaQuery('(max-width: 36em)');
  const tables = useTables();
  const remove = useDeleteTable();
  // The dialog's save (its own mutation): Escape and the close button wait for it.
  const saving = useIsMutating({ mutationKey: TABLES_KEY }) > 0;
  const [form, setForm] = useState<TFormState>({ opened: false, table: null, key: 0 });
  const [deleting, setDeleting] = useState<TTable | null>(null);
  const list = tables.data ?? [];
  const activeSeats = list.filter((table) => table.active).reduce((sum, table) => sum + table.seats, 0);

  const openForm = (table: TTable | null) =>
    setForm((current) => ({ opened: true, table, key: current.key + 1 }));
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="tables-heading"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3" id="tables-heading">
              {t('tables.title')}
            </Title>
            <Text size="sm" c="dimmed" maw={640}>
              {list.some((table) => table.active)
                ? t('tables.summary', {
                    count: list.filter((table) => table.active).length,
                    seats: activeSeats,
                  })
                : t('tables.none')}
            </Text>
          </Stack>
          <Button onClick={() => openForm(null)}>{t('tables.add')}</Button>
        </Group>

        {tables.isError ? (
          <ErrorAlert
            title={t('tables.loadFailed')}
            message={tables.error.message}
            onRetry={() => void tables.refetch()}
            retrying={tables.isFetching}
          />
        ) : (
          <AdminTable
            minWidth={640}
            headers={[
              t('tables.name'),
              t('tables.seats'),
              t('tables.joinableWith'),
              t('tables.state'),
              { label: t('common.actions'), right: true },
            ]}
            loadingLabel={tables.isPending ? t('tables.loading') : null}
            emptyText={tables.isSuccess && list.length === 0 ? t('tables.empty') : null}
          >
            {list.map((table) => {
              const joined = joinedNames(table, list);
              return (
                <Table.Tr key={table.id}>
                  <Table.Td id={`table-${table.id}`}>
                    <Text fw={600}>{table.name}</Text>
                  </Table.Td>
                  <Table.Td>
                    {table.minSeats > 1
                      ? t('tables.seatsFrom', { seats: table.seats, min: table.minSeats })
                      : t('tables.seatsCount', { seats: table.seats })}
                  </Table.Td>
                  <Table.Td>{joined.length > 0 ? joined.join(', ') : '–'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={table.active ? 'green' : 'gray'} tt="none">
                      {table.active ? t('tables.activeBadge') : t('tables.inactiveBadge')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      describedBy={`table-${table.id}`}
                      actions={[
                        { label: t('common.edit'), onClick: () => openForm(table) },
                        { label: t('common.delete'), color: 'red', onClick: () => setDeleting(table) },
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </AdminTable>
        )}
      </Stack>

      <FormDialog
        opened={form.opened}
        title={form.table ? t('tables.editNamed', { name: form.table.name }) : t('tables.add')}
        saving={saving}
        onClose={closeForm}
        size="lg"
        fullScreen={phone}
      >
        <TableForm key={form.key} table={form.table} tables={list} onDone={closeForm} />
      </FormDialog>
      <ConfirmDeleteDialog
        item={deleting}
        title={t('tables.deleteTitle')}
        question={(table) => boldText((values) => t('tables.deleteQuestion', values), { name: table.name })}
        onDelete={(table) => remove.mutateAsync(table.id)}
        successMessage={t('common.deleted')}
        keepOpenOnFailure
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
