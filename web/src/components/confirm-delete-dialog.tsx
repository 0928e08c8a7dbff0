import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess, serverMessage } from '@/lib/toast';

interface TConfirmDeleteDialogProps<TItem> {
  /** What to delete; the dialog is open while set. */
  item: TItem | null;
  /** The dialog's title and accessible name, e.g. 'Delete user'. */
  title: string;
  /** The question: the item's name and what deleting it means. */
  question: (item: TItem) => ReactNode;
  /** Sends the delete; a rejection counts as refused. */
  onDelete: (item: TItem) => Promise<unknown>;
  /** The green toast after the delete (spec section 8): 'Deleted', 'Reservation deleted'. */
  successMessage: string;
  /**
   * When the delete is refused, keep the dialog open with the server's reason (e.g. a 409: the food
   * item is still on the menu) until Cancel. Otherwise it closes and the red toast alone says why.
   */
  keepOpenOnFailure?: boolean;
  onClose: () => void;
}

/**
 * The confirmation before Delete (spec section 2): Delete has the focus, Escape or Cancel closes
 * (not while the delete is under way); the spec's toasts, the server's message when it refuses.
 */
export function ConfirmDeleteDialog<TItem>({
  item,
  title,
  question,
  onDelete,
  successMessage,
  keepOpenOnFailure = false,
  onClose,
}: TConfirmDeleteDialogProps<TItem>) {
  const t = useAdminT();
  // Spec section 8: the red toast's default, also the title of the reason kept in the dialog.
  const deleteFailed = t('common.deleteFailed');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The item on screen stays while the dialog fades out after `item` became null; each opening starts
  // without the last attempt's failure.
  const [current, setCurrent] = useState(item);
  const [shown, setShown] = useState(item);
  if (item !== current) {
    setCurrent(item);
    if (item !== null) {
      setShown(item);
      setFailure(null);
    }
  }

  async function confirm() {
    if (item === null || pending) return;
    setPending(true);
    try {
      await onDelete(item);
      notifySuccess(successMessage);
    } catch (error) {
      notifyError(error, deleteFailed);
      if (keepOpenOnFailure) {
        setFailure(serverMessage(error) ?? deleteFailed);
        return;
      }
    } finally {
      setPending(false);
    }
    onClose();
  }

  return (
    <Modal
      opened={item !== null}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{shown === null ? null : question(shown)}</Text>
        {failure ? (
          <Alert color="red" variant="light" title={deleteFailed}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={pending} data-autofocus>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
