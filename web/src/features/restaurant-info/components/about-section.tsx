import { Stack, Text } from '@mantine/core';
import { HOME_SECTION_IDS } from '../../../paths';
import type { TRestaurantInfoState } from '../api/get-restaurant-info';
import { InfoPlaceholder } from './info-placeholder';
import { InfoSection } from './info-section';

/** Paragraphs of the about text, split at line breaks. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function AboutSection({ state }: { state: TRestaurantInfoState }) {
  const paragraphs = state.info ? toParagraphs(state.info.aboutText) : [];
  return (
    <InfoSection id={HOME_SECTION_IDS.about} title="About Us">
      {paragraphs.length > 0 ? (
        <Stack gap="sm" maw="48rem">
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position
            <Text key={index} size="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
      ) : (
        <InfoPlaceholder loading={state.loading} />
      )}
    </InfoSection>
  );
}
