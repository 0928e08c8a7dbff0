import { Container, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SignInByLink } from '@/features/account/components/sign-in-by-link';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';

/** Where the emailed sign-in link lands (/account/sign-in?token=…). */
export function AccountSignInPage() {
  const t = useT();
  const { name } = useRestaurantInfo();
  const [params] = useSearchParams();
  usePageTitle(t('pages.account.title'), name);
  return (
    <Container size="sm" py={{ base: 24, sm: 48 }}>
      <Stack gap="xl">
        <Title order={1}>{t('pages.account.title')}</Title>
        <SignInByLink token={params.get('token')?.trim() || null} />
      </Stack>
    </Container>
  );
}
