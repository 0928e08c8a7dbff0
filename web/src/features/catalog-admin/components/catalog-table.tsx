import { Table } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { AdminTable, RowActions } from '@/components/admin-table';
import type { TAdminKey } from '@/i18n/catalogs';
import { useAdminT } from '@/i18n/use-i18n';

export interface TCatalogColumn<TItem> {
  /** The heading's key in the admin catalogue. */
  header: TAdminKey;
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
  /** The name shown (a food item's in the admin's language). */
  nameOf: (item: TItem) => string;
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
  nameOf,
  onEdit,
  onDelete,
}: TCatalogTableProps<TItem>) {
  const t = useAdminT();
  const idPrefix = useId();
  return (
    <AdminTable
      minWidth={640}
      headers={[
        t('common.name'),
        ...columns.map((column) => t(column.header)),
        { label: t('common.actions'), right: true },
      ]}
      loadingLabel={loading ? loadingLabel : null}
      emptyText={items?.length === 0 ? emptyText : null}
    >
      {items?.map((item) => {
        const nameId = `${idPrefix}-${item.id}-name`;
        return (
          <Table.Tr key={item.id}>
            <Table.Td id={nameId} fw={500}>
              {nameOf(item)}
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
                  { label: t('common.edit'), onClick: () => onEdit(item) },
                  { label: t('common.delete'), color: 'red', onClick: () => onDelete(item) },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTable>
  );
}
