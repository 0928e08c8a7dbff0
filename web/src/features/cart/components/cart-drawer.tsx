import { formatRappen } from '@app/shared/money';
import { MSG } from '@app/shared/orders';
import { ActionIcon, Alert, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { withMantine } from '@/components/mantine-root';
import { useCart } from '@/features/cart/cart-context';
import { linePriceRappen, MAX_LINE_QUANTITY, type TCartLine } from '@/features/cart/cart-state';
import { paths } from '@/paths';
import { OrderTypeSwitch } from './order-type-switch';

function CartLineRow({ line, divided }: { line: TCartLine; divided: boolean }) {
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
            aria-label={`Decrease quantity of ${line.name}`}
            onClick={() => decrease(line.key)}
          >
            <span aria-hidden="true">−</span>
          </ActionIcon>
          <Text miw={28} ta="center" aria-label={`Quantity of ${line.name}`}>
            {line.quantity}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Increase quantity of ${line.name}`}
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
          aria-label={`Remove ${line.name} from cart`}
          onClick={() => remove(line.key)}
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}

/** The cart: lines with +/- and remove, the order type, the total and the way to checkout. */
function CartDrawerView({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { lines, kind, totalRappen } = useCart();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Your cart"
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close cart' }}
    >
      {lines.length === 0 ? (
        <Stack gap="md">
          <Text>{MSG.cartEmpty}</Text>
          <Button component={Link} to={paths.menu} variant="light" onClick={onClose}>
            Browse the menu
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <OrderTypeSwitch />
          <Stack component="ul" gap={0} p={0} m={0} aria-label="Items in your cart">
            {lines.map((line, index) => (
              <CartLineRow key={line.key} line={line} divided={index > 0} />
            ))}
          </Stack>
          {kind === 'MIXED' ? (
            <Alert color="yellow" variant="light">
              {MSG.mixedCart}
            </Alert>
          ) : null}
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700}>{formatRappen(totalRappen)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            Discounts, delivery and card fees are shown at checkout.
          </Text>
          <Button component={Link} to={paths.checkout} onClick={onClose} size="md">
            Checkout
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}

/** Fetched on demand (the header's button), with Mantine's provider: the public pages render none. */
export const CartDrawer = withMantine(CartDrawerView);
