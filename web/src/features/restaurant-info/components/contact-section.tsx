import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { HOME_SECTION_IDS } from '../../../paths';
import type { TRestaurantInfoState } from '../api/get-restaurant-info';
import { telHref } from '../contact-links';
import { InfoPlaceholder } from './info-placeholder';
import { InfoSection } from './info-section';

export function ContactSection({ state }: { state: TRestaurantInfoState }) {
  const { info } = state;
  return (
    <InfoSection id={HOME_SECTION_IDS.contact} title="Contact">
      {info ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap={4}>
            <Title order={3}>Phone</Title>
            {info.phone.trim() !== '' ? (
              <Anchor href={telHref(info.phone)} size="lg" fw={600}>
                {info.phone}
              </Anchor>
            ) : (
              <Text c="dimmed">Not available</Text>
            )}
          </Stack>
          <Stack gap={4}>
            <Title order={3}>Address</Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{info.address}</Text>
          </Stack>
        </SimpleGrid>
      ) : (
        <InfoPlaceholder loading={state.loading} lines={2} />
      )}
    </InfoSection>
  );
}
