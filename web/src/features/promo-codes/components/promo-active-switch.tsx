import type { TPromoCode } from '@app/shared/promo-codes';
import { Switch } from '@mantine/core';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useUpdatePromoCode } from '../api/promo-codes-api';
import { bodyFromPromo } from '../promo-code-form';

/** The track lets clicks through to the input under it (as the catalogue's availability switch). */
const SWITCH_CLICKS = { track: { pointerEvents: 'none' }, input: { cursor: 'pointer' } } as const;

/**
 * On/off in the list (no text beside it: the column's heading says what it is, its name the code): one click saves the whole code (PUT) with only `active` changed. Shows the new
 * state while saving; 'Updated', or the server's message / 'Save failed'.
 */
export function PromoActiveSwitch({ promo }: { promo: TPromoCode }) {
  const t = useAdminT();
  const update = useUpdatePromoCode();
  const shown = update.isPending ? !promo.active : promo.active;

  async function toggle(active: boolean) {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ id: promo.id, body: bodyFromPromo(promo, { active }) });
      notifySuccess(tAdmin('common.updated'));
    } catch (error) {
      notifyError(error, tAdmin('common.saveFailed'));
    }
  }

  return (
    <Switch
      checked={shown}
      disabled={update.isPending}
      aria-label={t('promoCodes.activeOf', { code: promo.code })}
      styles={SWITCH_CLICKS}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
