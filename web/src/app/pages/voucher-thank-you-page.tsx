import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { VoucherThankYou } from '@/features/vouchers/components/voucher-thank-you';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';

/** After paying for a gift voucher: /vouchers/thank-you?id=… (and Stripe's parameters after its page). */
export function VoucherThankYouPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { name } = useRestaurantInfo();
  usePageTitle(t('pages.vouchers.thankYou.title'), name);
  const redirectStatus = params.get('redirect_status');
  // Back from Stripe's page (TWINT, 3-D Secure): anything but success or processing is no payment.
  const paymentFailed =
    redirectStatus !== null && redirectStatus !== 'succeeded' && redirectStatus !== 'processing';
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <VoucherThankYou id={params.get('id')?.trim() || null} paymentFailed={paymentFailed} />
    </Container>
  );
}
