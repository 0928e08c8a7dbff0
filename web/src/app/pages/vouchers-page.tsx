import { Container, Stack, Title } from '@mantine/core';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { telHref } from '@/features/restaurant-info/contact-links';
import { BuyVoucherView } from '@/features/vouchers/components/buy-voucher-view';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';

/** Gift vouchers: buy one online for someone, sent by email at once or on a chosen day. */
export function VouchersPage() {
  const t = useT();
  const { name, info } = useRestaurantInfo();
  usePageTitle(t('pages.vouchers.title'), name);
  return (
    <Container size="sm" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>{t('pages.vouchers.title')}</Title>
        <BuyVoucherView phone={info?.phone ? { text: info.phone, href: telHref(info.phone) } : null} />
      </Stack>
    </Container>
  );
}
