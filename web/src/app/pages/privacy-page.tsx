import { DINER_SESSION_DAYS, DINER_SESSION_IDLE_DAYS, SIGN_IN_LINK_MINUTES } from '@app/shared/account';
import { Anchor, Container, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLegalInfo } from '@/features/restaurant-info/api/get-legal-info';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { telHref } from '@/features/restaurant-info/contact-links';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';

/** Stands for the phone link while its sentence is translated (no text contains it). */
const PHONE_MARK = '\uE000';
/** Stands for the account page's link while its sentence is translated. */
const ACCOUNT_MARK = '\uE001';

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
  const t = useT();
  const { info, loading } = useRestaurantInfo();
  if (loading) return <Skeleton height={14} width="60%" />;
  if (!info || info.phone.trim() === '') {
    return <Text>{t('pages.privacy.contactFallback')}</Text>;
  }
  const address = info.address.trim();
  const sentence = address
    ? t('pages.privacy.callOrWrite', { phone: PHONE_MARK, address: info.address })
    : t('pages.privacy.call', { phone: PHONE_MARK });
  const [before = '', after = ''] = sentence.split(PHONE_MARK);
  return (
    <Text>
      {before}
      <Anchor href={telHref(info.phone)}>{info.phone}</Anchor>
      {after}
    </Text>
  );
}

/**
 * The outside services that process diners' data, as the server is configured: the
 * payment provider and the email delivery, each named, or said plainly that there is none. Until the
 * answer is there (or when it fails) the general sentence about card payments stands.
 */
function Processors() {
  const t = useT();
  const query = useLegalInfo();
  if (query.isPending) return <Skeleton height={14} width="70%" />;
  if (!query.data) return <Text>{t('pages.privacy.cards.text')}</Text>;
  const name = (purpose: 'PAYMENT' | 'EMAIL') =>
    query.data.processors.find((processor) => processor.purpose === purpose)?.name;
  const payment = name('PAYMENT');
  const email = name('EMAIL');
  return (
    <>
      <Text>{t('pages.privacy.processors.intro')}</Text>
      <List spacing={4}>
        <List.Item>
          {payment
            ? t('pages.privacy.processors.payment', { name: payment })
            : t('pages.privacy.processors.paymentNone')}
        </List.Item>
        <List.Item>
          {email
            ? t('pages.privacy.processors.email', { name: email })
            : t('pages.privacy.processors.emailNone')}
        </List.Item>
      </List>
    </>
  );
}

/**
 * Diners' accounts: what an account keeps, why, for how long (the orders' ten years of accounting
 * records among it, and what deleting the account removes from them), and where to download or delete it.
 */
function AccountPart() {
  const t = useT();
  const [before = '', after = ''] = t('pages.privacy.account.rights', { accountPage: ACCOUNT_MARK }).split(
    ACCOUNT_MARK,
  );
  return (
    <Part title={t('pages.privacy.account.title')}>
      <Text>{t('pages.privacy.account.intro')}</Text>
      <List spacing={4}>
        <List.Item>{t('pages.privacy.account.email')}</List.Item>
        <List.Item>{t('pages.privacy.account.details')}</List.Item>
        <List.Item>{t('pages.privacy.account.signIns')}</List.Item>
      </List>
      <Text>{t('pages.privacy.account.why')}</Text>
      <Text>{t('pages.privacy.account.howLong')}</Text>
      <List spacing={4}>
        <List.Item>{t('pages.privacy.account.keepAccount')}</List.Item>
        <List.Item>{t('pages.privacy.account.keepLink', { minutes: SIGN_IN_LINK_MINUTES })}</List.Item>
        <List.Item>
          {t('pages.privacy.account.keepSession', {
            days: DINER_SESSION_DAYS,
            idleDays: DINER_SESSION_IDLE_DAYS,
          })}
        </List.Item>
        <List.Item>{t('pages.privacy.account.keepOrders')}</List.Item>
      </List>
      <Text>
        {before}
        <Anchor component={Link} to={paths.account}>
          {t('pages.privacy.account.pageLink')}
        </Anchor>
        {after}
      </Text>
    </Part>
  );
}

/** A short privacy notice for diners under the Swiss Federal Act on Data Protection (FADP). */
export function PrivacyPage() {
  const t = useT();
  const { name } = useRestaurantInfo();
  usePageTitle(t('pages.privacy.title'), name);
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('pages.privacy.heading')}</Title>
          <Text c="dimmed">{t('pages.privacy.lead', { name })}</Text>
        </Stack>

        <Part title={t('pages.privacy.who.title')}>
          <Text>{t('pages.privacy.who.text', { name })}</Text>
        </Part>

        <Part title={t('pages.privacy.what.title')}>
          <Text>{t('pages.privacy.what.intro')}</Text>
          <List spacing={4}>
            <List.Item>{t('pages.privacy.what.contact')}</List.Item>
            <List.Item>{t('pages.privacy.what.address')}</List.Item>
            <List.Item>{t('pages.privacy.what.details')}</List.Item>
          </List>
          <Text>{t('pages.privacy.what.none')}</Text>
        </Part>

        <Part title={t('pages.privacy.why.title')}>
          <Text>{t('pages.privacy.why.use')}</Text>
          <Text>{t('pages.privacy.why.keep')}</Text>
        </Part>

        <AccountPart />

        <Part title={t('pages.privacy.cookies.title')}>
          <Text>{t('pages.privacy.cookies.intro')}</Text>
          <List spacing={4}>
            <List.Item>{t('pages.privacy.cookies.session')}</List.Item>
            <List.Item>{t('pages.privacy.cookies.account')}</List.Item>
            <List.Item>{t('pages.privacy.cookies.language')}</List.Item>
            <List.Item>{t('pages.privacy.cookies.xsrf')}</List.Item>
          </List>
          <Text>{t('pages.privacy.cookies.none')}</Text>
        </Part>

        <Part title={t('pages.privacy.processors.title')}>
          <Processors />
        </Part>

        <Part title={t('pages.privacy.rights.title')}>
          <Text>{t('pages.privacy.rights.text')}</Text>
        </Part>

        <Part title={t('pages.privacy.contact.title')}>
          <ContactLine />
        </Part>
      </Stack>
    </Container>
  );
}
