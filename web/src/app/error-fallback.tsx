import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Text, Title } from '@/components/ui/typography';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';
import classes from './error-fallback.module.css';

/** Spec section 2: the generic error fallback, in English ('site.error.title' in the catalogue). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong.';

/**
 * Spec section 2: the router's error screen is headed 'Unexpected Application Error!', the heading of
 * React Router's own default screen. Kept verbatim in every language: it names the screen, like a code.
 */
export const ROUTER_ERROR_HEADING = 'Unexpected Application Error!';

/**
 * What the router caught, as React Router's default screen says it: "{status} {statusText}" for a
 * route error response (a loader's 404, say), otherwise the error's message.
 */
export function routeErrorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

function ErrorContent() {
  const t = useT();
  const detail = routeErrorText(useRouteError());
  return (
    <Container size="sm" className={classes.page}>
      <div className={classes.stack}>
        <Title order={1}>{ROUTER_ERROR_HEADING}</Title>
        {detail && (
          <Title order={2} size="h3" className={classes.detail}>
            {detail}
          </Title>
        )}
        <Text>{t('site.error.title')}</Text>
        <Text dimmed>{t('site.error.hint')}</Text>
        <div className={classes.actions}>
          <Button onClick={() => window.location.reload()}>{t('site.error.reload')}</Button>
          <ButtonLink to={paths.home} reloadDocument variant="light">
            {t('site.error.home')}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}

/** The router's error screen in place of a page that failed; the site's header and footer stay. */
export function RouteErrorFallback() {
  return <ErrorContent />;
}

/** The router's error screen when the shell itself failed: the whole document. */
export function AppErrorFallback() {
  return (
    <main>
      <ErrorContent />
    </main>
  );
}
