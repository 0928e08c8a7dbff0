import type { TPrinter } from '@app/shared/printing';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { boldText } from '@/components/rich-text';
import { useAdminT } from '@/i18n/use-i18n';
import { useDeletePrinter } from '../api/delete-printer';

interface TDeletePrinterDialogProps {
  /** The printer to delete; the dialog is open while set. */
  printer: TPrinter | null;
  onClose: () => void;
}

/** The confirmation before Delete, then 'Deleted' or the server's reason in a toast. */
export function DeletePrinterDialog({ printer, onClose }: TDeletePrinterDialogProps) {
  const t = useAdminT();
  const remove = useDeletePrinter();
  return (
    <ConfirmDeleteDialog
      item={printer}
      title={t('printers.deleteTitle')}
      question={(shown) => boldText((values) => t('printers.deleteQuestion', values), { name: shown.name })}
      onDelete={(shown) => remove.mutateAsync(shown.id)}
      successMessage={t('common.deleted')}
      onClose={onClose}
    />
  );
}
