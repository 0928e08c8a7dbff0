import { Box, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useRestaurantInfo } from '../api/get-restaurant-info';
import classes from './restaurant-hero.module.css';

/** The home page's opening band: the restaurant's name (the page's h1) and the way to the menu. */
export function RestaurantHero() {
  const { name, loading } = useRestaurantInfo();
  return (
    <Box className={classes.hero}>
      <Container size="lg">
        <Stack gap="lg" align="flex-start">
          <Title order={1} className={classes.title}>
            {loading ? (
              <Skeleton
                component="span"
                display="block"
                height="1em"
                width="min(20rem, 80vw)"
                aria-label="Loading"
              />
            ) : (
              name
            )}
          </Title>
          <Text className={classes.lead}>
            Sushi and Thai dishes, freshly made. Order online for takeaway or delivery, or book a table.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.menu} size="md" variant="white" color="crimson">
              See the menu
            </Button>
            <Button component={Link} to={paths.reservation} size="md" variant="outline" color="white">
              Book a table
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
