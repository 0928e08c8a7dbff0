import { formatRappen } from '@app/shared/money';
import { ActionIcon, Alert, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { withMantine } from '@/components/mantine-root';
import { useOrderRules } from '@/features/cart/api/get-order-rules';
import { useCart } from '@/features/cart/cart-context';
import { linePriceRappen, MAX_LINE_QUANTITY, type TCartLine } from '@/features/cart/cart-state';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';
import { OrderTypeSwitch } from './order-type-switch';

function CartLineRow({ line, divided }: { line: TCartLine; divided: boolean }) {
  const t = useT();
  const { increase, decrease, remove } = useCart();
  const unit = linePriceRappen(line);
  return (
    <Stack
      component="li"
      gap={6}
      py="xs"
      style={{
        listStyle: 'none',
        borderTop: divided ? '1px solid var(--mantine-color-gray-3)' : undefined,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={600}>{line.name}</Text>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatRappen(unit * line.quantity)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('cart.decrease', { name: line.name })}
            onClick={() => decrease(line.key)}
          >
            <span aria-hidden="true">−</span>
          </ActionIcon>
          <Text miw={28} ta="center" aria-label={t('cart.quantity', { name: line.name })}>
            {line.quantity}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('cart.increase', { name: line.name })}
            onClick={() => increase(line.key)}
            disabled={line.quantity >= MAX_LINE_QUANTITY}
          >
            <span aria-hidden="true">+</span>
          </ActionIcon>
          <Text size="sm" c="dimmed" ml={4}>
            × {formatRappen(unit)}
          </Text>
        </Group>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          aria-label={t('cart.removeLabel', { name: line.name })}
          onClick={() => remove(line.key)}
        >
          {t('cart.remove')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The cart: lines with +/- and remove, the order type, the total and the way to checkout. */
function CartDrawerView({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { orderTypes } = useOrderRules();
  const t = useT();
  const { lines, kind, totalRappen } = useCart();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('cart.title')}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': t('cart.close') }}
    >
      {lines.length === 0 ? (
        <Stack gap="md">
          <Text>{t('cart.empty')}</Text>
          <Button component={Link} to={paths.menu} variant="light" onClick={onClose}>
            {t('cart.browse')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <OrderTypeSwitch />
          <Stack component="ul" gap={0} p={0} m={0} aria-label={t('cart.items')}>
            {lines.map((line, index) => (
              <CartLineRow key={line.key} line={line} divided={index > 0} />
            ))}
          </Stack>
          {kind === 'MIXED' ? (
            <Alert color="yellow" variant="light">
              {t('cart.mixed')}
            </Alert>
          ) : null}
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>{t('cart.total')}</Text>
            <Text fw={700}>{formatRappen(totalRappen)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {orderTypes.includes('DELIVERY') ? t('cart.feesNote') : t('cart.feesNoteNoDelivery')}
          </Text>
          <Button component={Link} to={paths.checkout} onClick={onClose} size="md">
            {t('cart.checkout')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}

/** Fetched on demand (the header's button), with Mantine's provider: the public pages render none. */
export const CartDrawer = withMantine(CartDrawerView);
