import type { TUser } from '@app/shared/users';
import { Badge, Button, Center, Group, Loader, Table, Text } from '@mantine/core';

interface TUsersTableProps {
  users: TUser[] | undefined;
  loading: boolean;
  /** The signed-in user, who cannot delete their own account. */
  currentUsername?: string | undefined;
  onEdit: (user: TUser) => void;
  onDelete: (user: TUser) => void;
}

const COLUMNS = 4;

/** Username, Email, Role and the row actions; a spinner while loading and a line when empty. */
export function UsersTable({ users, loading, currentUsername, onEdit, onDelete }: TUsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Username</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Center py="lg">
                  <Loader role="status" aria-label="Loading users" size="sm" />
                </Center>
              </Table.Td>
            </Table.Tr>
          ) : users && users.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <Text c="dimmed" ta="center" py="lg">
                  No users yet.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            users?.map((user) => {
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
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-describedby={nameId}
                        onClick={() => onEdit(user)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-describedby={nameId}
                        disabled={isSelf}
                        title={isSelf ? 'You cannot delete your own account.' : undefined}
                        onClick={() => onDelete(user)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
