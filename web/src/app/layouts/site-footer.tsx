import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';
import classes from './site-footer.module.css';

/**
 * Spec section 2: the year and the restaurant's name (the default when missing), and PRIVACY; beside it
 * the legal notice (/legal), gift vouchers and the diner's account (on a phone also in the navigation
 * drawer; the header's bar has no room for it beside the cart).
 */
export function SiteFooter() {
  const t = useT();
  const { name } = useRestaurantInfo();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.row}>
          <p className={classes.text}>
            © {year} {name}
          </p>
          <div className={classes.links}>
            <Link to={paths.account} className={classes.link}>
              {t('site.nav.account')}
            </Link>
            <Link to={paths.vouchers} className={classes.link}>
              {t('site.footer.vouchers')}
            </Link>
            <Link to={paths.legal} className={classes.link}>
              {t('site.footer.legal')}
            </Link>
            <Link to={paths.privacy} className={classes.link}>
              {t('site.footer.privacy')}
            </Link>
          </div>
        </div>
      </Container>
    </footer>
  );
}
