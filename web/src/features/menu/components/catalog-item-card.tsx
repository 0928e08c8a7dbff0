import type { ReactNode } from 'react';
import type { TSalePrice } from '@/features/menu/sale-price';
import { useT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import classes from './catalog.module.css';

interface TCatalogItemCardProps {
  name: string;
  description: string;
  price: number;
  available: boolean;
  /** The price under the active sale, if one applies: shown next to the struck original. */
  sale?: TSalePrice;
  /** Shown at the bottom of an available item, e.g. its add-to-cart button. */
  action?: ReactNode;
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
  sale,
  action,
}: TCatalogItemCardProps) {
  const t = useT();
  return (
    <article className={available ? classes.card : `${classes.card} ${classes.unavailable}`}>
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
      {available ? (
        action
      ) : (
        <span className={`${classes.badge} ${classes.unavailableBadge}`}>{t('site.menu.unavailable')}</span>
      )}
    </article>
  );
}
