import type { TScreenAlert } from '@app/shared/unseen';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminPaths } from '@/admin-paths';
import { screenBanner } from '@/features/screens/banner-logic';
import { useAdminT } from '@/i18n/use-i18n';

interface TScreensBannerProps {
  screens: TScreenAlert | undefined;
  /** This page is an incoming screen that is online: nothing to warn about. */
  thisScreenOnline: boolean;
}

/**
 * Every admin page's warning: "No incoming screen is online" during opening hours, with the
 * way to open one, and that online ordering is paused until a screen is back when it is.
 */
export function ScreensBanner({ screens, thisScreenOnline }: TScreensBannerProps) {
  const t = useAdminT();
  const banner = screenBanner(screens, thisScreenOnline);
  if (!banner) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      role="alert"
      mb="md"
      title={banner.noScreen ? t('banner.noScreen') : undefined}
    >
      <Stack gap={4}>
        {banner.autoPaused && <Text size="sm">{t('banner.autoPaused')}</Text>}
        <Anchor component={Link} to={adminPaths.incoming} c="white" fw={700} underline="always" size="sm">
          {t('banner.openIncoming')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
