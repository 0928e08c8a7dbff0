import { normaliseVoucherCode } from '@app/shared/vouchers';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { PrintableVoucher } from '@/features/vouchers/components/printable-voucher';
import { VoucherCodeForm } from '@/features/vouchers/components/voucher-code-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';

/** The code of `/voucher#K7QM-4XRT-…` as stored; '' without one. */
function codeOfHash(hash: string): string {
  try {
    return normaliseVoucherCode(decodeURIComponent(hash.replace(/^#/, '')));
  } catch {
    return '';
  }
}

/**
 * The printable gift voucher (the recipient's email links here): its code in the hash, which the
 * browser never sends in an address; without one, the form that checks a code.
 */
export function VoucherPage() {
  const t = useT();
  const { hash } = useLocation();
  const { name } = useRestaurantInfo();
  const code = codeOfHash(hash);
  usePageTitle(t('pages.vouchers.view.title'), name);
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      {code ? (
        <PrintableVoucher key={code} code={code} restaurantName={name} />
      ) : (
        <Container size="xs" px={0}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1}>{t('pages.vouchers.check.title')}</Title>
              <Text c="dimmed">{t('pages.vouchers.check.intro')}</Text>
            </Stack>
            <VoucherCodeForm />
          </Stack>
        </Container>
      )}
    </Container>
  );
}
