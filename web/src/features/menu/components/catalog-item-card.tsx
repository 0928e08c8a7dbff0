import type { TPhoto } from '@app/shared/photos';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { TSalePrice } from '@/features/menu/sale-price';
import { useT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { useHydrated } from '@/lib/hydration';
import { CardPhoto, type TPhotoLoading } from './card-photo';
import classes from './catalog.module.css';

interface TCatalogItemCardProps {
  name: string;
  description: string;
  price: number;
  available: boolean;
  /** Sold out today: shown so, with its Add button disabled, until the next opening day. */
  soldOutToday?: boolean;
  /** The price under the active sale, if one applies: shown next to the struck original. */
  sale?: TSalePrice;
  /** Shown at the bottom of an available item, e.g. its add-to-cart button. */
  action?: ReactNode;
  /** Its food declarations (labels, allergens, origin), under the description. */
  details?: ReactNode;
  /** Its photo; a drawn placeholder of the same size without one. */
  photo?: TPhoto | null | undefined;
  /** How the photo loads: the first cards at once, the others when scrolled near. */
  photoLoading?: TPhotoLoading;
  /**
   * Opens the item's details: the name becomes a button, and the photo a pointer target for
   * it. Gets the button, to give the focus back to when the details close.
   */
  onOpen?: ((trigger: HTMLButtonElement) => void) | undefined;
}

/**
 * One dish or buffet item: name, description, price, and whether it can be ordered now. Plain elements
 * styled by catalog.module.css, not Mantine components: /menu renders about 50 of these at once.
 */
export function CatalogItemCard({
  name,
  description,
  price,
  available,
  soldOutToday = false,
  sale,
  action,
  details,
  photo,
  photoLoading = 'lazy',
  onOpen,
}: TCatalogItemCardProps) {
  const t = useT();
  const soldOutId = useId();
  const nameButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const orderable = available && !soldOutToday;
  const open = onOpen
    ? () => {
        if (nameButton.current) onOpen(nameButton.current);
      }
    : undefined;
  // Where Add would be: the reason it is not there, or Add itself.
  let bottom: ReactNode = action;
  if (!available) {
    bottom = (
      <span className={`${classes.badge} ${classes.unavailableBadge}`}>{t('site.menu.unavailable')}</span>
    );
  } else if (soldOutToday) {
    bottom = (
      <div className={classes.soldOutRow}>
        <span id={soldOutId} className={`${classes.badge} ${classes.soldOutBadge}`}>
          {t('site.menu.soldOut')}
        </span>
        {/* Where Add would be, disabled, and saying why (the badge describes it). */}
        {action ? (
          <Button
            size="compact-md"
            disabled
            aria-label={t('site.cart.addLabel', { name })}
            aria-describedby={soldOutId}
          >
            {t('site.cart.add')}
          </Button>
        ) : null}
      </div>
    );
  }
  // The text, then the photo and Add: on a phone the text at the left and the photo with Add under it
  // at the right; elsewhere the photo at the top, the text, Add at the bottom (catalog.module.css). The
  // name comes first for a screen reader too.
  return (
    <article className={orderable ? classes.card : `${classes.card} ${classes.unavailable}`}>
      <div className={classes.body}>
        <div className={classes.top}>
          <h3 className={classes.name}>
            {open ? (
              // Drawn by the server, it waits for the page's scripts (lib/hydration.ts): a tap or Enter
              // before them would be lost without a word.
              <button
                ref={nameButton}
                type="button"
                className={classes.nameButton}
                onClick={open}
                disabled={!hydrated}
              >
                {name}
              </button>
            ) : (
              name
            )}
          </h3>
          {sale ? (
            <div className={classes.prices}>
              <span className={`${classes.badge} ${classes.saleBadge}`}>
                {t('site.menu.percentOff', { percent: sale.percent })}
              </span>
              {/* Struck through inline, not in the stylesheet: the unit tests (jsdom) read it. */}
              <p className={classes.regularPrice} style={{ textDecoration: 'line-through' }}>
                <span className={classes.visuallyHidden}>{`${t('site.menu.regularPrice')} `}</span>
                {formatChf(price)}
              </p>
              <p className={classes.price}>
                <span className={classes.visuallyHidden}>{`${t('site.menu.salePrice')} `}</span>
                {formatChf(sale.price)}
              </p>
            </div>
          ) : (
            <p className={classes.price}>{formatChf(price)}</p>
          )}
        </div>
        {description.trim() !== '' ? <p className={classes.description}>{description}</p> : null}
        {details}
      </div>
      <div className={classes.side}>
        <CardPhoto photo={photo} alt={name} loading={photoLoading} onActivate={open} />
        {bottom}
      </div>
    </article>
  );
}
