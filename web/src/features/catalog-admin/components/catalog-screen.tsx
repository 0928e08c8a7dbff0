import { Button, Group, type MantineSize, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ComponentType, useEffect, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { FormDialog } from '@/components/form-actions';
import { boldText } from '@/components/rich-text';
import {
  type TCatalogResource,
  useCatalogList,
  useCatalogWriting,
  useRemoveCatalogItem,
} from '@/features/catalog-admin/api/catalog-resource';
import type { TCatalogFormProps } from '@/features/catalog-admin/use-catalog-form';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';
import { CatalogTable, type TCatalogColumn } from './catalog-table';

/**
 * The screen's texts in the admin catalogue, under `<texts>.title`, `.intro`, `.add`, `.edit`, `.delete`,
 * `.loadFailed`, `.loading`, `.empty` and `.deleteQuestion` (with the item's `{name}` in `<b>`).
 */
export type TCatalogTexts = 'foodItems' | 'menuItems' | 'buffetItems';

interface TCatalogScreenProps<TItem extends { id: number; name: string }, TBody> {
  texts: TCatalogTexts;
  resource: TCatalogResource<TItem, TBody>;
  columns: TCatalogColumn<TItem>[];
  /** The item's name as the list and the Delete dialog show it (default: its `name`). */
  nameOf?: (item: TItem) => string;
  /** The Add/Edit form (its fields, checks and payload). */
  Form: ComponentType<TCatalogFormProps<TItem>>;
  /** The Add/Edit dialog's width on larger screens (a phone's fills the screen). */
  dialogSize?: MantineSize;
}

const ownName = (item: { name: string }) => item.name;

interface TFormState<TItem> {
  opened: boolean;
  /** The item shown; kept while the dialog fades out. Null means adding. */
  item: TItem | null;
  /** A new form (fresh fields and errors) for every opening. */
  key: number;
}

/**
 * A back-office catalogue screen in the manner of /admin/users: the list with Edit and Delete per row,
 * 'Add …' opening the form dialog, a confirmation before Delete, the spec's toasts, and an error with
 * Retry when the list does not load.
 */
export function CatalogScreen<TItem extends { id: number; name: string }, TBody>({
  texts,
  resource,
  columns,
  nameOf = ownName,
  Form,
  dialogSize = 'md',
}: TCatalogScreenProps<TItem, TBody>) {
  const t = useAdminT();
  // A phone's dialog fills the screen and scrolls as a page does.
  const phone = useMediaQuery('(max-width: 36em)');
  const list = useCatalogList(resource);
  // Spec section 8: 'Failed to load food items', 'Failed to load menu items', 'Failed to load buffet items'.
  const loadFailedMessage = t(`${texts}.loadFailed`);
  const remove = useRemoveCatalogItem(resource);
  const writing = useCatalogWriting(resource);
  const [form, setForm] = useState<TFormState<TItem>>({ opened: false, item: null, key: 0 });
  const [deleting, setDeleting] = useState<TItem | null>(null);

  // One toast per failed load (spec section 8); the alert below stays until the list loads.
  useEffect(() => {
    if (list.isError) notifyError(list.error, loadFailedMessage);
  }, [list.isError, list.error, loadFailedMessage]);

  const openForm = (item: TItem | null) =>
    setForm((current) => ({ opened: true, item, key: current.key + 1 }));
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t(`${texts}.title`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`${texts}.intro`)}
          </Text>
        </Stack>
        <Button onClick={() => openForm(null)}>{t(`${texts}.add`)}</Button>
      </Group>

      {list.isError ? (
        <ErrorAlert
          title={loadFailedMessage}
          message={list.error.message}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <CatalogTable
          items={list.data}
          loading={list.isPending}
          loadingLabel={t(`${texts}.loading`)}
          emptyText={t(`${texts}.empty`)}
          columns={columns}
          nameOf={nameOf}
          onEdit={openForm}
          onDelete={setDeleting}
        />
      )}

      <FormDialog
        opened={form.opened}
        title={form.item ? t(`${texts}.edit`) : t(`${texts}.add`)}
        saving={writing}
        onClose={closeForm}
        size={dialogSize}
        fullScreen={phone}
      >
        <Form key={form.key} item={form.item} onDone={closeForm} />
      </FormDialog>
      {/* A refusal (e.g. the food item is still on the menu) stays in the dialog until Cancel. */}
      <ConfirmDeleteDialog
        item={deleting}
        title={t(`${texts}.delete`)}
        question={(item) =>
          boldText((values) => t(`${texts}.deleteQuestion`, values), { name: nameOf(item) })
        }
        onDelete={(item) => remove.mutateAsync(item.id)}
        successMessage={t('common.deleted')}
        keepOpenOnFailure
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
