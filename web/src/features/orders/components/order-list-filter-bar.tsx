import { CloseButton, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import {
  DAY_PRESETS,
  isDay,
  presetDays,
  presetOf,
  type TDayPreset,
  type TOrderListFilters,
} from '@/features/orders/order-list-filters';
import type { TAdminKey } from '@/i18n/catalogs';
import { useAdminT } from '@/i18n/use-i18n';

/** How long typing may pause before the list searches: a phone number is typed in bursts. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

const PRESET_LABEL: Record<TDayPreset, TAdminKey> = {
  today: 'orderList.today',
  yesterday: 'orderList.yesterday',
  week: 'orderList.last7Days',
  custom: 'orderList.range',
};

interface TFilterBarProps {
  filters: TOrderListFilters;
  today: string;
  /** A change of days or search: the list goes back to its first page. */
  onChange: (change: Partial<Omit<TOrderListFilters, 'page'>>) => void;
}

/**
 * The days (quick choices Today / Yesterday / Last 7 days, or any from–to range with the date fields)
 * and the search (order number, name, phone, email; sent once typing pauses).
 */
export function OrderListFilterBar({ filters, today, onChange }: TFilterBarProps) {
  const t = useAdminT();
  const id = useId();
  const preset = presetOf(filters.from, filters.to, today);
  const [search, setSearch] = useState(filters.q);
  const sendSearch = useDebouncedCallback((q: string) => onChange({ q: q.trim() }), ORDER_SEARCH_DEBOUNCE_MS);

  // Back/forward or a link changes the URL's search: the field follows.
  useEffect(() => {
    setSearch((current) => (current.trim() === filters.q ? current : filters.q));
  }, [filters.q]);

  const presets = [...DAY_PRESETS, 'custom' as const].map((value) => ({
    value,
    label: t(PRESET_LABEL[value]),
  }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('orderList.filters')}>
      <SegmentedControl
        aria-label={t('orderList.days')}
        data={presets}
        value={preset}
        onChange={(value) => {
          if (value !== 'custom') onChange(presetDays(value as Exclude<TDayPreset, 'custom'>, today));
        }}
      />
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          id={`${id}-from`}
          type="date"
          label={t('orderList.from')}
          value={filters.from}
          max={filters.to}
          onChange={(event) => {
            const from = event.currentTarget.value;
            if (isDay(from)) onChange(from > filters.to ? { from, to: from } : { from });
          }}
          w={160}
        />
        <TextInput
          id={`${id}-to`}
          type="date"
          label={t('orderList.to')}
          value={filters.to}
          min={filters.from}
          onChange={(event) => {
            const to = event.currentTarget.value;
            if (isDay(to)) onChange(to < filters.from ? { from: to, to } : { to });
          }}
          w={160}
        />
      </Group>
      <TextInput
        type="search"
        label={t('orderList.search')}
        placeholder={t('orderList.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          const q = event.currentTarget.value;
          setSearch(q);
          sendSearch(q);
        }}
        onKeyDown={(event) => {
          // Enter searches at once.
          if (event.key === 'Enter') onChange({ q: search.trim() });
        }}
        rightSection={
          search ? (
            <CloseButton
              aria-label={t('orderList.clearSearch')}
              onClick={() => {
                setSearch('');
                onChange({ q: '' });
              }}
            />
          ) : null
        }
        style={{ flex: '1 1 220px' }}
        maxLength={100}
        autoComplete="off"
      />
    </Group>
  );
}
