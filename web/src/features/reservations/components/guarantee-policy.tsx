import { chfToRappen, formatRappen } from '@app/shared/money';
import type { TGuaranteePolicy } from '@app/shared/reservation-settings';
import { Alert } from '@mantine/core';
import { useT } from '@/i18n/use-i18n';

/** The cut-off as the sentence says it: whole hours when it is some, else minutes. */
export function cutoffValues(minutes: number) {
  return minutes % 60 === 0 && minutes > 0
    ? { unit: 'hours', count: minutes / 60 }
    : { unit: 'minutes', count: minutes };
}

/**
 * The card guarantee asked of a large party (docs/decisions/028), said before the submit button as soon
 * as the party is large enough: what is charged, when, and that nothing is charged now.
 */
export function GuaranteePolicy({
  policy,
  people,
}: {
  policy: TGuaranteePolicy | null | undefined;
  people: number | '';
}) {
  const t = useT();
  if (!policy || typeof people !== 'number' || people < policy.fromPeople) return null;
  const fee = chfToRappen(policy.feePerPerson);
  return (
    <Alert variant="light" color="blue" title={t('pages.reservation.guarantee.title')}>
      {t('pages.reservation.guarantee.policy', {
        from: policy.fromPeople,
        fee: formatRappen(fee),
        total: formatRappen(fee * people),
        people,
        ...cutoffValues(policy.cancelCutoffMinutes),
      })}
    </Alert>
  );
}
