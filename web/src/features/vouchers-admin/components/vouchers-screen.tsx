import type { TAdminVoucher } from '@app/shared/vouchers-admin';
import { Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';
import { useVouchers } from '../api/vouchers-admin-api';
import { CounterSaleForm } from './counter-sale-form';
import { RedeemPanel } from './redeem-panel';
import { VoucherDetailDrawer } from './voucher-detail-drawer';
import { VoucherSettingsForm } from './voucher-settings-form';
import { VouchersTable } from './vouchers-table';

export const VOUCHER_TABS = ['list', 'sell', 'redeem', 'settings'] as const;
type TVoucherTab = (typeof VOUCHER_TABS)[number];

/** Typing in the search waits this long before asking the server. */
export const VOUCHER_SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/vouchers: the gift vouchers sold (searchable, each with its movements), a sale at the counter,
 * taking an amount off at the counter, and the terms for online sales. The tab is in the address
 * (?tab=), so a reload or the browser's back button keeps it.
 */
export function VouchersScreen() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const tab: TVoucherTab = VOUCHER_TABS.find((name) => name === params.get('tab')) ?? 'list';
  const [redeemCode, setRedeemCode] = useState('');
  const [openCode, setOpenCode] = useState<string | null>(null);

  const showTab = (next: TVoucherTab) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'list') query.delete('tab');
        else query.set('tab', next);
        return query;
      },
      { replace: false },
    );

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('vouchers.title')}
      </Title>
      <Text c="dimmed" size="sm" maw={720}>
        {t('vouchers.intro')}
      </Text>
      <Tabs value={tab} onChange={(value) => value && showTab(value as TVoucherTab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list">{t('vouchers.tab.list')}</Tabs.Tab>
          <Tabs.Tab value="sell">{t('vouchers.tab.sell')}</Tabs.Tab>
          <Tabs.Tab value="redeem">{t('vouchers.tab.redeem')}</Tabs.Tab>
          <Tabs.Tab value="settings">{t('vouchers.tab.settings')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <VoucherList onOpen={(voucher) => setOpenCode(voucher.code)} />
        </Tabs.Panel>
        <Tabs.Panel value="sell">
          <CounterSaleForm />
        </Tabs.Panel>
        <Tabs.Panel value="redeem">
          <RedeemPanel key={redeemCode} initialCode={redeemCode} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <VoucherSettingsForm />
        </Tabs.Panel>
      </Tabs>
      <VoucherDetailDrawer
        code={openCode}
        onClose={() => setOpenCode(null)}
        onRedeem={(code) => {
          setOpenCode(null);
          setRedeemCode(code);
          showTab('redeem');
        }}
      />
    </Stack>
  );
}

function VoucherList({ onOpen }: { onOpen: (voucher: TAdminVoucher) => void }) {
  const t = useAdminT();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, VOUCHER_SEARCH_DEBOUNCE_MS);
  const vouchers = useVouchers(query);

  // One toast per failed load (spec section 8); the alert below stays until it loads.
  useEffect(() => {
    if (vouchers.isError && !vouchers.data) notifyError(vouchers.error, t('vouchers.loadFailed'));
  }, [vouchers.isError, vouchers.data, vouchers.error, t]);

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('vouchers.search')}
        description={t('vouchers.searchHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        maxLength={100}
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {vouchers.isError && !vouchers.data ? (
        <ErrorAlert
          title={t('vouchers.loadFailed')}
          message={vouchers.error.message}
          onRetry={() => void vouchers.refetch()}
          retrying={vouchers.isFetching}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {vouchers.data && !vouchers.isPlaceholderData
              ? t('vouchers.count', { count: vouchers.data.length })
              : ''}
          </Text>
          <VouchersTable
            vouchers={vouchers.data}
            loading={!vouchers.data}
            emptyText={query.trim() ? t('vouchers.noneFound') : t('vouchers.empty')}
            onOpen={onOpen}
          />
        </>
      )}
    </Stack>
  );
}
