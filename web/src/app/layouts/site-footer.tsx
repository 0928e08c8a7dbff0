import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRestaurantInfo } from '../../features/restaurant-info/api/get-restaurant-info';
import { paths } from '../../paths';
import classes from './site-footer.module.css';

/** Spec section 2: the year and the restaurant's name (the default when missing), and PRIVACY. */
export function SiteFooter() {
  const { name } = useRestaurantInfo();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            © {year} {name}
          </Text>
          <Anchor component={Link} to={paths.privacy} size="sm" fw={600}>
            PRIVACY
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
