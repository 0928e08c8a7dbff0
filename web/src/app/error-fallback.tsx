import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Text, Title } from '@/components/ui/typography';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';
import classes from './error-fallback.module.css';

/** Spec section 2: the generic error fallback, in English ('site.error.title' in the catalogue). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong.';

function ErrorContent() {
  const t = useT();
  return (
    <Container size="sm" className={classes.page}>
      <div className={classes.stack}>
        <Title order={1}>{t('site.error.title')}</Title>
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
