import { chfToRappen, formatRappen } from '@app/shared/money';
import type { TReservationGuarantee } from '@app/shared/reservation-guarantee';
import type { TReservation } from '@app/shared/reservations';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { RESERVATIONS_KEY } from '../api/get-reservations';
import { chargeNoShowFee } from '../api/guarantee';

/** A booking as the admin list answers it: with its card guarantee, when it has one (docs/decisions/028). */
type TWithGuarantee = TReservation & { guarantee?: TReservationGuarantee | null };

const BADGE_COLOR: Record<TReservationGuarantee['status'], string> = {
  PENDING: 'yellow',
  SAVED: 'blue',
  CHARGED: 'green',
  RELEASED: 'gray',
  FAILED: 'red',
};

/**
 * A large party's card guarantee on the reservations list: its state as a badge and, for a no-show with a
 * saved card (or a charge that failed), "Charge no-show fee (CHF 240.00)" after a confirmation. The server
 * charges once, whoever clicks first.
 */
export function GuaranteeActions({ reservation }: { reservation: TReservation }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const guarantee = (reservation as TWithGuarantee).guarantee;
  const charge = useMutation({
    mutationFn: () => chargeNoShowFee(reservation.id),
    onSuccess: (result) => {
      if (result.status === 'CHARGED')
        notifySuccess(
          tAdmin('reservations.guarantee.charged', { amount: formatRappen(result.chargedRappen ?? 0) }),
        );
      else
        notifyError(
          new Error(result.lastError ?? ''),
          tAdmin('reservations.guarantee.failed', { message: result.lastError ?? '' }),
        );
    },
    onError: (error) => notifyError(error, tAdmin('reservations.guarantee.failed', { message: '' })),
    onSettled: () => {
      setAsking(false);
      return queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
    },
  });
  if (!guarantee) return null;
  const fee = chfToRappen(guarantee.feePerPerson);
  const amount = formatRappen(fee * reservation.numberOfPeople);
  const card = guarantee.cardLabel ?? '';
  const chargeable =
    reservation.status === 'NO_SHOW' && (guarantee.status === 'SAVED' || guarantee.status === 'FAILED');
  return (
    <Stack gap={4} mt="xs" align="flex-start">
      <Badge color={BADGE_COLOR[guarantee.status]} variant="light" size="sm" tt="none">
        {t('reservations.guarantee.label', {
          status: guarantee.status,
          card,
          amount: formatRappen(guarantee.chargedRappen ?? 0),
        })}
      </Badge>
      {guarantee.status === 'FAILED' && guarantee.lastError ? (
        <Text size="xs" c="red">
          {guarantee.lastError}
        </Text>
      ) : null}
      {chargeable ? (
        <Button size="compact-xs" color="red" variant="light" onClick={() => setAsking(true)}>
          {t('reservations.guarantee.charge', { amount })}
        </Button>
      ) : null}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('reservations.guarantee.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack>
          <Text>
            {t('reservations.guarantee.confirmBody', {
              amount,
              people: reservation.numberOfPeople,
              fee: formatRappen(fee),
              card,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('reservations.guarantee.cancel')}
            </Button>
            <Button color="red" loading={charge.isPending} onClick={() => charge.mutate()}>
              {t('reservations.guarantee.confirm', { amount })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
