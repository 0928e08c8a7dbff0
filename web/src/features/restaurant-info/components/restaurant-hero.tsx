import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { Text, Title } from '@/components/ui/typography';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { paths } from '@/paths';
import classes from './restaurant-hero.module.css';

/** The home page's opening band: the restaurant's name (the page's h1) and the way to the menu. */
export function RestaurantHero() {
  const { name, loading } = useRestaurantInfo();
  return (
    <div className={classes.hero}>
      <Container>
        <div className={classes.stack}>
          {/* An inline placeholder keeps the heading's line as high as the name's will be. */}
          <Title order={1} className={classes.title}>
            {loading ? (
              <Skeleton inline height="1em" width="min(20rem, 80vw)" role="img" aria-label="Loading" />
            ) : (
              name
            )}
          </Title>
          <Text className={classes.lead}>
            Sushi and Thai dishes, freshly made. Order online for takeaway or delivery, or book a table.
          </Text>
          <div className={classes.actions}>
            <ButtonLink to={paths.menu} size="md" variant="white" color="crimson">
              See the menu
            </ButtonLink>
            <ButtonLink to={paths.reservation} size="md" variant="outline" color="white">
              Book a table
            </ButtonLink>
          </div>
        </div>
      </Container>
    </div>
  );
}
