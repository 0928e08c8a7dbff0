import { Badge, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCart } from '../cart-context';
import { CartDrawer } from './cart-drawer';
import { CartIcon } from './cart-icon';

/** The header's way to the cart, with the number of items; opens the cart drawer. */
export function CartButton() {
  const { count } = useCart();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        onClick={open}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        leftSection={<CartIcon />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle={count < 10} variant="filled" aria-hidden="true">
              {count}
            </Badge>
          ) : null
        }
        px="sm"
      >
        Cart
      </Button>
      <CartDrawer opened={opened} onClose={close} />
    </>
  );
}
