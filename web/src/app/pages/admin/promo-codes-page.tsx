import type { TPromoCode } from '@app/shared/promo-codes';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { usePromoCodes } from '@/features/promo-codes/api/promo-codes-api';
import { DeletePromoCodeDialog } from '@/features/promo-codes/components/delete-promo-code-dialog';
import { PromoCodeFormModal } from '@/features/promo-codes/components/promo-code-form-modal';
import { PromoCodesTable } from '@/features/promo-codes/components/promo-codes-table';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';

interface TFormState {
  opened: boolean;
  /** The code being edited, null when adding; kept while the dialog fades out. */
  promo: TPromoCode | null;
  /** A new form (fresh fields and errors) for every opening. */
  key: number;
}

/**
 * /admin/promo-codes: the codes diners type when they order, a percent or an amount off, with their
 * dates, limits and what they have given so far; Add, Edit, on/off, Delete.
 */
export function PromoCodesPage() {
  const t = useAdminT();
  const promos = usePromoCodes();
  const [form, setForm] = useState<TFormState>({ opened: false, promo: null, key: 0 });
  const [deleting, setDeleting] = useState<TPromoCode | null>(null);

  // One toast per failed load (spec section 8); the alert below stays until it loads.
  useEffect(() => {
    if (promos.isError && !promos.data) notifyError(promos.error, t('promoCodes.loadFailed'));
  }, [promos.isError, promos.data, promos.error, t]);

  const openForm = (promo: TPromoCode | null) =>
    setForm((current) => ({ opened: true, promo, key: current.key + 1 }));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {t('promoCodes.title')}
        </Title>
        <Button onClick={() => openForm(null)}>{t('promoCodes.add')}</Button>
      </Group>
      <Text c="dimmed" size="sm" maw={720}>
        {t('promoCodes.intro')}
      </Text>

      {promos.isError && !promos.data ? (
        <ErrorAlert
          title={t('promoCodes.loadFailed')}
          message={promos.error.message}
          onRetry={() => void promos.refetch()}
          retrying={promos.isFetching}
        />
      ) : !promos.data ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('promoCodes.loading')} size="sm" />
        </Center>
      ) : promos.data.length === 0 ? (
        <Alert color="gray" variant="light" title={t('promoCodes.emptyTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('promoCodes.empty')}</Text>
            <Button variant="light" onClick={() => openForm(null)}>
              {t('promoCodes.createFirst')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <PromoCodesTable promos={promos.data} now={new Date()} onEdit={openForm} onDelete={setDeleting} />
      )}

      <PromoCodeFormModal
        opened={form.opened}
        promo={form.promo}
        formKey={form.key}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <DeletePromoCodeDialog promo={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
