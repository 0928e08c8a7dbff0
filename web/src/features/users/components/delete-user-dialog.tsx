import type { TUser } from '@app/shared/users';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { boldText } from '@/components/rich-text';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useAdminT } from '@/i18n/use-i18n';

interface TDeleteUserDialogProps {
  /** The user to delete; the dialog is open while set. */
  user: TUser | null;
  onClose: () => void;
}

/** The confirmation before Delete (spec section 2), then 'Deleted' or the server's reason in a toast. */
export function DeleteUserDialog({ user, onClose }: TDeleteUserDialogProps) {
  const t = useAdminT();
  const remove = useDeleteUser();
  return (
    <ConfirmDeleteDialog
      item={user}
      title={t('users.deleteTitle')}
      question={(shown) => boldText((values) => t('users.deleteQuestion', values), { name: shown.username })}
      onDelete={(shown) => remove.mutateAsync(shown.id)}
      successMessage={t('common.deleted')}
      onClose={onClose}
    />
  );
}
