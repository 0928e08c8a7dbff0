import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import { Alert, Anchor, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLegalInfo } from '@/features/restaurant-info/api/get-legal-info';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { telHref } from '@/features/restaurant-info/contact-links';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap={4}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Street and town on lines of their own, as the admin typed them. */
function Lines({ text }: { text: string }) {
  return <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Text>;
}

/** Whether the admin has filled in anything of the legal notice's own. */
export function legalNoticeSetUp(info: TRestaurantInfo): boolean {
  return Boolean(info.vatNumber || info.legalName || info.responsiblePerson);
}

function Notice({ info }: { info: TRestaurantInfo }) {
  const t = useT();
  // The restaurant's own text (a register entry, a liability note), in the reader's language.
  const notice = useLegalInfo().data?.notice?.trim();
  const company = info.legalName?.trim() || info.name;
  const phone = info.phone.trim();
  const address = info.address.trim();
  return (
    <>
      {legalNoticeSetUp(info) ? null : (
        <Alert variant="light" color="gray" title={t('pages.legal.incompleteTitle')}>
          {t('pages.legal.incomplete')}
        </Alert>
      )}
      <Part title={t('pages.legal.company')}>
        <Text fw={600}>{company}</Text>
        {company !== info.name ? <Text>{t('pages.legal.operates', { name: info.name })}</Text> : null}
        {address ? <Lines text={address} /> : null}
      </Part>
      <Part title={t('pages.legal.contact')}>
        {phone ? (
          <Text>
            {t('pages.legal.phone')} <Anchor href={telHref(phone)}>{phone}</Anchor>
          </Text>
        ) : (
          <Text c="dimmed">{t('pages.legal.noContact')}</Text>
        )}
      </Part>
      <Part title={t('pages.legal.vatNumber')}>
        {info.vatNumber ? (
          <Text style={{ whiteSpace: 'nowrap' }}>{info.vatNumber}</Text>
        ) : (
          <Text c="dimmed">{t('pages.legal.notGiven')}</Text>
        )}
      </Part>
      <Part title={t('pages.legal.responsible')}>
        {info.responsiblePerson ? (
          <Text>{info.responsiblePerson}</Text>
        ) : (
          <Text c="dimmed">{t('pages.legal.notGiven')}</Text>
        )}
      </Part>
      {notice ? (
        <Part title={t('pages.legal.notice')}>
          <Lines text={notice} />
        </Part>
      ) : null}
    </>
  );
}

/**
 * /legal, the legal notice: who runs the restaurant, from the restaurant info: company (the legal name,
 * else the restaurant's), address, phone, VAT number and who is responsible.
 */
export function LegalPage() {
  const t = useT();
  const { info, name, loading, error, refetch } = useRestaurantInfo();
  usePageTitle(t('pages.legal.title'), name);
  let body: ReactNode;
  if (loading) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('pages.legal.loading')}>
        <Skeleton height={16} width="50%" />
        <Skeleton height={14} width="70%" />
        <Skeleton height={14} width="40%" />
      </Stack>
    );
  } else if (error) {
    body = (
      <Alert color="crimson" variant="light" role="alert" title={t('pages.legal.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="light" onClick={refetch}>
            {t('pages.legal.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!info) {
    body = (
      <Alert variant="light" color="gray" title={t('pages.legal.incompleteTitle')}>
        {t('pages.legal.notSetUp')}
      </Alert>
    );
  } else {
    body = <Notice info={info} />;
  }
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>{t('pages.legal.heading')}</Title>
        {body}
        <Text size="sm">
          {t('pages.legal.privacy')}{' '}
          <Anchor component={Link} to={paths.privacy}>
            {t('pages.legal.privacyLink')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
