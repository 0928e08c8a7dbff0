import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAdminT } from '@/i18n/use-i18n';
import { enablePush, pushState, type TPushState } from './push-registration';

/**
 * On the incoming screen: notifications on this device for new orders and reservations. Already allowed:
 * the registration is renewed silently on each visit; not yet: a button asks (browsers require a click).
 */
export function PushControl() {
  const t = useAdminT();
  const [state, setState] = useState<TPushState>(() => pushState());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    if (pushState() === 'on') {
      void enablePush(false).then((result) => {
        if (current) setState(result);
      });
    }
    return () => {
      current = false;
    };
  }, []);

  const ask = async () => {
    setBusy(true);
    setState(await enablePush(true));
    setBusy(false);
  };

  if (state === 'unsupported') return null;
  if (state === 'on') {
    return (
      <Text size="sm" c="dimmed">
        {t('push.on')}
      </Text>
    );
  }
  if (state === 'denied') {
    return (
      <Text size="sm" c="dimmed">
        {t('push.denied')}
      </Text>
    );
  }
  return (
    <Group gap="sm">
      {state === 'failed' && (
        <Text size="sm" c="dimmed">
          {t('push.failed')}
        </Text>
      )}
      <Button variant="light" size="xs" loading={busy} onClick={() => void ask()}>
        {state === 'failed' ? t('push.retry') : t('push.enable')}
      </Button>
    </Group>
  );
}
