import type { TUser } from '@app/shared/users';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { useDeleteUser } from '@/features/users/api/delete-user';

interface TDeleteUserDialogProps {
  /** The user to delete; the dialog is open while set. */
  user: TUser | null;
  onClose: () => void;
}

/** The confirmation before Delete (spec section 2), then 'Deleted' or the server's reason in a toast. */
export function DeleteUserDialog({ user, onClose }: TDeleteUserDialogProps) {
  const remove = useDeleteUser();
  return (
    <ConfirmDeleteDialog
      item={user}
      title="Delete user"
      question={(shown) => (
        <>
          Delete the user <strong>{shown.username}</strong>? They will no longer be able to sign in.
        </>
      )}
      onDelete={(shown) => remove.mutateAsync(shown.id)}
      successMessage="Deleted"
      onClose={onClose}
    />
  );
}
