import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isSignedOutState, useAuth } from '@/features/auth/auth-context';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeNextPath } from '@/features/auth/next-path';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { usePageTitle } from '@/hooks/use-page-title';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { useAdminT } from '@/i18n/use-i18n';
import { paths } from '@/paths';

/** Admin login (spec section 2): `next` is where sign-in leads, the back office by default. */
export function LoginPage() {
  const t = useAdminT();
  const { name } = useRestaurantInfo();
  usePageTitle(t('login.title'), name);
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'), paths.admin);
  const { state } = useLocation();
  const { clearSession } = useAuth();
  const signedOut = isSignedOutState(state);
  useEffect(() => {
    if (signedOut) clearSession();
  }, [signedOut, clearSession]);
  return (
    <Container size={440} py={{ base: 40, sm: 72 }}>
      <Group justify="flex-end" mb="xs">
        <LanguageSwitcher />
      </Group>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.intro')}
            </Text>
          </Stack>
          <LoginForm next={next} />
        </Stack>
      </Paper>
    </Container>
  );
}
