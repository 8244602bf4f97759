import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
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
  const [width, setWidth] = useState(600);
  const measured = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = measured.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const palette = (theme.vars ?? theme).palette;
  const navigate = useNavigate();
  const text = useCellText();
  const rtl = theme.direction === 'rtl';
  // The biggest rows only: the table beside the chart has them all.
  const rows = overTime ? table.rows : table.rows.slice(0, MAX_BARS);
  const categories = rows.map((row) => labelColumns.map((column) => text(row[column]!)).join(', '));
  const band = { scaleType: 'band' as const, data: categories };
  // Over time, the ticks show a short day ('24 Nov', '٢٤ نوفمبر') and only as many as fit the width
  // (the chart's own 'auto' spacing misjudges right-to-left labels); the tooltip keeps the full date.
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
  const longest = Math.max(0, ...[...shortDays.values()].map((label) => label.length));
  // About 6.5 px a character at 11 px, a gap of 16 px, 60 px for the value axis.
  const fitting = Math.max(1, Math.floor((width - 60) / (longest * 6.5 + 16)));
  const step = Math.ceil(rows.length / fitting);
  const overTimeTicks = overTime
    ? {
        tickLabelInterval: (_: unknown, index: number) => index % step === 0,
        valueFormatter: (value: string, context: { location: string }) =>
          context.location === 'tick' ? (shortDays.get(value) ?? value) : value,
      }
    : {};
  const height = horizontal ? Math.max(180, categories.length * 32 + 60) : 280;
  return (
    <div ref={measured}>
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
    </div>
  );
}
