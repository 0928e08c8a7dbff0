import { chfToRappen, formatRappen } from '@app/shared/money';
import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { useAdminT } from '@/i18n/use-i18n';
import { subtotal, type TCartLine, type TFieldErrors } from '../staff-order-logic';
import classes from './new-order.module.css';

const chf = (amount: number) => formatRappen(chfToRappen(amount));

interface TCartPanelProps {
  lines: readonly TCartLine[];
  errors: TFieldErrors;
  onIncrease: (id: number) => void;
  onDecrease: (id: number) => void;
  onRemove: (id: number) => void;
}

/** The order's lines with − / + and remove, and the subtotal at catalogue prices (the server prices). */
export function CartPanel({ lines, errors, onIncrease, onDecrease, onRemove }: TCartPanelProps) {
  const t = useAdminT();
  const lineErrors = (index: number) =>
    Object.entries(errors)
      .filter(([key, message]) => message && key.startsWith(`items.${index}.`))
      .map(([, message]) => message);
  return (
    <section aria-labelledby="new-order-cart" className={classes.panel}>
      <h2 id="new-order-cart" className={classes.sectionTitle}>
        {t('newOrder.cart.title')}
      </h2>
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('newOrder.cart.empty')}
        </Text>
      ) : (
        <ul className={classes.cartLines} aria-label={t('newOrder.cart.title')}>
          {lines.map((line, index) => (
            <li key={line.id} className={classes.cartLine}>
              <div className={classes.cartLineText}>
                <Text fw={600} size="sm">
                  <span className={classes.itemNumber}>#{line.id}</span> {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('newOrder.cart.each', { price: chf(line.price) })}
                </Text>
                {lineErrors(index).map((message) => (
                  <Text key={message} size="xs" c="red.8" role="alert">
                    {message}
                  </Text>
                ))}
              </div>
              <Group gap={6} wrap="nowrap" className={classes.stepper}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => onDecrease(line.id)}
                  aria-label={t('newOrder.cart.decrease', { name: line.name })}
                >
                  −
                </ActionIcon>
                <Text fw={700} w="2ch" ta="center" aria-hidden>
                  {line.quantity}
                </Text>
                <VisuallyHidden>
                  {t('newOrder.cart.quantity', { name: line.name, quantity: line.quantity })}
                </VisuallyHidden>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => onIncrease(line.id)}
                  aria-label={t('newOrder.cart.increase', { name: line.name })}
                >
                  +
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => onRemove(line.id)}
                  aria-label={t('newOrder.cart.remove', { name: line.name })}
                >
                  ×
                </ActionIcon>
              </Group>
              <Text size="sm" fw={600} className={classes.lineTotal}>
                {formatRappen(chfToRappen(line.price) * line.quantity)}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {errors.items ? (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {errors.items}
        </Text>
      ) : null}
      <Group justify="space-between" mt="sm" className={classes.subtotal}>
        <Text fw={700}>{t('newOrder.cart.subtotal')}</Text>
        <Text fw={700} data-testid="new-order-subtotal">
          {chf(subtotal(lines))}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('newOrder.cart.priceNote')}
      </Text>
    </section>
  );
}
