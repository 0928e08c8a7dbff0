import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadAccountExport } from '../api/export-account';

/**
 * "Your data": everything kept about the diner as a JSON file, and deleting the account after a dialog
 * that says what stays (the orders, for the restaurant's accounting, without the personal fields).
 */
export function AccountData({
  onDeleted,
  onSessionEnded,
}: {
  onDeleted: () => void;
  onSessionEnded: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const download = useDownloadAccountExport();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const ended = (error: unknown) => error instanceof ApiError && error.status === 401;

  const startDownload = () =>
    download.mutate(undefined, {
      onError: (error) => {
        if (ended(error)) onSessionEnded();
      },
    });

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted();
      },
      onError: (error) => {
        if (!ended(error)) return;
        setConfirming(false);
        onSessionEnded();
      },
    });

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t('pages.account.data.title')}
      </Title>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('pages.account.data.downloadHint')}</Text>
        <Button variant="default" onClick={startDownload} loading={download.isPending}>
          {t('pages.account.data.download')}
        </Button>
        {download.isError && !ended(download.error) ? (
          <Alert color="crimson" variant="light" role="alert">
            {t('pages.account.data.downloadFailed')}
          </Alert>
        ) : null}
      </Stack>
      <Stack gap="xs" align="flex-start">
        <Button
          variant="outline"
          color="crimson"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          {t('pages.account.data.delete')}
        </Button>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('pages.account.data.deleteTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('pages.account.data.deleteText')}</Text>
          {remove.isError ? (
            <Alert color="crimson" variant="light" role="alert">
              {/* 409 ACCOUNT_BUSY: the server's message says what is under way or ahead. */}
              {remove.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('pages.account.data.keep')}
            </Button>
            <Button color="crimson" onClick={confirmDelete} loading={remove.isPending}>
              {t('pages.account.data.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
