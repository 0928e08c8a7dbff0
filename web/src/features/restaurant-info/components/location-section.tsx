import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { HOME_SECTION_IDS } from '../../../paths';
import type { TRestaurantInfoState } from '../api/get-restaurant-info';
import { mapSearchUrl } from '../contact-links';
import { InfoPlaceholder } from './info-placeholder';
import { InfoSection } from './info-section';
import { OpeningHoursTable } from './opening-hours-table';

export function LocationSection({ state }: { state: TRestaurantInfoState }) {
  const { info } = state;
  return (
    <InfoSection id={HOME_SECTION_IDS.location} title="Location" tinted>
      {info ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={3}>Address</Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{info.address}</Text>
              {info.address.trim() !== '' ? (
                <Anchor href={mapSearchUrl(info.address)} target="_blank" rel="noopener noreferrer" size="sm">
                  Show on map (opens in a new tab)
                </Anchor>
              ) : null}
            </Stack>
            {info.deliveryNote ? (
              <Stack gap={4}>
                <Title order={3}>Delivery</Title>
                <Text>{info.deliveryNote}</Text>
              </Stack>
            ) : null}
          </Stack>
          <Stack gap={4}>
            <Title order={3}>Opening hours</Title>
            <OpeningHoursTable text={info.openingHours} />
          </Stack>
        </SimpleGrid>
      ) : (
        <InfoPlaceholder loading={state.loading} lines={7} />
      )}
    </InfoSection>
  );
}
