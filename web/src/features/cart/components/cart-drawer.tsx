import type { TOrderType } from '@app/shared/enums';
import { formatRappen } from '@app/shared/money';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { typographyClasses as text } from '@/components/ui/typography';
import { useOrderRules } from '@/features/cart/api/get-order-rules';
import {
  type TUnavailableLine,
  unavailableText,
  useUnavailableLines,
} from '@/features/cart/api/get-unavailable';
import { useCart } from '@/features/cart/cart-context';
import { linePriceRappen, MAX_LINE_QUANTITY, type TCartLine } from '@/features/cart/cart-state';
import { deliveryFacts, type TRange } from '@/features/cart/delivery-facts';
import { formatLineOptions, lineLabel } from '@/features/cart/line-options';
import { closedNowText, useAsapStatus } from '@/features/service-status/public';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';
import classes from './cart-drawer.module.css';
import { OrderTypeSwitch } from './order-type-switch';

/** 'CHF 5.00', or 'CHF 5.00–CHF 7.00' when the zones differ. */
function rangeText(range: TRange): string {
  return range.min === range.max
    ? formatRappen(range.min)
    : `${formatRappen(range.min)}–${formatRappen(range.max)}`;
}

/**
 * A delivery's costs before the checkout: the fee, free delivery from, the minimum and how much is
 * missing to it, from the restaurant's zones (their range while the postcode is not known).
 */
function DeliveryFacts({ subtotalRappen }: { subtotalRappen: number }) {
  const t = useT();
  const { zones } = useOrderRules();
  const facts = deliveryFacts(zones, subtotalRappen);
  if (!facts) return null;
  return (
    <ul className={classes.facts} aria-label={t('cart.delivery.title')}>
      <li className={text.text} data-size="sm">
        {t('cart.delivery.fee', { amount: rangeText(facts.fee) })}
        {facts.freeFrom ? ` · ${t('cart.delivery.free', { amount: rangeText(facts.freeFrom) })}` : ''}
      </li>
      <li className={text.text} data-size="sm">
        {t('cart.delivery.minimum', { amount: rangeText(facts.minimum) })}
      </li>
      {facts.missing > 0 ? (
        <li className={`${text.text} ${classes.problem}`} data-size="sm" data-testid="cart-missing">
          {t('cart.delivery.missing', { amount: formatRappen(facts.missing) })}
        </li>
      ) : null}
      {facts.byPostcode ? (
        <li className={text.text} data-size="sm" data-dimmed="">
          {t('cart.delivery.byPostcode')}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * Why an order of the cart's type cannot be placed now (closed today, paused, not offered), with the next
 * opening: the server's own answer for an ASAP order, asked at each opening; nothing when it can.
 */
function TodayInCart({ orderType }: { orderType: TOrderType }) {
  const status = useAsapStatus(orderType, { fresh: true });
  if (!status || status.openNow) return null;
  return (
    <Alert color="yellow" role="status">
      {closedNowText(status)}
    </Alert>
  );
}

function CartLineRow({ line, unavailable }: { line: TCartLine; unavailable: TUnavailableLine | undefined }) {
  const t = useT();
  const { increase, decrease, remove } = useCart();
  const unit = linePriceRappen(line);
  const name = lineLabel(line);
  const options = formatLineOptions(line.optionDetails);
  return (
    <li className={classes.line}>
      <div className={classes.row}>
        <div>
          <p className={`${text.text} ${classes.name}`} data-struck={unavailable ? '' : undefined}>
            {line.name}
          </p>
          {options ? (
            <p className={`${text.text} ${classes.options}`} data-size="sm" data-dimmed="">
              {options}
            </p>
          ) : null}
          {unavailable ? (
            <p className={`${text.text} ${classes.problem}`} data-size="sm">
              {unavailableText(unavailable)}
            </p>
          ) : null}
        </div>
        <p className={`${text.text} ${classes.amount}`}>{formatRappen(unit * line.quantity)}</p>
      </div>
      <div className={classes.row}>
        <div className={classes.stepper}>
          <button
            type="button"
            className={classes.step}
            aria-label={t('cart.decrease', { name })}
            onClick={() => decrease(line.key)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className={classes.quantity}>
            <span aria-hidden="true">{line.quantity}</span>
            <span className={classes.visuallyHidden}>
              {t('cart.quantity', { name, quantity: line.quantity })}
            </span>
          </span>
          <button
            type="button"
            className={classes.step}
            aria-label={t('cart.increase', { name })}
            onClick={() => increase(line.key)}
            disabled={line.quantity >= MAX_LINE_QUANTITY}
          >
            <span aria-hidden="true">+</span>
          </button>
          <span className={text.text} data-size="sm" data-dimmed="">
            × {formatRappen(unit)}
          </span>
        </div>
        <Button
          variant={unavailable ? 'filled' : 'subtle'}
          color={unavailable ? 'red' : 'gray'}
          size="compact-sm"
          aria-label={t('cart.removeLabel', { name })}
          onClick={() => remove(line.key)}
        >
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  );
}

/** What the open cart shows: its lines and the way on, or the way to the menu while it is empty. */
function CartContent({ onClose }: { onClose: () => void }) {
  const { orderTypes } = useOrderRules();
  const t = useT();
  const { lines, kind, totalRappen, orderType } = useCart();
  // Asked again at each opening: a dish sold out since it was added is marked at once.
  const unavailable = new Map(useUnavailableLines(lines).map((entry) => [entry.line.key, entry]));
  const delivery = orderType === 'DELIVERY' && orderTypes.includes('DELIVERY');
  if (lines.length === 0) {
    return (
      <div className={classes.body}>
        <p className={text.text}>{t('cart.empty')}</p>
        <ButtonLink to={paths.menu} variant="light" onClick={onClose}>
          {t('cart.browse')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className={classes.body}>
      <OrderTypeSwitch />
      <TodayInCart orderType={orderTypes.includes(orderType) ? orderType : (orderTypes[0] ?? orderType)} />
      {unavailable.size > 0 ? (
        <Alert color="red" role="status">
          {t('cart.unavailable', { count: unavailable.size })}
        </Alert>
      ) : null}
      <ul className={classes.lines} aria-label={t('cart.items')}>
        {lines.map((line) => (
          <CartLineRow key={line.key} line={line} unavailable={unavailable.get(line.key)} />
        ))}
      </ul>
      {kind === 'MIXED' ? <Alert color="yellow">{t('cart.mixed')}</Alert> : null}
      <div className={`${classes.row} ${classes.total}`}>
        <p className={text.text} data-bold="">
          {t('cart.total')}
        </p>
        <p className={text.text} data-bold="">
          {formatRappen(totalRappen)}
        </p>
      </div>
      {delivery ? <DeliveryFacts subtotalRappen={totalRappen} /> : null}
      <p className={text.text} data-size="sm" data-dimmed="">
        {t('cart.feesNoteNoDelivery')}
      </p>
      <ButtonLink to={paths.checkout} onClick={onClose} size="md">
        {t('cart.checkout')}
      </ButtonLink>
    </div>
  );
}

/**
 * The cart: lines with +/- and remove, the order type, the total and the way to checkout. A native modal
 * `<dialog>` at the screen's right edge (the whole width of a phone): focus kept inside and given back
 * to the opener on close, Escape and the backdrop close it, the page behind is inert. Drawn without
 * Mantine, so that the first tap on a phone opens it at once; mounted closed as soon as its code is
 * here, its questions to the server (sold out, today's state) asked only while it is open.
 */
export function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!opened && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [opened]);

  const close = () => {
    const element = dialog.current;
    if (element?.open && typeof element.close === 'function') element.close();
    else onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape is the keyboard's way
    <dialog
      ref={dialog}
      className={classes.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // The backdrop is the dialog element itself (its content fills a child).
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={classes.sheet}>
        {/* A div, not a <header>: the page has its banner already (one banner landmark). */}
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {t('cart.title')}
          </h2>
          <button type="button" className={classes.close} aria-label={t('cart.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {opened ? <CartContent onClose={close} /> : null}
      </div>
    </dialog>
  );
}
