import { Button, Center, Group, Loader, NativeSelect, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column heading; numbers, amounts and actions are right-aligned. */
export type TAdminTableHeader = string | { label: string; right: true };

interface TAdminTableProps {
  /** Narrower screens (phones) scroll the table sideways instead of squeezing it. */
  minWidth: number;
  headers: readonly TAdminTableHeader[];
  /** Set while the rows load: one row with a spinner read out as this, e.g. 'Loading users'. */
  loadingLabel?: string | null;
  /** Set when there are no rows (and none are loading): one row with this line, e.g. 'No users yet.'. */
  emptyText?: string | null;
  /** The rows (Table.Tr). */
  children?: ReactNode;
}

/** A back-office list: striped rows under the headings, a spinner or a line in place of rows. */
export function AdminTable({ minWidth, headers, loadingLabel, emptyText, children }: TAdminTableProps) {
  const message = loadingLabel ? (
    <Center py="lg">
      <Loader role="status" aria-label={loadingLabel} size="sm" />
    </Center>
  ) : emptyText ? (
    <Text c="dimmed" ta="center" py="lg">
      {emptyText}
    </Text>
  ) : null;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) =>
              typeof header === 'string' ? (
                <Table.Th key={header}>{header}</Table.Th>
              ) : (
                <Table.Th key={header.label} ta="right">
                  {header.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {message ? (
            <Table.Tr>
              <Table.Td colSpan={headers.length}>{message}</Table.Td>
            </Table.Tr>
          ) : (
            children
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export interface TRowAction {
  label: string;
  onClick: () => void;
  /** 'red' for Delete. */
  color?: string;
  disabled?: boolean;
  /** Why the action is disabled, shown on hover. */
  title?: string;
  loading?: boolean;
}

/**
 * A row's buttons, right-aligned on one line. Each is described by the row's name (`describedBy`, the
 * id of the cell naming the row), so a screen reader says 'Delete, Gyoza' rather than a bare 'Delete'.
 */
export function RowActions({
  describedBy,
  actions,
}: {
  describedBy: string;
  actions: readonly TRowAction[];
}) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {actions.map(({ label, onClick, color, disabled, title, loading }) => (
        <Button
          key={label}
          size="xs"
          variant="light"
          color={color}
          aria-describedby={describedBy}
          disabled={disabled}
          title={title}
          loading={loading}
          onClick={onClick}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

interface TRowStatusSelectProps<TStatus extends string> {
  /** The select's accessible name, naming the row, e.g. 'Status of order #12'. */
  label: string;
  /** The row's status now. */
  value: string;
  options: readonly { value: TStatus; label: string }[];
  onChange: (status: TStatus) => void;
}

/** A row's status, changed in place from a compact native select (keyboard and phone friendly). */
export function RowStatusSelect<TStatus extends string>({
  label,
  value,
  options,
  onChange,
}: TRowStatusSelectProps<TStatus>) {
  return (
    <NativeSelect
      size="xs"
      miw={130}
      aria-label={label}
      data={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as TStatus)}
    />
  );
}
