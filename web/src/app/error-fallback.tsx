import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Text, Title } from '@/components/ui/typography';
import { paths } from '@/paths';
import classes from './error-fallback.module.css';

/** Spec section 2: the generic error fallback. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong.';

function ErrorContent() {
  return (
    <Container size="sm" className={classes.page}>
      <div className={classes.stack}>
        <Title order={1}>{GENERIC_ERROR_MESSAGE}</Title>
        <Text dimmed>Please reload the page. If the problem continues, try again in a few minutes.</Text>
        <div className={classes.actions}>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <ButtonLink to={paths.home} reloadDocument variant="light">
            Back to home
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}

/** Shown in place of a page that failed; the site's header and footer stay. */
export function RouteErrorFallback() {
  return <ErrorContent />;
}

/** Shown when the shell itself failed: the whole document. */
export function AppErrorFallback() {
  return (
    <main>
      <ErrorContent />
    </main>
  );
}
