import { isPausedForAll } from '@app/shared/service-status';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { Text, Title } from '@/components/ui/typography';
import { useOrderRules } from '@/features/cart/public';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { useAsapStatus, usePublicServiceStatus } from '@/features/service-status/public';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';
import classes from './restaurant-hero.module.css';

/** The home page's opening band: the restaurant's name (the page's h1) and the way to the menu. */
export function RestaurantHero() {
  const t = useT();
  const { name, loading } = useRestaurantInfo();
  // The lead names only the order types the restaurant takes, and says so when it takes no order for
  // right now (closed today, a break, closing soon) or none at all (paused).
  const { orderTypes } = useOrderRules();
  const asap = useAsapStatus();
  const service = usePublicServiceStatus().data;
  const lead = isPausedForAll(service)
    ? t('site.home.leadPaused')
    : asap && !asap.openNow
      ? t('site.home.leadLater')
      : orderTypes.length > 1
        ? t('site.home.lead')
        : orderTypes[0] === 'DELIVERY'
          ? t('site.home.leadDelivery')
          : t('site.home.leadTakeaway');
  return (
    <div className={classes.hero}>
      <Container>
        <div className={classes.stack}>
          {/* An inline placeholder keeps the heading's line as high as the name's will be. */}
          <Title order={1} className={classes.title}>
            {loading ? (
              <Skeleton
                inline
                height="1em"
                width="min(20rem, 80vw)"
                role="img"
                aria-label={t('site.loading')}
              />
            ) : (
              name
            )}
          </Title>
          <Text className={classes.lead}>{lead}</Text>
          <div className={classes.actions}>
            <ButtonLink to={paths.menu} size="md" variant="white" color="crimson">
              {t('site.home.seeMenu')}
            </ButtonLink>
            <ButtonLink to={paths.reservation} size="md" variant="outline" color="white">
              {t('site.home.bookTable')}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </div>
  );
}
