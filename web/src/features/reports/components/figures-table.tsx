import { Paper, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface TFiguresColumn {
  label: string;
  /** Numbers and amounts are right-aligned. */
  numeric?: boolean;
}

export interface TFiguresRow {
  key: string;
  cells: readonly ReactNode[];
  /** A total: set in bold, after a line. */
  total?: boolean;
}

interface TFiguresTableProps {
  title: string;
  columns: readonly TFiguresColumn[];
  rows: readonly TFiguresRow[];
  /** Shown in place of rows when there are none, e.g. 'No corrections.'. */
  emptyText?: string;
  /** A line under the table: what the figures are and are not (vouchers are no revenue). */
  note?: string;
}

/**
 * One section of figures: a heading and a small table under it (the table is named by the heading, so
 * a screen reader's table list says what each one holds). The first column names the row. Cells wrap
 * on a phone rather than scroll sideways (a scrolling box would need a tab stop of its own); amounts do not.
 */
export function FiguresTable({ title, columns, rows, emptyText, note }: TFiguresTableProps) {
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Table verticalSpacing={6} aria-labelledby={id}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} ta={column.numeric ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && emptyText ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length} c="dimmed">
                {emptyText}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.key} fw={row.total ? 700 : undefined}>
                {row.cells.map((cell, index) => {
                  const column = columns[index];
                  const align = column?.numeric ? 'right' : undefined;
                  // The row's name is its header cell: a screen reader reads it with every figure.
                  return index === 0 ? (
                    <Table.Th key={column?.label ?? index} scope="row" fw={row.total ? 700 : 400}>
                      {cell}
                    </Table.Th>
                  ) : (
                    <Table.Td
                      key={column?.label ?? index}
                      ta={align}
                      style={{
                        fontVariantNumeric: 'tabular-nums',
                        whiteSpace: column?.numeric ? 'nowrap' : undefined,
                      }}
                    >
                      {cell}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {note ? (
        <Text size="xs" c="dimmed" mt="xs">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
