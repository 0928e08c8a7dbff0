import type { TCategory, TCategoryCreate, TCategoryUpdate } from '@app/shared/categories';
import { LANGUAGE_NAME, LANGUAGES } from '@app/shared/languages';
import { Badge, Button, Grid, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { AdminTable } from '@/components/admin-table';
import { ChangeHistoryList } from '@/components/change-history-list';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { DialogForm, FormDialog } from '@/components/form-actions';
import {
  useAdminCategories,
  useCategoriesHistory,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '@/features/catalog-admin/api/categories-api';
import {
  categoryDisplayName,
  categoryFormValues,
  changeTime,
  checkNewCategory,
  checkRename,
  describeCategoryChange,
  movedPosition,
  NEW_CATEGORY,
  placeCategoryField,
  type TCategoryFormValues,
} from '@/features/catalog-admin/category-form';
import { StationSelect } from '@/features/stations/public';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';

interface TFormState {
  opened: boolean;
  /** The category being renamed, null when adding; kept while the dialog fades out. */
  category: TCategory | null;
  /** A new form for every opening. */
  key: number;
}

/**
 * /admin/categories: the menu's categories in the menu's order. Add one (code and names in the four
 * languages), rename it, move it up or down, hide or show it, delete it (refused while menu items use
 * it: the dialog keeps the server's reason), route it to a kitchen station. The change log is beside the list.
 */
export function CategoriesScreen() {
  const t = useAdminT();
  const language = useLanguage();
  const categories = useAdminCategories();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [form, setForm] = useState<TFormState>({ opened: false, category: null, key: 0 });
  const [deleting, setDeleting] = useState<TCategory | null>(null);
  const list = categories.data ?? [];
  const busy = update.isPending;

  const openForm = (category: TCategory | null) =>
    setForm((current) => ({ opened: true, category, key: current.key + 1 }));
  const change = (
    category: TCategory,
    body: { position?: number; visible?: boolean; stationId?: number | null },
  ) =>
    update.mutate(
      { code: category.code, body },
      { onError: (error) => notifyError(error, tAdmin('common.saveFailed')) },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {t('categories.title')}
        </Title>
        <Button onClick={() => openForm(null)}>{t('categories.add')}</Button>
      </Group>
      <Text c="dimmed" maw={720}>
        {t('categories.intro')}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {categories.isError ? (
            <ErrorAlert
              title={t('categories.loadFailed')}
              message={categories.error.message}
              onRetry={() => void categories.refetch()}
              retrying={categories.isFetching}
            />
          ) : (
            <AdminTable
              minWidth={780}
              headers={[
                t('categories.position'),
                t('categories.name'),
                t('categories.visible'),
                t('categories.station'),
                { label: t('common.actions'), right: true },
              ]}
              loadingLabel={categories.isPending ? t('categories.loading') : null}
              emptyText={categories.isSuccess && list.length === 0 ? t('categories.empty') : null}
            >
              {list.map((category) => {
                const name = categoryDisplayName(category, language);
                const up = movedPosition(list, category.code, -1);
                const down = movedPosition(list, category.code, 1);
                return (
                  <Table.Tr key={category.code}>
                    <Table.Td>{category.position}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Text fw={500}>{name}</Text>
                        {category.visible ? null : (
                          <Badge color="gray" variant="light">
                            {t('categories.hidden')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {category.code}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={category.visible}
                        disabled={busy}
                        aria-label={t('categories.visibleLabel', { name })}
                        onChange={(event) => change(category, { visible: event.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td miw={150}>
                      <StationSelect
                        ariaLabel={t('categories.stationLabel', { name })}
                        noneLabel={t('stations.noStation')}
                        value={category.stationId}
                        disabled={busy}
                        onChange={(stationId) => change(category, { stationId })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        <Button
                          variant="default"
                          size="xs"
                          disabled={busy || up === null}
                          aria-label={t('categories.moveUp', { name })}
                          onClick={() => up !== null && change(category, { position: up })}
                        >
                          ↑
                        </Button>
                        <Button
                          variant="default"
                          size="xs"
                          disabled={busy || down === null}
                          aria-label={t('categories.moveDown', { name })}
                          onClick={() => down !== null && change(category, { position: down })}
                        >
                          ↓
                        </Button>
                        <Button
                          variant="default"
                          size="xs"
                          aria-label={t('categories.renameNamed', { name })}
                          onClick={() => openForm(category)}
                        >
                          {t('common.edit')}
                        </Button>
                        <Button
                          variant="light"
                          color="red"
                          size="xs"
                          aria-label={t('categories.deleteNamed', { name })}
                          onClick={() => setDeleting(category)}
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <CategoriesHistory />
        </Grid.Col>
      </Grid>

      <CategoryFormModal state={form} onClose={() => setForm((current) => ({ ...current, opened: false }))} />
      <ConfirmDeleteDialog
        item={deleting}
        title={t('categories.deleteTitle')}
        question={(category) =>
          t('categories.deleteQuestion', { name: categoryDisplayName(category, language) })
        }
        onDelete={(category) => remove.mutateAsync(category.code)}
        successMessage={t('common.deleted')}
        keepOpenOnFailure
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** Who changed the categories, when, and what; the latest first. */
function CategoriesHistory() {
  const t = useAdminT();
  const language = useLanguage();
  return (
    <ChangeHistoryList
      title={t('categories.history')}
      history={useCategoriesHistory()}
      describe={(change) => describeCategoryChange(change, language)}
      formatTime={(at) => changeTime(at, language)}
      failedText={t('categories.historyFailed')}
      emptyText={t('categories.historyEmpty')}
    />
  );
}

/** The Add / Rename dialog: the code only when adding, the names in the four languages. */
function CategoryFormModal({ state, onClose }: { state: TFormState; onClose: () => void }) {
  const t = useAdminT();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;
  const language = useLanguage();
  const title = state.category
    ? t('categories.renameNamed', { name: categoryDisplayName(state.category, language) })
    : t('categories.add');
  return (
    <FormDialog opened={state.opened} title={title} saving={saving} onClose={onClose}>
      <CategoryForm key={state.key} category={state.category} saving={saving} onDone={onClose} />
    </FormDialog>
  );
}

function CategoryForm({
  category,
  saving,
  onDone,
}: {
  category: TCategory | null;
  saving: boolean;
  onDone: () => void;
}) {
  const t = useAdminT();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useSchemaForm<TCategoryFormValues, TCategoryCreate | TCategoryUpdate>({
    initialValues: category ? categoryFormValues(category) : NEW_CATEGORY,
    check: category ? checkRename : checkNewCategory,
    placeServerError: placeCategoryField,
  });
  const submit = form.onSubmit(
    async (body) => {
      if (category) {
        await update.mutateAsync({ code: category.code, body });
        notifySuccess(tAdmin('common.updated'));
      } else {
        // Without a category to rename, the check was checkNewCategory's: the body has the code.
        await create.mutateAsync(body as TCategoryCreate);
        notifySuccess(tAdmin('common.created'));
      }
      onDone();
    },
    ({ error, placed }) => {
      if (!placed) notifyError(error, tAdmin('common.saveFailed'));
    },
  );
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving}>
      <div ref={form.formRef}>
        <Stack gap="sm">
          {category ? null : (
            <TextInput
              label={t('categories.code')}
              description={t('categories.codeHint')}
              required
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('code')}
              onChange={(event) => form.set('code', event.currentTarget.value.toUpperCase())}
            />
          )}
          <Text size="sm" c="dimmed">
            {t('categories.namesHint')}
          </Text>
          {LANGUAGES.map((language, index) => (
            <TextInput
              key={language}
              label={t('categories.nameIn', { language: LANGUAGE_NAME[language] })}
              autoComplete="off"
              maxLength={60}
              {...(category && index === 0 ? { 'data-autofocus': true } : {})}
              {...form.getInputProps(`names.${language}`)}
            />
          ))}
        </Stack>
      </div>
    </DialogForm>
  );
}
