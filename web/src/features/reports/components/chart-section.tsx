import { Box, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useAdminT } from '@/i18n/use-i18n';

interface TChartSectionProps {
  title: string;
  /** The chart (aria-hidden: the table says the same). */
  chart: ReactNode;
  /** The table's column headings; the first names the row. */
  columns: readonly { label: string; numeric?: boolean }[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** Long tables (a day per row) scroll inside a box of this height, next to the chart. */
  maxTableHeight?: number;
}

/**
 * A chart with its data table beside it (below it on narrower screens): the table, with its caption,
 * is what screen readers and keyboard users read; the chart shows the same figures at a glance.
 */
export function ChartSection({ title, chart, columns, rows, maxTableHeight = 300 }: TChartSectionProps) {
  const t = useAdminT();
  const headingId = useId();
  const captionId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Box>{chart}</Box>
        {/* A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable). */}
        <Box
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          mah={maxTableHeight}
          style={{ overflow: 'auto' }}
        >
          <Table verticalSpacing={4} stickyHeader captionSide="top">
            <Table.Caption id={captionId} ta="left" mt={0} mb="xs">
              <Text span size="sm" c="dimmed">
                {t('reports.tableOf', { title })}
              </Text>
            </Table.Caption>
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
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <Table.Th key={columns[index]?.label ?? index} scope="row" fw={400}>
                        {cell}
                      </Table.Th>
                    ) : (
                      <Table.Td
                        key={columns[index]?.label ?? index}
                        ta={columns[index]?.numeric ? 'right' : undefined}
                        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                      >
                        {cell}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </SimpleGrid>
    </Paper>
  );
}
