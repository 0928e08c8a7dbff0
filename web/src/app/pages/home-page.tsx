import { useLocation } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Text } from '@/components/ui/typography';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { AboutSection } from '@/features/restaurant-info/components/about-section';
import { ContactSection } from '@/features/restaurant-info/components/contact-section';
import { InfoSection } from '@/features/restaurant-info/components/info-section';
import { LocationSection } from '@/features/restaurant-info/components/location-section';
import { RestaurantHero } from '@/features/restaurant-info/components/restaurant-hero';
import { SpecialDaysNotice } from '@/features/restaurant-info/components/special-days-notice';
import { PausedNotice } from '@/features/service-status/components/paused-notice';
import { TodayNotice } from '@/features/service-status/components/today-notice';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';

/** Home (spec section 2): the restaurant, then the About Us, Location and Contact sections. */
export function HomePage() {
  const t = useT();
  const state = useRestaurantInfo();
  const { hash } = useLocation();
  usePageTitle(undefined, state.name);
  return (
    <>
      <RestaurantHero />
      <Container
        style={{ paddingTop: 'var(--mantine-spacing-md)', display: 'grid', gap: 'var(--mantine-spacing-xs)' }}
      >
        <PausedNotice page="home" />
        <TodayNotice page="home" />
        <SpecialDaysNotice state={state} />
      </Container>
      {state.error ? (
        <Container style={{ paddingTop: 'var(--mantine-spacing-xl)' }}>
          <ErrorAlert title={t('site.home.infoUnavailable')} message={state.error} onRetry={state.refetch} />
        </Container>
      ) : null}
      {/* While the information loads, nothing below the hero (the top bar says it is coming): placeholders
          of a guessed height would make the sections jump when it arrives (a layout shift). Unless the
          address names a section: then they are drawn at once, so the jump has somewhere to go. */}
      {state.loading && hash === '' ? null : (
        <>
          <AboutSection state={state} />
          <LocationSection state={state} />
          <ContactSection state={state} />
          <VouchersTeaser />
        </>
      )}
    </>
  );
}

/** A small band for gift vouchers: a plain link to /vouchers, nothing of its page in the home's bundle. */
function VouchersTeaser() {
  const t = useT();
  return (
    <InfoSection id="vouchers" title={t('site.home.vouchers.title')} tinted>
      <div style={{ display: 'grid', gap: 'var(--mantine-spacing-sm)', justifyItems: 'start' }}>
        <Text>{t('site.home.vouchers.text')}</Text>
        <ButtonLink to={paths.vouchers} variant="light">
          {t('site.home.vouchers.link')}
        </ButtonLink>
      </div>
    </InfoSection>
  );
}
