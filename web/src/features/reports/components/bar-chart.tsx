import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

/**
 * A bar chart drawn as plain SVG (docs/decisions/012). Chosen over a chart library: the four charts of
 * the reports page are bars only, and this file is about 2 kB gzipped where Chart.js with just its bar
 * parts is about 48 kB and uPlot about 23 kB (no horizontal bars, canvas). SVG follows the theme's
 * colours, stays sharp when printed or zoomed, and is drawn at the width it is given (phones too).
 *
 * The chart is decoration for sighted readers: it is aria-hidden, and the table beside it (ChartSection)
 * carries the same figures for everyone.
 */

export interface TBar {
  key: string;
  /** The bar's name on the axis ('24.11', '18', 'Maki Lachs'). */
  label: string;
  value: number;
}

interface TBarChartProps {
  bars: readonly TBar[];
  /** Vertical bars (days, hours) or horizontal ones with their names on the left (items). */
  orientation?: 'vertical' | 'horizontal';
  /** A value as the axis or the bar's end shows it. */
  formatValue: (value: number) => string;
  /** The vertical chart's height in px. */
  height?: number;
  /** Counts: the axis steps in whole numbers. */
  integer?: boolean;
}

const FONT_SIZE = 11;
const TEXT = 'var(--mantine-color-text)';
const GRID = 'var(--mantine-color-default-border)';
const BAR = 'var(--mantine-primary-color-filled)';
/** jsdom (and the first paint) have no width yet. */
const FALLBACK_WIDTH = 600;

/**
 * The axis' ticks from 0 to at least `max`: about four steps of 1, 2, 2.5 or 5 times a power of ten
 * (whole steps only when `integer`, so counts never read 0.5 orders).
 */
export function axisTicks(max: number, integer: boolean): number[] {
  const raw = Math.max(max, integer ? 1 : 0.01) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  let step = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10) * power;
  if (integer) step = step < 1 ? 1 : step === 2.5 ? 2 : Math.round(step);
  const count = Math.max(1, Math.ceil(max / step - 1e-9));
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

function VerticalBars({
  bars,
  formatValue,
  width,
  height,
  integer = false,
}: { width: number; height: number } & TBarChartProps) {
  const top = 8;
  const bottom = 22;
  const ticks = axisTicks(Math.max(0, ...bars.map((bar) => bar.value)), integer);
  const maxValue = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => formatValue(tick).length)) * 6.5 + 10;
  const right = 6;
  const plotWidth = Math.max(10, width - left - right);
  const plotHeight = height - top - bottom;
  const band = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.max(1, band * 0.7);
  // Every k-th name, so the names never overlap (about 44 px each).
  const labelEvery = Math.max(1, Math.ceil(bars.length / Math.max(1, Math.floor(plotWidth / 44))));
  const y = (value: number) => top + plotHeight - (value / maxValue) * plotHeight;

  return (
    <svg
      aria-hidden="true"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      fontSize={FONT_SIZE}
      fill={TEXT}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={GRID} />
          <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatValue(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const x = left + index * band + (band - barWidth) / 2;
        const barTop = y(bar.value);
        return (
          <g key={bar.key}>
            <rect x={x} y={barTop} width={barWidth} height={top + plotHeight - barTop} fill={BAR} rx={2} />
            {index % labelEvery === 0 && (
              <text x={x + barWidth / 2} y={height - 6} textAnchor="middle">
                {bar.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

function HorizontalBars({ bars, formatValue, width }: { width: number } & TBarChartProps) {
  const rowHeight = 26;
  const barHeight = 16;
  const labelWidth = Math.min(170, Math.round(width * 0.38));
  const valueWidth = Math.max(...bars.map((bar) => formatValue(bar.value).length)) * 6.5 + 8;
  const plotWidth = Math.max(10, width - labelWidth - valueWidth - 8);
  const maxValue = Math.max(0, ...bars.map((bar) => bar.value)) || 1;
  const maxChars = Math.max(4, Math.floor(labelWidth / 6.5));
  const height = bars.length * rowHeight + 4;

  return (
    <svg
      aria-hidden="true"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      fontSize={FONT_SIZE}
      fill={TEXT}
    >
      {bars.map((bar, index) => {
        const middle = index * rowHeight + rowHeight / 2 + 2;
        const length = Math.max(1, (bar.value / maxValue) * plotWidth);
        const name = bar.label.length > maxChars ? `${bar.label.slice(0, maxChars - 1)}…` : bar.label;
        return (
          <g key={bar.key}>
            <text x={labelWidth - 6} y={middle} dy="0.32em" textAnchor="end">
              {name}
            </text>
            <rect
              x={labelWidth}
              y={middle - barHeight / 2}
              width={length}
              height={barHeight}
              fill={BAR}
              rx={2}
            />
            <text x={labelWidth + length + 6} y={middle} dy="0.32em">
              {formatValue(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function BarChart({
  bars,
  orientation = 'vertical',
  formatValue,
  height = 220,
  integer = false,
}: TBarChartProps) {
  const { ref, width } = useElementSize();
  const drawnWidth = Math.round(width) || FALLBACK_WIDTH;
  return (
    <Box ref={ref} aria-hidden="true" data-testid="bar-chart" w="100%" style={{ overflow: 'hidden' }}>
      {orientation === 'vertical' ? (
        <VerticalBars
          bars={bars}
          formatValue={formatValue}
          width={drawnWidth}
          height={height}
          integer={integer}
        />
      ) : (
        <HorizontalBars bars={bars} formatValue={formatValue} width={drawnWidth} />
      )}
    </Box>
  );
}
