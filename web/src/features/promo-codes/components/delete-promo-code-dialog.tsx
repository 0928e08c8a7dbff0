import type { TPromoCode } from '@app/shared/promo-codes';
import { Text } from '@mantine/core';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { boldText } from '@/components/rich-text';
import { useAdminT } from '@/i18n/use-i18n';
import { useDeletePromoCode } from '../api/promo-codes-api';

interface TDeletePromoCodeDialogProps {
  /** The code to delete; the dialog is open while set. */
  promo: TPromoCode | null;
  onClose: () => void;
}

/**
 * The confirmation before Delete. It says how many orders used the code: they keep their discount (the
 * orders carry the code and the amount), only diners can no longer type it.
 */
export function DeletePromoCodeDialog({ promo, onClose }: TDeletePromoCodeDialogProps) {
  const t = useAdminT();
  const remove = useDeletePromoCode();
  return (
    <ConfirmDeleteDialog
      item={promo}
      title={t('promoCodes.deleteTitle')}
      question={(shown) => (
        <>
          {boldText((values) => t('promoCodes.deleteQuestion', values), { code: shown.code })}
          <Text span display="block" size="sm" mt="xs">
            {shown.uses === 0
              ? t('promoCodes.deleteUnused')
              : t('promoCodes.deleteUsed', { count: shown.uses })}
          </Text>
        </>
      )}
      onDelete={(shown) => remove.mutateAsync(shown.id)}
      successMessage={t('common.deleted')}
      onClose={onClose}
    />
  );
}
