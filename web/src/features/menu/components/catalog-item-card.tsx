import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import type { TSalePrice } from '@/features/menu/sale-price';
import { useT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import classes from './catalog.module.css';

interface TCatalogItemCardProps {
  name: string;
  description: string;
  price: number;
  available: boolean;
  /** Sold out today (issue 18): shown so, with its Add button disabled, until the next opening day. */
  soldOutToday?: boolean;
  /** The price under the active sale, if one applies: shown next to the struck original. */
  sale?: TSalePrice;
  /** Shown at the bottom of an available item, e.g. its add-to-cart button. */
  action?: ReactNode;
  /** Its food declarations (issue 19: labels, allergens, origin), under the description. */
  details?: ReactNode;
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
}: TCatalogItemCardProps) {
  const t = useT();
  const soldOutId = useId();
  const orderable = available && !soldOutToday;
  return (
    <article className={orderable ? classes.card : `${classes.card} ${classes.unavailable}`}>
      <div className={classes.top}>
        <h3 className={classes.name}>{name}</h3>
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
      {!available ? (
        <span className={`${classes.badge} ${classes.unavailableBadge}`}>{t('site.menu.unavailable')}</span>
      ) : soldOutToday ? (
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
      ) : (
        action
      )}
    </article>
  );
}
