import { Anchor, Text, Title, typographyClasses } from '@/components/ui/typography';
import type { TRestaurantInfoState } from '@/features/restaurant-info/api/get-restaurant-info';
import { telHref } from '@/features/restaurant-info/contact-links';
import { HOME_SECTION_IDS } from '@/paths';
import { InfoPlaceholder } from './info-placeholder';
import { InfoSection } from './info-section';
import classes from './info-section.module.css';

export function ContactSection({ state }: { state: TRestaurantInfoState }) {
  const { info } = state;
  return (
    <InfoSection id={HOME_SECTION_IDS.contact} title="Contact">
      {info ? (
        <div className={classes.columns}>
          <div className={classes.block}>
            <Title order={3}>Phone</Title>
            {info.phone.trim() !== '' ? (
              <Anchor href={telHref(info.phone)} className={classes.strongLink}>
                {info.phone}
              </Anchor>
            ) : (
              <Text dimmed>Not available</Text>
            )}
          </div>
          <div className={classes.block}>
            <Title order={3}>Address</Title>
            <Text className={typographyClasses.preLine}>{info.address}</Text>
          </div>
        </div>
      ) : (
        <InfoPlaceholder loading={state.loading} lines={2} />
      )}
    </InfoSection>
  );
}
