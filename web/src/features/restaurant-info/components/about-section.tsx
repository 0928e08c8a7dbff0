import { Text } from '@/components/ui/typography';
import type { TRestaurantInfoState } from '@/features/restaurant-info/api/get-restaurant-info';
import { useT } from '@/i18n/use-i18n';
import { HOME_SECTION_IDS } from '@/paths';
import { InfoPlaceholder } from './info-placeholder';
import { InfoSection } from './info-section';
import classes from './info-section.module.css';

/** Paragraphs of the about text, split at line breaks. */
function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function AboutSection({ state }: { state: TRestaurantInfoState }) {
  const t = useT();
  const paragraphs = state.info ? toParagraphs(state.info.aboutText) : [];
  return (
    <InfoSection id={HOME_SECTION_IDS.about} title={t('site.nav.about')}>
      {paragraphs.length > 0 ? (
        <div className={classes.paragraphs}>
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position
            <Text key={index} size="lg">
              {paragraph}
            </Text>
          ))}
        </div>
      ) : (
        <InfoPlaceholder loading={state.loading} />
      )}
    </InfoSection>
  );
}
