import type { TReservationDay } from '@app/shared/reservation-day';
import { MIN_PEOPLE } from '@app/shared/reservations';
import { MAX_STAFF_PEOPLE } from '@app/shared/staff-entry';
import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notifySuccess, serverMessage } from '@/lib/toast';
import { useWalkIn } from '../api/day-actions';

const CHIPS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * A walk-in in two taps: the button, then the party's size. The server seats them now on the smallest free
 * table; when none is free it says so and staff may seat them without a table.
 */
export function WalkInDialog({
  opened,
  day,
  onClose,
}: {
  opened: boolean;
  day: TReservationDay | undefined;
  onClose: () => void;
}) {
  const t = useAdminT();
  const walkIn = useWalkIn();
  const [more, setMore] = useState(false);
  const [people, setPeople] = useState<number | string>(9);
  const [noTable, setNoTable] = useState<{ people: number; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    if (walkIn.isPending) return;
    setMore(false);
    setNoTable(null);
    setFailure(null);
    onClose();
  }

  async function seat(count: number, withoutTable = false) {
    if (walkIn.isPending) return;
    setFailure(null);
    try {
      const created = await walkIn.mutateAsync({
        numberOfPeople: count,
        ...(withoutTable ? { tableIds: [] } : {}),
      });
      const names = (created.tableIds ?? [])
        .map((id) => day?.tables.find((table) => table.id === id)?.name ?? String(id))
        .join(' + ');
      notifySuccess(
        names ? t('day.walkInSeated', { count, tables: names }) : t('day.walkInSeatedNoTable', { count }),
      );
      setMore(false);
      setNoTable(null);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NO_TABLE')
        setNoTable({ people: count, message: error.message });
      else setFailure(serverMessage(error) ?? t('day.actionFailed'));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('day.walkInTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('day.walkInHint')}
        </Text>
        <SimpleGrid cols={4} spacing="sm" role="group" aria-label={t('day.morePeople')}>
          {CHIPS.map((count) => (
            <Button
              key={count}
              size="lg"
              variant="default"
              aria-label={t('day.people', { count })}
              disabled={walkIn.isPending}
              onClick={() => void seat(count)}
            >
              {count}
            </Button>
          ))}
        </SimpleGrid>
        {more ? (
          <Group align="flex-end" gap="xs">
            <NumberInput
              label={t('day.morePeople')}
              min={MIN_PEOPLE}
              max={MAX_STAFF_PEOPLE}
              allowDecimal={false}
              value={people}
              onChange={setPeople}
              w={160}
              data-autofocus
            />
            <Button
              disabled={
                walkIn.isPending ||
                typeof people !== 'number' ||
                people < MIN_PEOPLE ||
                people > MAX_STAFF_PEOPLE
              }
              onClick={() => typeof people === 'number' && void seat(people)}
            >
              {t('day.seat')}
            </Button>
          </Group>
        ) : (
          <Button variant="subtle" onClick={() => setMore(true)}>
            {t('day.more')}
          </Button>
        )}
        {noTable ? (
          <Alert color="orange" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{noTable.message}</Text>
              <Button
                color="orange"
                loading={walkIn.isPending}
                onClick={() => void seat(noTable.people, true)}
              >
                {t('day.seatWithoutTable')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
