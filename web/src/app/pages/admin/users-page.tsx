import type { TUser } from '@app/shared/users';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useAuth } from '@/features/auth/auth-context';
import { LastBackup } from '@/features/backups/public';
import { useUsers } from '@/features/users/api/get-users';
import { DeleteUserDialog } from '@/features/users/components/delete-user-dialog';
import { UserFormModal } from '@/features/users/components/user-form-modal';
import { UsersTable } from '@/features/users/components/users-table';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';

interface TFormState {
  opened: boolean;
  /** The user being edited, null when adding; kept while the dialog fades out. */
  user: TUser | null;
  /** A new form (fresh fields and errors) for every opening. */
  key: number;
}

/**
 * /admin/users (spec sections 2 and 6): list, add, edit and delete back-office users; the last nightly
 * backup's line.
 */
export function UsersPage() {
  const t = useAdminT();
  const users = useUsers();
  const { session } = useAuth();
  const [form, setForm] = useState<TFormState>({ opened: false, user: null, key: 0 });
  const [deleting, setDeleting] = useState<TUser | null>(null);

  // One toast per failed load (spec section 8), the alert below stays until it loads.
  useEffect(() => {
    if (users.isError) notifyError(users.error, t('users.loadFailed'));
  }, [users.isError, users.error, t]);

  const openForm = (user: TUser | null) =>
    setForm((current) => ({ opened: true, user, key: current.key + 1 }));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {t('users.title')}
        </Title>
        <Button onClick={() => openForm(null)}>{t('users.add')}</Button>
      </Group>
      <LastBackup />

      {users.isError ? (
        <ErrorAlert
          title={t('users.loadFailed')}
          message={users.error.message}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : (
        <UsersTable
          users={users.data}
          loading={users.isPending}
          currentUsername={session?.username}
          onEdit={openForm}
          onDelete={setDeleting}
        />
      )}

      <UserFormModal
        opened={form.opened}
        user={form.user}
        formKey={form.key}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
