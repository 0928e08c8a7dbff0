import { Button, Group, Text } from '@mantine/core';
import { useCart } from '../cart-context';
import { cartLineKey, MAX_LINE_QUANTITY, type TCartItem } from '../cart-state';

/** 'Add' on a menu or buffet card; says how many are in the cart already. */
export function AddToCartButton({ item }: { item: TCartItem }) {
  const { lines, add } = useCart();
  const key = cartLineKey(item.kind, item.id);
  const inCart = lines.find((line) => line.key === key)?.quantity ?? 0;
  return (
    <Group justify="space-between" align="center" gap="xs" mt="auto" pt={4}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {inCart > 0 ? `${inCart} in cart` : ''}
      </Text>
      <Button
        size="compact-md"
        aria-label={`Add ${item.name} to cart`}
        onClick={() => add(item)}
        disabled={inCart >= MAX_LINE_QUANTITY}
      >
        Add
      </Button>
    </Group>
  );
}
