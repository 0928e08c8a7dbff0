import { Anchor, Text } from '@mantine/core';
import { telHref } from '@/features/restaurant-info/public';
import { useT } from '@/i18n/use-i18n';

/** "Questions about your order? Call us: +41 62 123 45 67", the number a tap away; nothing without one. */
export function RestaurantPhone({ phone }: { phone: string | null | undefined }) {
  const t = useT();
  if (!phone) return null;
  return (
    <Text size="sm">
      {t('pages.track.callUs')}{' '}
      <Anchor href={telHref(phone)} fw={600} style={{ whiteSpace: 'nowrap' }}>
        {phone}
      </Anchor>
    </Text>
  );
}
