import { isIsoDate, restaurantToday } from '@app/shared/calendar-day';
import { MAX_CASH_CHF, type TCourierShift } from '@app/shared/couriers';
import { chfToRappen, parseChfText, rappenToChfText } from '@app/shared/money';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminTable } from '@/components/admin-table';
import { ErrorAlert } from '@/components/error-alert';
import { useCourierShifts, useSettleShift, useStartShift } from '@/features/couriers/api/courier-shifts';
import { useCouriers } from '@/features/couriers/api/dispatch';
import { chf, refusalText } from '@/features/couriers/courier-texts';
import { formatServiceTime } from '@/features/service-status/public';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';

/** CHF typed by staff ('50', '43.50', '43,5'), within what the server takes; null when it is none. */
function readChf(text: string): number | null {
  if (text.trim() === '') return null;
  const rappen = parseChfText(text);
  return rappen === null || rappen > chfToRappen(MAX_CASH_CHF) ? null : rappen / 100;
}

/** The difference of a settled shift: green when it adds up, red when money is missing, blue when over. */
export function DifferenceBadge({ difference }: { difference: number }) {
  const t = useAdminT();
  const rappen = chfToRappen(difference);
  if (rappen === 0)
    return (
      <Badge color="green" variant="filled">
        {chf(0)}
      </Badge>
    );
  if (rappen < 0)
    return (
      <Badge color="red" variant="filled">
        {t('shifts.missing', { amount: chf(-difference) })}
      </Badge>
    );
  return (
    <Badge color="blue" variant="filled">
      {t('shifts.over', { amount: chf(difference) })}
    </Badge>
  );
}

/** The day in the URL (?date=, so a reload or a link keeps it); today's when absent. */
function useShiftsDay() {
  const [params, setParams] = useSearchParams();
  const today = restaurantToday();
  const asked = params.get('date');
  const date = isIsoDate(asked) && asked <= today ? asked : today;
  const setDate = useCallback(
    (next: string) =>
      setParams(() =>
        next === restaurantToday() ? new URLSearchParams() : new URLSearchParams({ date: next }),
      ),
    [setParams],
  );
  return { date, today, setDate };
}

function StartShiftForm() {
  const t = useAdminT();
  const couriers = useCouriers();
  const start = useStartShift();
  const free = (couriers.data ?? []).filter((courier) => courier.openShiftId === null);
  const [courierId, setCourierId] = useState('');
  const [float, setFloat] = useState('');
  const [errors, setErrors] = useState<{ courier?: string; float?: string }>({});
  const chosen = free.some((courier) => String(courier.id) === courierId) ? courierId : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = float.trim() === '' ? 0 : readChf(float);
    const next = {
      ...(chosen ? {} : { courier: t('shifts.chooseCourier') }),
      ...(amount === null ? { float: t('shifts.amountInvalid') } : {}),
    };
    setErrors(next);
    if (next.courier || next.float || amount === null) return;
    start.mutate(
      { courierId: Number(chosen), float: amount },
      {
        onSuccess: (shift) => {
          notifySuccess(t('shifts.started', { name: shift.courierName, amount: chf(shift.float) }));
          setCourierId('');
          setFloat('');
        },
        onError: (error) => notifyError(null, refusalText(error, t('shifts.startFailed'))),
      },
    );
  };

  if (couriers.data && couriers.data.length === 0)
    return (
      <Alert color="gray" variant="light">
        {t('dispatch.noCouriers')}
      </Alert>
    );

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Title order={2} fz="h4" mb="xs">
        {t('shifts.start')}
      </Title>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('dispatch.courier')}
          data={[
            { value: '', label: free.length === 0 ? t('shifts.allOpen') : t('shifts.chooseCourier') },
            ...free.map((courier) => ({ value: String(courier.id), label: courier.name })),
          ]}
          value={chosen}
          onChange={(event) => setCourierId(event.currentTarget.value)}
          error={errors.courier}
          w={220}
        />
        <TextInput
          label={t('shifts.float')}
          description={t('shifts.floatHint')}
          inputMode="decimal"
          autoComplete="off"
          value={float}
          onChange={(event) => setFloat(event.currentTarget.value)}
          error={errors.float}
          w={200}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Button type="submit" mt={25} loading={start.isPending} disabled={free.length === 0}>
          {t('shifts.startButton')}
        </Button>
      </Group>
    </Paper>
  );
}

function SettleDialog({ shift, onClose }: { shift: TCourierShift | null; onClose: () => void }) {
  const t = useAdminT();
  const settle = useSettleShift();
  return (
    <Modal
      opened={shift !== null}
      onClose={() => {
        if (!settle.isPending) onClose();
      }}
      title={shift ? t('shifts.settleTitle', { name: shift.courierName }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {shift ? <SettleForm key={shift.id} shift={shift} settle={settle} onClose={onClose} /> : null}
    </Modal>
  );
}

function SettleForm({
  shift,
  settle,
  onClose,
}: {
  shift: TCourierShift;
  settle: ReturnType<typeof useSettleShift>;
  onClose: () => void;
}) {
  const t = useAdminT();
  const [text, setText] = useState(rappenToChfText(chfToRappen(shift.expected)));
  const [error, setError] = useState<string | null>(null);
  const handedIn = readChf(text);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (handedIn === null) {
      setError(t('shifts.amountInvalid'));
      return;
    }
    settle.mutate(
      { id: shift.id, handedIn },
      {
        onSuccess: (settled) => {
          notifySuccess(t('shifts.settled', { name: settled.courierName }));
          onClose();
        },
        onError: (failure) => {
          notifyError(null, refusalText(failure, t('shifts.settleFailed')));
          onClose();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>
          {t('shifts.expectedLine', {
            float: chf(shift.float),
            collected: chf(shift.collected),
            expected: chf(shift.expected),
          })}
        </Text>
        <TextInput
          label={t('shifts.handedIn')}
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        {handedIn !== null ? (
          <Group gap="xs">
            <Text size="sm">{t('shifts.difference')}</Text>
            <DifferenceBadge difference={(chfToRappen(handedIn) - chfToRappen(shift.expected)) / 100} />
          </Group>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={settle.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={settle.isPending}>
            {t('shifts.settle')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /admin/courier-shifts: each courier's cash per shift. Start a shift with the float the courier takes
 * along; the cash deliveries add up as they are delivered; settle with what was handed in and see the
 * difference (green when it adds up, red when money is missing). Past days by date (?date=).
 */
export function ShiftsScreen() {
  const t = useAdminT();
  const { date, today, setDate } = useShiftsDay();
  const isToday = date === today;
  const shifts = useCourierShifts(isToday ? null : date);
  const [settling, setSettling] = useState<TCourierShift | null>(null);

  useEffect(() => {
    if (shifts.isError && !shifts.data) notifyError(shifts.error, t('shifts.loadFailed'));
  }, [shifts.isError, shifts.data, shifts.error, t]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('shifts.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('shifts.intro')}
        </Text>
      </div>

      <Group gap="xs" align="flex-end">
        <TextInput
          type="date"
          label={t('shifts.day')}
          value={date}
          max={today}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isIsoDate(next)) setDate(next);
          }}
          w={170}
        />
        {isToday ? null : (
          <Button variant="default" onClick={() => setDate(today)}>
            {t('shifts.today')}
          </Button>
        )}
      </Group>

      {isToday ? <StartShiftForm /> : null}

      {shifts.isError && !shifts.data ? (
        <ErrorAlert
          title={t('shifts.loadFailed')}
          message={shifts.error.message}
          onRetry={() => void shifts.refetch()}
          retrying={shifts.isFetching}
        />
      ) : (
        <AdminTable
          minWidth={680}
          headers={[
            t('dispatch.courier'),
            t('shifts.startedAt'),
            { label: t('shifts.float'), right: true },
            { label: t('shifts.collected'), right: true },
            { label: t('shifts.expected'), right: true },
            { label: t('shifts.handedIn'), right: true },
            t('shifts.difference'),
          ]}
          loadingLabel={shifts.isPending ? t('shifts.loading') : null}
          emptyText={shifts.data?.length === 0 ? t('shifts.empty') : null}
        >
          {shifts.data?.map((shift) => (
            <Table.Tr key={shift.id}>
              <Table.Td fw={700}>{shift.courierName}</Table.Td>
              <Table.Td>{formatServiceTime(shift.startedAt)}</Table.Td>
              <Table.Td ta="right">{chf(shift.float)}</Table.Td>
              <Table.Td ta="right">
                {chf(shift.collected)}
                <Text span display="block" size="xs" c="dimmed">
                  {t('shifts.cashDeliveries', { count: shift.cashDeliveries })}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {chf(shift.expected)}
              </Table.Td>
              <Table.Td ta="right">{shift.handedIn === null ? '—' : chf(shift.handedIn)}</Table.Td>
              <Table.Td>
                {shift.difference === null ? (
                  <Button
                    size="xs"
                    onClick={() => setSettling(shift)}
                    aria-label={t('shifts.settleOf', { name: shift.courierName })}
                  >
                    {t('shifts.settle')}
                  </Button>
                ) : (
                  <DifferenceBadge difference={shift.difference} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      )}

      <SettleDialog shift={settling} onClose={() => setSettling(null)} />
    </Stack>
  );
}
