import { Anchor, Text, Title, typographyClasses } from '@/components/ui/typography';
import type { TRestaurantInfoState } from '@/features/restaurant-info/api/get-restaurant-info';
import { telHref } from '@/features/restaurant-info/contact-links';
import { useT } from '@/i18n/use-i18n';
import { HOME_SECTION_IDS } from '@/paths';
import { InfoPlaceholder } from './info-placeholder';
import { InfoSection } from './info-section';
import classes from './info-section.module.css';

export function ContactSection({ state }: { state: TRestaurantInfoState }) {
  const t = useT();
  const { info } = state;
  return (
    <InfoSection id={HOME_SECTION_IDS.contact} title={t('site.nav.contact')}>
      {info ? (
        <div className={classes.columns}>
          <div className={classes.block}>
            <Title order={3}>{t('site.home.phone')}</Title>
            {info.phone.trim() !== '' ? (
              <Anchor href={telHref(info.phone)} className={classes.strongLink}>
                {info.phone}
              </Anchor>
            ) : (
              <Text dimmed>{t('site.home.notAvailable')}</Text>
            )}
          </div>
          <div className={classes.block}>
            <Title order={3}>{t('site.home.address')}</Title>
            <Text className={typographyClasses.preLine}>{info.address}</Text>
          </div>
        </div>
      ) : (
        <InfoPlaceholder loading={state.loading} lines={2} />
      )}
    </InfoSection>
  );
}
