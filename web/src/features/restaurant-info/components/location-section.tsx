import { Anchor, Text, Title, typographyClasses } from '@/components/ui/typography';
import { useOrderRules } from '@/features/cart/public';
import type { TRestaurantInfoState } from '@/features/restaurant-info/api/get-restaurant-info';
import { mapSearchUrl } from '@/features/restaurant-info/contact-links';
import { useT } from '@/i18n/use-i18n';
import { HOME_SECTION_IDS } from '@/paths';
import { InfoPlaceholder } from './info-placeholder';
import { InfoSection } from './info-section';
import classes from './info-section.module.css';
import { OpeningHoursTable } from './opening-hours-table';

export function LocationSection({ state }: { state: TRestaurantInfoState }) {
  const t = useT();
  const { info } = state;
  // A restaurant that has switched delivery off says nothing of it.
  const delivers = useOrderRules().orderTypes.includes('DELIVERY');
  return (
    <InfoSection id={HOME_SECTION_IDS.location} title={t('site.nav.location')} tinted>
      {info ? (
        <div className={classes.columns}>
          <div className={classes.stack}>
            <div className={classes.block}>
              <Title order={3}>{t('site.home.address')}</Title>
              <Text className={typographyClasses.preLine}>{info.address}</Text>
              {info.address.trim() !== '' ? (
                <Anchor
                  href={mapSearchUrl(info.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.smallLink}
                >
                  {t('site.home.showOnMap')}
                </Anchor>
              ) : null}
            </div>
            {delivers && info.deliveryNote ? (
              <div className={classes.block}>
                <Title order={3}>{t('site.home.delivery')}</Title>
                <Text>{info.deliveryNote}</Text>
              </div>
            ) : null}
          </div>
          <div className={classes.block}>
            <Title order={3}>{t('site.home.openingHours')}</Title>
            <OpeningHoursTable text={info.openingHours} specialDays={info.specialDays} />
          </div>
        </div>
      ) : (
        <InfoPlaceholder loading={state.loading} lines={7} />
      )}
    </InfoSection>
  );
}
