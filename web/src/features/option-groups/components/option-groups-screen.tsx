import type { TLanguage } from '@app/shared/languages';
import { Badge, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AdminTable } from '@/components/admin-table';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { FormDialog } from '@/components/form-actions';
import { boldText } from '@/components/rich-text';
import { buffetItemsApi, menuItemsApi } from '@/features/catalog-admin/public';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { priceDeltaText } from '@/lib/price-delta';
import {
  type TOptionGroup,
  useCreateOptionGroup,
  useDeleteOptionGroup,
  useOptionGroups,
  useUpdateOptionGroup,
} from '../api/option-groups-api';
import { displayName, ruleText, usageCounts } from '../option-group-form';
import { OptionGroupForm } from './option-group-form';

interface TFormState {
  opened: boolean;
  /** The group being edited, null when adding; kept while the dialog fades out. */
  group: TOptionGroup | null;
  /** A new form for every opening. */
  key: number;
}

/**
 * /admin/option-groups: the dishes' option groups ("Protein", "Spice level", "Extras"), each with its
 * rule (required or optional, how many), its options with their price differences, and how many menu
 * and buffet items use it. Add and edit in a dialog; delete after a confirmation that says how many
 * dishes lose the group (past orders keep what was ordered).
 */
export function OptionGroupsScreen({ defaultLanguage }: { defaultLanguage: TLanguage }) {
  const t = useAdminT();
  const language = useLanguage();
  const phone = useMediaQuery('(max-width: 36em)');
  const groups = useOptionGroups();
  const menu = useQuery(menuItemsApi.listQueryOptions());
  const buffet = useQuery(buffetItemsApi.listQueryOptions());
  const remove = useDeleteOptionGroup();
  const create = useCreateOptionGroup();
  const update = useUpdateOptionGroup();
  const saving = create.isPending || update.isPending;
  const [form, setForm] = useState<TFormState>({ opened: false, group: null, key: 0 });
  const [deleting, setDeleting] = useState<TOptionGroup | null>(null);
  const list = groups.data ?? [];
  const counts = useMemo(
    () => usageCounts([...(menu.data ?? []), ...(buffet.data ?? [])]),
    [menu.data, buffet.data],
  );
  const countsKnown = menu.isSuccess && buffet.isSuccess;
  const nameOf = (group: TOptionGroup) => displayName(group.names, language, defaultLanguage);

  const openForm = (group: TOptionGroup | null) =>
    setForm((current) => ({ opened: true, group, key: current.key + 1 }));
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('optionGroups.title')}
          </Title>
          <Text c="dimmed" size="sm" maw={720}>
            {t('optionGroups.intro')}
          </Text>
        </Stack>
        <Button onClick={() => openForm(null)}>{t('optionGroups.add')}</Button>
      </Group>

      {groups.isError ? (
        <ErrorAlert
          title={t('optionGroups.loadFailed')}
          message={groups.error.message}
          onRetry={() => void groups.refetch()}
          retrying={groups.isFetching}
        />
      ) : (
        <AdminTable
          minWidth={760}
          headers={[
            t('optionGroups.name'),
            t('optionGroups.choices'),
            t('optionGroups.options'),
            t('optionGroups.usedBy'),
            { label: t('common.actions'), right: true },
          ]}
          loadingLabel={groups.isPending ? t('optionGroups.loading') : null}
          emptyText={groups.isSuccess && list.length === 0 ? t('optionGroups.empty') : null}
        >
          {list.map((group) => {
            const name = nameOf(group);
            return (
              <Table.Tr key={group.id}>
                <Table.Td>
                  <Text fw={600}>{name}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={group.minChoices > 0 ? 'orange' : 'gray'} tt="none">
                    {ruleText(group)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <List
                    size="sm"
                    spacing={0}
                    listStyleType="none"
                    aria-label={t('optionGroups.optionsOf', { name })}
                  >
                    {group.options.map((option) => {
                      const delta = priceDeltaText(option.priceDelta);
                      return (
                        <List.Item key={option.id}>
                          {displayName(option.names, language, defaultLanguage)}
                          {delta ? (
                            <Text span size="sm" c="dimmed">
                              {` ${delta}`}
                            </Text>
                          ) : null}
                          {option.soldOutToday ? (
                            <Badge ml={6} size="xs" color="red" variant="light">
                              {t('optionGroups.soldOutToday')}
                            </Badge>
                          ) : null}
                        </List.Item>
                      );
                    })}
                  </List>
                </Table.Td>
                <Table.Td>
                  {countsKnown ? t('optionGroups.dishes', { count: counts.get(group.id) ?? 0 }) : '…'}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={t('optionGroups.editNamed', { name })}
                      onClick={() => openForm(group)}
                    >
                      {t('common.edit')}
                    </Button>
                    <Button
                      variant="light"
                      color="red"
                      size="xs"
                      aria-label={t('optionGroups.deleteNamed', { name })}
                      onClick={() => setDeleting(group)}
                    >
                      {t('common.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </AdminTable>
      )}

      <FormDialog
        opened={form.opened}
        title={form.group ? t('optionGroups.editNamed', { name: nameOf(form.group) }) : t('optionGroups.add')}
        saving={saving}
        onClose={closeForm}
        size="xl"
        fullScreen={phone}
      >
        <OptionGroupForm
          key={form.key}
          group={form.group}
          defaultLanguage={defaultLanguage}
          onDone={closeForm}
        />
      </FormDialog>
      <ConfirmDeleteDialog
        item={deleting}
        title={t('optionGroups.deleteTitle')}
        question={(group) =>
          boldText((values) => t('optionGroups.deleteQuestion', values), {
            name: nameOf(group),
            dishes: t('optionGroups.dishes', { count: counts.get(group.id) ?? 0 }),
          })
        }
        onDelete={(group) => remove.mutateAsync(group.id)}
        successMessage={t('common.deleted')}
        keepOpenOnFailure
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
