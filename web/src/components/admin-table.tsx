import { Button, Center, Group, Loader, NativeSelect, Table, Text } from '@mantine/core';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import classes from './admin-table.module.css';

/** A column heading; numbers, amounts and actions are right-aligned. */
export type TAdminTableHeader = string | { label: string; right: true };

interface TAdminTableProps {
  /** Where the list is narrower than this, its rows are shown as cards (see admin-table.module.css). */
  minWidth: number;
  headers: readonly TAdminTableHeader[];
  /** Set while the rows load: one row with a spinner read out as this, e.g. 'Loading users'. */
  loadingLabel?: string | null;
  /** Set when there are no rows (and none are loading): one row with this line, e.g. 'No users yet.'. */
  emptyText?: string | null;
  /** The rows (Table.Tr). */
  children?: ReactNode;
}

const headerLabel = (header: TAdminTableHeader) => (typeof header === 'string' ? header : header.label);

/**
 * Gives each cell of a card row its column's heading (shown above it by the style sheet) and the table
 * its roles back: browsers drop a table's semantics from elements whose display the style sheet changes.
 * The cells are the pages' own, so this is done on the rendered rows after every render.
 */
function useCardRowLabels(
  tableRef: RefObject<HTMLTableElement | null>,
  stacked: boolean,
  labels: readonly string[],
) {
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const set = (element: Element, name: string, value: string) => {
      if (stacked) element.setAttribute(name, value);
      else element.removeAttribute(name);
    };
    set(table, 'role', 'table');
    for (const group of table.querySelectorAll(':scope > thead, :scope > tbody'))
      set(group, 'role', 'rowgroup');
    for (const row of table.querySelectorAll(':scope > thead > tr, :scope > tbody > tr')) {
      set(row, 'role', 'row');
      for (const cell of row.children) set(cell, 'role', cell.tagName === 'TH' ? 'columnheader' : 'cell');
    }
    for (const row of table.querySelectorAll(':scope > tbody > tr')) {
      Array.from(row.children).forEach((cell, index) => {
        const label = labels[index];
        if (label && !cell.hasAttribute('colspan')) set(cell, 'data-label', label);
      });
    }
  });
}

/**
 * The element's width: measured before the first paint, then followed as it changes. (Mantine's
 * useElementSize reports it a frame after the first paint: a list on a tablet held upright was drawn as a
 * table wider than the screen for that frame, then as cards.)
 */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A back-office list: striped rows under the headings, a spinner or a line in place of rows. Where it is
 * narrower than `minWidth` its rows become cards, each cell under its heading, with nothing off-screen.
 */
export function AdminTable({ minWidth, headers, loadingLabel, emptyText, children }: TAdminTableProps) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const tableRef = useRef<HTMLTableElement>(null);
  // Not measured yet (the first paint, or no layout at all): the table as it always was.
  const stacked = width > 0 && width < minWidth;
  useCardRowLabels(tableRef, stacked, headers.map(headerLabel));
  const message = loadingLabel ? (
    <Center py="lg">
      <Loader role="status" aria-label={loadingLabel} size="sm" />
    </Center>
  ) : emptyText ? (
    <Text c="dimmed" ta="center" py="lg">
      {emptyText}
    </Text>
  ) : null;
  const table = (
    <Table ref={tableRef} striped={!stacked} highlightOnHover verticalSpacing="sm">
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
  );
  return (
    <div ref={ref} className={stacked ? classes.stacked : undefined} data-card-rows={stacked || undefined}>
      <Table.ScrollContainer minWidth={stacked ? 0 : minWidth}>{table}</Table.ScrollContainer>
    </div>
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
