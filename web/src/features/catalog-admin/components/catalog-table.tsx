import { Table } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { AdminTable, RowActions } from '@/components/admin-table';

export interface TCatalogColumn<TItem> {
  header: string;
  cell: (item: TItem) => ReactNode;
  /** Keeps short values (prices, switches) on one line. */
  nowrap?: boolean;
}

interface TCatalogTableProps<TItem extends { id: number; name: string }> {
  items: TItem[] | undefined;
  loading: boolean;
  /** Read out while loading, e.g. 'Loading food items'. */
  loadingLabel: string;
  emptyText: string;
  /** The columns after the name. */
  columns: TCatalogColumn<TItem>[];
  onEdit: (item: TItem) => void;
  onDelete: (item: TItem) => void;
}

/**
 * A catalogue list: the name (which also names the row's Edit and Delete buttons), the screen's columns
 * and Edit/Delete per row; a spinner while loading and a line when empty. Narrow screens scroll it sideways.
 */
export function CatalogTable<TItem extends { id: number; name: string }>({
  items,
  loading,
  loadingLabel,
  emptyText,
  columns,
  onEdit,
  onDelete,
}: TCatalogTableProps<TItem>) {
  const idPrefix = useId();
  return (
    <AdminTable
      minWidth={640}
      headers={['Name', ...columns.map((column) => column.header), { label: 'Actions', right: true }]}
      loadingLabel={loading ? loadingLabel : null}
      emptyText={items?.length === 0 ? emptyText : null}
    >
      {items?.map((item) => {
        const nameId = `${idPrefix}-${item.id}-name`;
        return (
          <Table.Tr key={item.id}>
            <Table.Td id={nameId} fw={500}>
              {item.name}
            </Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.header} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                {column.cell(item)}
              </Table.Td>
            ))}
            <Table.Td>
              <RowActions
                describedBy={nameId}
                actions={[
                  { label: 'Edit', onClick: () => onEdit(item) },
                  { label: 'Delete', color: 'red', onClick: () => onDelete(item) },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
