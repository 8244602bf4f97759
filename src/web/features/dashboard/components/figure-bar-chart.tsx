import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FigureTable } from '#web/features/dashboard/lib/figure-tables.ts';
import { useCellText } from './figure-table.tsx';

/** Bars a chart shows at most. */
const MAX_BARS = 15;

export type PaletteColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

export interface FigureSeries {
  id: string;
  /** The table's column with this series' numbers (and their links). */
  column: number;
  label: string;
  color: PaletteColor;
  stack?: string;
}

/**
 * A table's numbers as bars in the theme's colours (light, dark, right to left follow the theme);
 * a bar opens the same list as its number in the table.
 */
export function FigureBarChart({
  table,
  series,
  horizontal = false,
  labelColumns = [0],
  overTime = false,
}: {
  table: FigureTable;
  series: FigureSeries[];
  horizontal?: boolean;
  /** The table's columns that name a bar, joined. */
  labelColumns?: number[];
  /** A series over time: every day or week of the period, not only the first bars. */
  overTime?: boolean;
}) {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const palette = (theme.vars ?? theme).palette;
  const navigate = useNavigate();
  const text = useCellText();
  const rtl = theme.direction === 'rtl';
  // The biggest rows only: the table beside the chart has them all.
  const rows = overTime ? table.rows : table.rows.slice(0, MAX_BARS);
  const categories = rows.map((row) => labelColumns.map((column) => text(row[column]!)).join(', '));
  const band = { scaleType: 'band' as const, data: categories };
  // Over time, the ticks show a short day ('24 Nov', '٢٤ نوفمبر') with room between them, and every
  // label that would touch its neighbour is left out; the tooltip keeps the full date.
  const shortDays = new Map(
    overTime
      ? rows.map((row, index) => [
          categories[index]!,
          new Date(`${String(row[0]!.value)}T00:00:00Z`).toLocaleDateString(i18n.language, {
            day: 'numeric',
            month: 'short',
            timeZone: 'UTC',
          }),
        ])
      : [],
  );
  const overTimeTicks = overTime
    ? {
        tickLabelMinGap: 16,
        tickLabelInterval: 'auto' as const,
        valueFormatter: (value: string, context: { location: string }) =>
          context.location === 'tick' ? (shortDays.get(value) ?? value) : value,
      }
    : {};
  const height = horizontal ? Math.max(180, categories.length * 32 + 60) : 280;
  return (
    <BarChart
      height={height}
      layout={horizontal ? 'horizontal' : 'vertical'}
      xAxis={[
        horizontal
          ? { tickMinStep: 1, reverse: rtl }
          : { ...band, ...overTimeTicks, reverse: rtl, tickLabelStyle: { fontSize: 11 } },
      ]}
      yAxis={[
        horizontal
          ? { ...band, width: 'auto', position: rtl ? 'right' : 'left' }
          : { tickMinStep: 1, width: 'auto', position: rtl ? 'right' : 'left' },
      ]}
      series={series.map((one) => ({
        id: one.id,
        label: one.label,
        color: palette[one.color].main,
        stack: one.stack,
        data: rows.map((row) => Number(row[one.column]!.value ?? 0)),
      }))}
      hideLegend={series.length === 1}
      grid={horizontal ? { vertical: true } : { horizontal: true }}
      onItemClick={(_, item) => {
        const column = series.find((one) => one.id === item.seriesId)?.column;
        const href = column === undefined ? undefined : rows[item.dataIndex]?.[column]?.href;
        if (href) void navigate(href);
      }}
    />
  );
}
