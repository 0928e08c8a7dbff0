import { Badge, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { soundStateKey } from '@/features/incoming/public';
import { useScreens } from '@/features/screens/api/get-screens';
import { formatLastSeen } from '@/features/screens/screen-format';
import { useAdminT } from '@/i18n/use-i18n';

const SOUND_COLOR = {
  'screen.sound.on': 'teal',
  'screen.sound.muted': 'orange',
  'screen.sound.off': 'red',
} as const;

/**
 * The incoming screens online: each with its name, when it last reported itself and whether
 * it can be heard. Looked at again every 20 seconds.
 */
export function ScreensPanel() {
  const t = useAdminT();
  const titleId = useId();
  const query = useScreens();

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {t('screens.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('screens.hint')}
          </Text>
        </div>
        {query.isPending ? (
          <Skeleton height={20} aria-label={t('common.loading')} />
        ) : query.isError && !query.data ? (
          <Text size="sm" c="red" role="alert">
            {t('screens.failed')}
          </Text>
        ) : query.data && query.data.length === 0 ? (
          <Text size="sm">{t('screens.empty')}</Text>
        ) : query.data ? (
          <List listStyleType="none" spacing={6} aria-labelledby={titleId}>
            {query.data.map((screen) => {
              const sound = soundStateKey(screen);
              return (
                <List.Item key={screen.screenId}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {screen.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('screens.lastSeen', { time: formatLastSeen(screen.lastSeenAt) })}
                    </Text>
                    <Badge color={SOUND_COLOR[sound]} variant="light">
                      {t(sound)}
                    </Badge>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}
