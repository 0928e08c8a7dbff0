import type { TUser } from '@app/shared/users';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';

interface TDeleteUserDialogProps {
  /** The user to delete; the dialog is open while set. */
  user: TUser | null;
  onClose: () => void;
}

/** The confirmation before Delete (spec section 2). */
export function DeleteUserDialog({ user, onClose }: TDeleteUserDialogProps) {
  const remove = useDeleteUser();
  // Keeps the name on screen while the dialog fades out after `user` became null.
  const lastUser = useRef(user);
  if (user) lastUser.current = user;

  async function confirm() {
    if (!user || remove.isPending) return;
    try {
      await remove.mutateAsync(user.id);
      notifySuccess('Deleted');
    } catch (error) {
      notifyError(error, 'Delete failed');
    }
    onClose();
  }

  return (
    <Modal
      opened={user !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title="Delete user"
      centered
    >
      <Stack gap="md">
        <Text>
          Delete the user <strong>{lastUser.current?.username}</strong>? They will no longer be able to sign
          in.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} data-autofocus>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
