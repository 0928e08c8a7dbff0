import { MAX_LINE_QUANTITY } from '@app/shared/cart-limits';
import type { TBuffetItem, TMenuItem } from '@app/shared/catalog';
import type { TOrderKind } from '@app/shared/order-kind';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cartLineKey, useCart } from '@/features/cart/public';
import { ItemDeclarations } from '@/features/menu/declarations/declarations-ui';
import type { TSalePrice } from '@/features/menu/sale-price';
import { useT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import classes from './item-details.module.css';

/** The large photo: the whole sheet's width on a phone, the 640 px dialog from 48em. */
const DETAILS_PHOTO_SIZES = '(min-width: 48em) 640px, 100vw';

export interface TItemDetailsProps {
  item: TMenuItem | TBuffetItem;
  kind: TOrderKind;
  /** The price under the active sale, if one applies. */
  sale?: TSalePrice | undefined;
  /** Called once the dialog has closed (Escape, ×, the backdrop, or after Add). */
  onClose: () => void;
}

/**
 * A dish's details: the large photo, the full description, its declarations, a quantity and
 * Add. A native modal `<dialog>` (focus kept inside, Escape closes, the rest of the page inert), labelled
 * by the dish's name; a full-screen sheet on a phone, centred from 48em. Its own chunk, loaded on the
 * first open (menu-view.tsx).
 */
export function ItemDetailsDialog({ item, kind, sale, onClose }: TItemDetailsProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { lines, add } = useCart();
  const inCart = lines.find((line) => line.key === cartLineKey(kind, item.id))?.quantity ?? 0;
  const room = Math.max(0, MAX_LINE_QUANTITY - inCart);
  const [quantity, setQuantity] = useState(1);
  const orderable = item.available && !item.soldOutToday;

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  const close = () => {
    const element = dialog.current;
    if (element && typeof element.close === 'function' && element.open) element.close();
    else onClose();
  };

  const photo = item.photo;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape is the keyboard's way
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // The backdrop is the dialog element itself (its content fills a child).
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={classes.sheet}>
        <button type="button" className={classes.close} aria-label={t('menu.details.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        {photo ? (
          <picture className={classes.photo}>
            {(photo.sources ?? []).map((source) => (
              <source
                key={source.type}
                type={source.type}
                srcSet={source.srcset}
                sizes={DETAILS_PHOTO_SIZES}
              />
            ))}
            <img
              src={photo.url}
              srcSet={photo.srcset}
              sizes={DETAILS_PHOTO_SIZES}
              width={photo.width}
              height={photo.height}
              alt={item.name}
            />
          </picture>
        ) : null}
        <div className={classes.body}>
          <div className={classes.heading}>
            <h2 id={titleId} className={classes.title}>
              {item.name}
            </h2>
            {sale ? (
              <p className={classes.price}>
                <s className={classes.regular}>
                  <span className={classes.visuallyHidden}>{`${t('site.menu.regularPrice')} `}</span>
                  {formatChf(item.price)}
                </s>{' '}
                <span className={classes.visuallyHidden}>{`${t('site.menu.salePrice')} `}</span>
                {formatChf(sale.price)}
              </p>
            ) : (
              <p className={classes.price}>{formatChf(item.price)}</p>
            )}
          </div>
          {item.description.trim() !== '' ? <p className={classes.description}>{item.description}</p> : null}
          <ItemDeclarations item={item} />
          {!item.available ? (
            <p className={classes.notOrderable}>{t('site.menu.unavailable')}</p>
          ) : item.soldOutToday ? (
            <p className={classes.notOrderable}>{t('site.menu.soldOut')}</p>
          ) : null}
          {orderable ? (
            <div className={classes.order}>
              <QuantityStepper value={quantity} max={Math.max(1, room)} onChange={setQuantity} />
              <Button
                size="md"
                disabled={room === 0}
                onClick={() => {
                  add(
                    { kind, id: item.id, name: item.name, priceRaw: item.price, vatClass: item.vatClass },
                    Math.min(quantity, room),
                  );
                  close();
                }}
              >
                {t('menu.details.add', { count: Math.min(quantity, Math.max(1, room)) })}
              </Button>
              {inCart > 0 ? (
                <p className={classes.inCart}>{t('site.cart.inCart', { count: inCart })}</p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}

/** 1 to `max`, with − and + buttons around the number. */
function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const t = useT();
  return (
    <fieldset className={classes.stepper}>
      <legend className={classes.stepperLabel}>{t('menu.details.quantity')}</legend>
      <button
        type="button"
        className={classes.step}
        aria-label={t('menu.details.fewer')}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={classes.count} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={classes.step}
        aria-label={t('menu.details.more')}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
