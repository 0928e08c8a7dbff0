import type { TReportSummary } from '@app/shared/reports';
import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useCategoryNames } from '@/features/catalog-admin/public';
import { ordersCsvHref, useReportSummary } from '@/features/reports/api/report-summary';
import {
  businessToday,
  DEFAULT_REPORT_DAYS,
  formatDay,
  formatShortDay,
  isDay,
  lastDays,
  REPORT_PRESET_DAYS,
  readRange,
  type TDayRange,
} from '@/features/reports/business-day';
import { categoryLabel, formatCount, formatHour, formatShare } from '@/features/reports/report-labels';
import { useAdminT } from '@/i18n/use-i18n';
import { formatChf } from '@/lib/format';
import { notifyError } from '@/lib/toast';
import { BarChart } from './bar-chart';
import { ChartSection } from './chart-section';
import { PromoCodeFigures } from './promo-code-figures';
import { hasVoucherActivity, VoucherFigures } from './voucher-figures';

/** The range in the URL (?from=&to=); the last 30 business days when absent. */
function useReportRange() {
  const [params, setParams] = useSearchParams();
  const today = businessToday();
  const range = readRange(params, today);
  const setRange = useCallback(
    (next: TDayRange) =>
      setParams(() => {
        const standard = lastDays(DEFAULT_REPORT_DAYS, businessToday());
        return next.from === standard.from && next.to === standard.to
          ? new URLSearchParams()
          : new URLSearchParams({ from: next.from, to: next.to });
      }),
    [setParams],
  );
  return { range, today, setRange };
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** Axis ticks: whole francs in the reader's locale, no currency (the table has it). */
function axisNumber(value: number): string {
  return formatCount(Math.round(value));
}

function ReportCharts({ summary }: { summary: TReportSummary }) {
  const t = useAdminT();
  // The categories are the restaurant's: named as the menu names them, in the reader's language.
  const categoryNames = useCategoryNames();
  const revenue = t('reports.revenue');
  const orders = t('reports.orders');
  const quantity = t('reports.quantity');
  return (
    <Stack gap="md">
      <ChartSection
        title={t('reports.byDay')}
        chart={
          <BarChart
            bars={summary.byDay.map((day) => ({
              key: day.date,
              label: formatShortDay(day.date),
              value: day.gross,
            }))}
            formatValue={axisNumber}
          />
        }
        columns={[
          { label: t('reports.day') },
          { label: orders, numeric: true },
          { label: revenue, numeric: true },
        ]}
        rows={summary.byDay.map((day) => ({
          key: day.date,
          cells: [formatDay(day.date), formatCount(day.count), formatChf(day.gross)],
        }))}
      />
      <ChartSection
        title={t('reports.byHour')}
        chart={
          <BarChart
            bars={summary.byHour.map((hour) => ({
              key: String(hour.hour),
              label: String(hour.hour),
              value: hour.count,
            }))}
            formatValue={axisNumber}
            integer
          />
        }
        columns={[
          { label: t('reports.hour') },
          { label: orders, numeric: true },
          { label: revenue, numeric: true },
        ]}
        rows={summary.byHour.map((hour) => ({
          key: String(hour.hour),
          cells: [formatHour(hour.hour), formatCount(hour.count), formatChf(hour.gross)],
        }))}
      />
      <ChartSection
        title={t('reports.topItems')}
        chart={
          <BarChart
            orientation="horizontal"
            bars={summary.topItems.map((item) => ({
              key: item.name,
              label: item.name,
              value: item.quantity,
            }))}
            formatValue={formatCount}
          />
        }
        columns={[
          { label: t('reports.item') },
          { label: quantity, numeric: true },
          { label: revenue, numeric: true },
        ]}
        rows={summary.topItems.map((item) => ({
          key: item.name,
          cells: [item.name, formatCount(item.quantity), formatChf(item.gross)],
        }))}
      />
      <ChartSection
        title={t('reports.categories')}
        chart={
          <BarChart
            orientation="horizontal"
            bars={summary.categories.map((row) => ({
              key: row.category,
              label: categoryLabel(row.category, categoryNames),
              value: row.gross,
            }))}
            formatValue={(value) => formatChf(value)}
          />
        }
        columns={[
          { label: t('reports.category') },
          { label: quantity, numeric: true },
          { label: revenue, numeric: true },
        ]}
        rows={summary.categories.map((row) => ({
          key: row.category,
          cells: [
            categoryLabel(row.category, categoryNames),
            formatCount(row.quantity),
            formatChf(row.gross),
          ],
        }))}
      />
      {summary.promoCodes ? <PromoCodeFigures promoCodes={summary.promoCodes} /> : null}
      {summary.vouchers ? <VoucherFigures vouchers={summary.vouchers} /> : null}
    </Stack>
  );
}

/**
 * /admin/reports: a range of business days (the last 30 by default), its revenue,
 * orders, average order value and delivery share, and four charts, each with its table: revenue per
 * day, orders by hour of the day, top items and categories; then the promo codes used. The orders of
 * the range download as CSV.
 */
export function ReportsScreen() {
  const t = useAdminT();
  const { range, today, setRange } = useReportRange();
  const stableRange = useMemo(() => ({ from: range.from, to: range.to }), [range.from, range.to]);
  const summary = useReportSummary(stableRange);
  const data = summary.data;
  const loadFailed = t('reports.loadFailed');
  const preset = REPORT_PRESET_DAYS.find((days) => {
    const candidate = lastDays(days, today);
    return candidate.from === range.from && candidate.to === range.to;
  });

  useEffect(() => {
    if (summary.isError) notifyError(summary.error, loadFailed);
  }, [summary.isError, summary.error, loadFailed]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('reports.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('reports.intro')}
        </Text>
      </div>

      <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('reports.range')}>
        <SegmentedControl
          aria-label={t('reports.presets')}
          data={[
            ...REPORT_PRESET_DAYS.map((days) => ({
              value: String(days),
              label: t('reports.lastDays', { days }),
            })),
            { value: 'custom', label: t('reports.custom') },
          ]}
          value={preset ? String(preset) : 'custom'}
          onChange={(value) => {
            if (value !== 'custom') setRange(lastDays(Number(value), today));
          }}
        />
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            type="date"
            label={t('reports.from')}
            value={range.from}
            max={range.to}
            onChange={(event) => {
              const from = event.currentTarget.value;
              if (isDay(from)) setRange(from > range.to ? { from, to: from } : { from, to: range.to });
            }}
            w={160}
          />
          <TextInput
            type="date"
            label={t('reports.to')}
            value={range.to}
            min={range.from}
            max={today}
            onChange={(event) => {
              const to = event.currentTarget.value;
              if (isDay(to)) setRange(to < range.from ? { from: to, to } : { from: range.from, to });
            }}
            w={160}
          />
        </Group>
        <Button
          variant="default"
          component="a"
          href={ordersCsvHref(range)}
          download={`orders-${range.from}-${range.to}.csv`}
        >
          {t('reports.downloadCsv')}
        </Button>
      </Group>

      {summary.isError && !data ? (
        <ErrorAlert
          title={loadFailed}
          message={summary.error.message}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : !data ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('reports.loading')} size="sm" />
        </Center>
      ) : (
        <Stack gap="lg" aria-busy={summary.isPlaceholderData}>
          <Text size="sm" c="dimmed" role="status">
            {t('reports.showing', { from: formatDay(data.from), to: formatDay(data.to) })}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <Stat label={t('reports.revenue')} value={formatChf(data.revenue.gross)} />
            <Stat label={t('reports.orders')} value={formatCount(data.revenue.count)} />
            <Stat label={t('reports.averageOrderValue')} value={formatChf(data.averageOrderValue)} />
            <Stat label={t('reports.deliveryShare')} value={formatShare(data.deliveryShare)} />
          </SimpleGrid>
          {data.revenue.count === 0 ? (
            <>
              <Text c="dimmed" py="lg" ta="center">
                {t('reports.empty')}
              </Text>
              {data.vouchers && hasVoucherActivity(data.vouchers) ? (
                <VoucherFigures vouchers={data.vouchers} />
              ) : null}
            </>
          ) : (
            <ReportCharts summary={data} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
