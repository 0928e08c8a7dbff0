import { RESTAURANT_TIME_ZONE } from '@app/shared/opening-hours';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { isRowForWeekday, splitOpeningHoursText, weekdayKey } from '../opening-hours-lines';

/** The stored opening-hours text as a table, one row per day, today's row marked. */
export function OpeningHoursTable({ text, now = new Date() }: { text: string; now?: Date }) {
  const rows = useMemo(() => splitOpeningHoursText(text), [text]);
  const today = weekdayKey(now, RESTAURANT_TIME_ZONE);

  if (rows.length === 0) return <Text c="dimmed">Opening hours coming soon.</Text>;

  return (
    <Table verticalSpacing={6} horizontalSpacing="sm" withRowBorders={false} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Day</Table.Th>
          <Table.Th scope="col">Hours</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => {
          const isToday = isRowForWeekday(row, today);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
            <Table.Tr key={index} fw={isToday ? 700 : undefined}>
              <Table.Th scope="row" fw="inherit">
                <Group gap={6} wrap="nowrap">
                  <span>{row.dayLabel}</span>
                  {isToday ? (
                    <Badge size="xs" variant="light">
                      Today
                    </Badge>
                  ) : null}
                </Group>
              </Table.Th>
              <Table.Td>{row.closed ? 'Closed' : row.ranges.join(', ')}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
