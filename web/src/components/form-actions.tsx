import { Button, Group, type MantineSize, type MantineSpacing, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useAdminT } from '@/i18n/use-i18n';

interface TFormActionsProps {
  saving: boolean;
  /** Cancel, or discard what was typed; not offered while saving. */
  onCancel: () => void;
  cancelLabel?: string;
  mt?: MantineSpacing;
  gap?: MantineSpacing;
}

/** A form's last line: Cancel (or 'Discard changes') and Save, which spins while saving. */
export function FormActions({ saving, onCancel, cancelLabel, mt, gap }: TFormActionsProps) {
  const t = useAdminT();
  return (
    <Group justify="flex-end" mt={mt} gap={gap}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Group>
  );
}

interface TDialogFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saving: boolean;
  children: ReactNode;
}

/**
 * The form of an Add/Edit dialog: its fields, then Cancel and Save. The browser's own checks are off:
 * the shared schema's messages show under the fields instead.
 */
export function DialogForm({ onSubmit, onCancel, saving, children }: TDialogFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <FormActions saving={saving} onCancel={onCancel} mt="sm" />
      </Stack>
    </form>
  );
}

interface TFormDialogProps {
  opened: boolean;
  title: string;
  /** A save under way: Escape, the close button and a click outside wait until it has ended. */
  saving: boolean;
  onClose: () => void;
  size?: MantineSize;
  fullScreen?: boolean;
  children: ReactNode;
}

/** The back office's Add/Edit dialog around a form (give the form a new key on each opening). */
export function FormDialog({ opened, title, saving, onClose, size, fullScreen, children }: TFormDialogProps) {
  const t = useAdminT();
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={title}
      centered
      size={size}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}
