import type { TUser } from '@app/shared/users';
import { Badge, Table } from '@mantine/core';
import { AdminTable, RowActions } from '@/components/admin-table';

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
  return (
    <AdminTable
      minWidth={560}
      headers={['Username', 'Email', 'Role', { label: 'Actions', right: true }]}
      loadingLabel={loading ? 'Loading users' : null}
      emptyText={users?.length === 0 ? 'No users yet.' : null}
    >
      {users?.map((user) => {
        const nameId = `user-${user.id}-name`;
        const isSelf = user.username === currentUsername;
        return (
          <Table.Tr key={user.id}>
            <Table.Td id={nameId} fw={500}>
              {user.username}
            </Table.Td>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={user.role === 'ADMIN' ? 'crimson' : 'gray'}>
                {user.role}
              </Badge>
            </Table.Td>
            <Table.Td>
              <RowActions
                describedBy={nameId}
                actions={[
                  { label: 'Edit', onClick: () => onEdit(user) },
                  {
                    label: 'Delete',
                    color: 'red',
                    disabled: isSelf,
                    title: isSelf ? 'You cannot delete your own account.' : undefined,
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
