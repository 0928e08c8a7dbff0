import { MAX_CASH_CHF, type TCourierDelivery } from '@app/shared/couriers';
import { chfToRappen, parseChfText, rappenToChfText } from '@app/shared/money';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { chf } from '@/features/couriers/courier-texts';
import { useAdminT } from '@/i18n/use-i18n';
import classes from './courier.module.css';

/**
 * "Cash taken" before a cash delivery is marked delivered: prefilled with the amount to collect, a
 * numeric keyboard on the phone, sent as `cashCollected` (the shift's cash counts it). `delivery` null:
 * closed.
 */
export function CashTakenDialog({
  delivery,
  saving,
  onConfirm,
  onClose,
}: {
  delivery: TCourierDelivery | null;
  saving: boolean;
  onConfirm: (delivery: TCourierDelivery, cashCollected: number) => void;
  onClose: () => void;
}) {
  const t = useAdminT();
  return (
    <Modal
      opened={delivery !== null}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={delivery ? t('courier.cashTitle', { number: delivery.orderNumber }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {delivery ? (
        <CashTakenForm
          key={delivery.orderId}
          delivery={delivery}
          saving={saving}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CashTakenForm({
  delivery,
  saving,
  onConfirm,
  onClose,
}: {
  delivery: TCourierDelivery;
  saving: boolean;
  onConfirm: (delivery: TCourierDelivery, cashCollected: number) => void;
  onClose: () => void;
}) {
  const t = useAdminT();
  const [text, setText] = useState(rappenToChfText(chfToRappen(delivery.amountToCollect)));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rappen = text.trim() === '' ? null : parseChfText(text);
    if (rappen === null || rappen > chfToRappen(MAX_CASH_CHF)) {
      setError(t('courier.cashInvalid'));
      return;
    }
    onConfirm(delivery, rappen / 100);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('courier.cashToCollect', { amount: chf(delivery.amountToCollect) })}</Text>
        <TextInput
          label={t('courier.cashTaken')}
          inputMode="decimal"
          autoComplete="off"
          size="lg"
          data-autofocus
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group grow>
          <Button variant="default" size="lg" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="lg" color="green" loading={saving} className={classes.action}>
            {t('courier.delivered')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
