import type { TUserRole } from '@app/shared/enums';
import type { TUser } from '@app/shared/users';
import { Badge, Table, Text } from '@mantine/core';
import { AdminTable, RowActions } from '@/components/admin-table';
import { useAdminT } from '@/i18n/use-i18n';

const ROLE_COLORS: Record<TUserRole, string> = {
  ADMIN: 'crimson',
  KITCHEN: 'teal',
  COURIER: 'violet',
  CUSTOMER: 'gray',
};

interface TUsersTableProps {
  users: TUser[] | undefined;
  loading: boolean;
  /** The signed-in user, who cannot delete their own account. */
  currentUsername?: string | undefined;
  onEdit: (user: TUser) => void;
  onDelete: (user: TUser) => void;
}

/** Username, Email, Role and the row actions; a spinner while loading and a line when empty. */
export function UsersTable({ users, loading, currentUsername, onEdit, onDelete }: TUsersTableProps) {
  const t = useAdminT();
  return (
    <AdminTable
      minWidth={560}
      headers={[
        t('users.username'),
        t('common.email'),
        t('users.role'),
        { label: t('common.actions'), right: true },
      ]}
      loadingLabel={loading ? t('users.loading') : null}
      emptyText={users?.length === 0 ? t('users.empty') : null}
    >
      {users?.map((user) => {
        const nameId = `user-${user.id}-name`;
        const isSelf = user.username === currentUsername;
        return (
          <Table.Tr key={user.id}>
            <Table.Td id={nameId} fw={500}>
              {user.username}
              {user.firstName ? (
                <Text span display="block" size="sm" c="dimmed" fw={400}>
                  {t('users.shownAs', { name: user.firstName })}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={ROLE_COLORS[user.role]}>
                {t('users.roleName', { role: user.role })}
              </Badge>
            </Table.Td>
            <Table.Td>
              <RowActions
                describedBy={nameId}
                actions={[
                  { label: t('common.edit'), onClick: () => onEdit(user) },
                  {
                    label: t('common.delete'),
                    color: 'red',
                    disabled: isSelf,
                    title: isSelf ? t('users.cannotDeleteSelf') : undefined,
                    onClick: () => onDelete(user),
                  },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
