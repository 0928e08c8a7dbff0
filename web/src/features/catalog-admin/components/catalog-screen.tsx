import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorAlert } from '@/components/error-alert';
import {
  type TCatalogResource,
  useCatalogList,
  useCatalogWriting,
  useRemoveCatalogItem,
} from '@/features/catalog-admin/api/catalog-resource';
import type { TCatalogFormProps } from '@/features/catalog-admin/use-catalog-form';
import { notifyError } from '@/lib/toast';
import { CatalogTable, type TCatalogColumn } from './catalog-table';

interface TCatalogScreenProps<TItem extends { id: number; name: string }, TBody> {
  /** The page's h1, e.g. 'Food Items'. */
  title: string;
  /** One item in words, e.g. 'food item' ('Add food item', 'Edit food item', 'Delete food item'). */
  noun: string;
  /** A line under the title saying what the list is for. */
  intro: ReactNode;
  resource: TCatalogResource<TItem, TBody>;
  columns: TCatalogColumn<TItem>[];
  /** The Add/Edit form (its fields, checks and payload). */
  Form: ComponentType<TCatalogFormProps<TItem>>;
  /** The question in the Delete dialog. */
  deleteQuestion: (item: TItem) => ReactNode;
}

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
  title,
  noun,
  intro,
  resource,
  columns,
  Form,
  deleteQuestion,
}: TCatalogScreenProps<TItem, TBody>) {
  const list = useCatalogList(resource);
  // Spec section 8: 'Failed to load food items', 'Failed to load menu items', 'Failed to load buffet items'.
  const loadFailedMessage = `Failed to load ${noun}s`;
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
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        </Stack>
        <Button onClick={() => openForm(null)}>{`Add ${noun}`}</Button>
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
          loadingLabel={`Loading ${title.toLowerCase()}`}
          emptyText={`No ${noun}s yet.`}
          columns={columns}
          onEdit={openForm}
          onDelete={setDeleting}
        />
      )}

      <Modal
        opened={form.opened}
        onClose={() => {
          if (!writing) closeForm();
        }}
        title={form.item ? `Edit ${noun}` : `Add ${noun}`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Form key={form.key} item={form.item} onDone={closeForm} />
      </Modal>
      {/* A refusal (e.g. the food item is still on the menu) stays in the dialog until Cancel. */}
      <ConfirmDeleteDialog
        item={deleting}
        title={`Delete ${noun}`}
        question={deleteQuestion}
        onDelete={(item) => remove.mutateAsync(item.id)}
        successMessage="Deleted"
        keepOpenOnFailure
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
