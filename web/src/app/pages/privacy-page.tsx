import { Anchor, Container, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { telHref } from '@/features/restaurant-info/contact-links';
import { usePageTitle } from '@/hooks/use-page-title';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ContactLine() {
  const { info, loading } = useRestaurantInfo();
  if (loading) return <Skeleton height={14} width="60%" />;
  if (!info || info.phone.trim() === '') {
    return <Text>Please contact us by phone at the restaurant; you find the number on our home page.</Text>;
  }
  return (
    <Text>
      Call us at <Anchor href={telHref(info.phone)}>{info.phone}</Anchor>
      {info.address.trim() !== '' ? <> or write to us at {info.address}</> : null}.
    </Text>
  );
}

/** A short privacy notice for diners under the Swiss Federal Act on Data Protection (FADP). */
export function PrivacyPage() {
  const { name } = useRestaurantInfo();
  usePageTitle('Privacy', name);
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Privacy notice</Title>
          <Text c="dimmed">How {name} handles your personal data.</Text>
        </Stack>

        <Part title="Who is responsible">
          <Text>
            {name} is responsible for the personal data collected through this website. We process it in
            accordance with the Swiss Federal Act on Data Protection (FADP).
          </Text>
        </Part>

        <Part title="What we collect">
          <Text>We only collect what you give us when you order food or request a table:</Text>
          <List spacing={4}>
            <List.Item>your first and last name, email address and phone number;</List.Item>
            <List.Item>your address (street, number, postcode and city) for deliveries;</List.Item>
            <List.Item>
              the details of your order or reservation, such as the dishes, the time, the number of guests and
              any notes you add.
            </List.Item>
          </List>
          <Text>Reading the menu or our opening hours does not require any personal data.</Text>
        </Part>

        <Part title="Why we use it">
          <Text>
            We use your data only to process your order or reservation: to prepare and deliver your food, to
            confirm your booking, to send you confirmation emails and to contact you if something about your
            order or reservation changes. We do not sell your data, and we do not use it for advertising.
          </Text>
          <Text>
            We keep it only as long as needed for these purposes or as required by Swiss law (for example,
            accounting records).
          </Text>
        </Part>

        <Part title="Cookies">
          <Text>This website sets only two technically necessary cookies:</Text>
          <List spacing={4}>
            <List.Item>a session cookie, which keeps your visit secure;</List.Item>
            <List.Item>
              an anti-forgery cookie, which protects our forms against misuse from other websites.
            </List.Item>
          </List>
          <Text>
            We use no tracking, analytics or advertising cookies. Your cart is kept in your own browser's
            storage until you place your order.
          </Text>
        </Part>

        <Part title="Card payments">
          <Text>
            Card payments are handled by our payment provider. Your card details go directly to the provider;
            we never see or store them. We only receive whether the payment succeeded.
          </Text>
        </Part>

        <Part title="Your rights">
          <Text>
            Under the FADP you may ask us which personal data we hold about you, have it corrected, and have
            it deleted unless the law requires us to keep it. You may also file a complaint with the Federal
            Data Protection and Information Commissioner (FDPIC).
          </Text>
        </Part>

        <Part title="Contact">
          <ContactLine />
        </Part>
      </Stack>
    </Container>
  );
}
