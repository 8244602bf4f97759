import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '#web/components/data-display/stacked-table.ts';
import type { FigureTable as Figures } from '#web/features/dashboard/lib/figure-tables.ts';
import { FigureTable } from './figure-table.tsx';

/**
 * A chart with its table: the chart for the eye (hidden from assistive technology), the table for
 * screen readers always and for everyone at the switch of a button.
 */
export function ChartCard({
  title,
  table,
  chart,
  testId,
  heat = false,
  note,
}: {
  title: string;
  /** A line under the title: what the figures' links open when it is not plain. */
  note?: string;
  /** A table shaded as a heat map. */
  heat?: boolean;
  table: Figures;
  /** Null: the figures are a table only. */
  chart: ReactNode | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const showChart = chart !== null && view === 'chart';
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={note}
        slotProps={{
          title: { id: titleId, variant: 'h6', component: 'h2' },
          subheader: { variant: 'caption', component: 'p' },
        }}
        action={
          chart !== null && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
              aria-label={t('dashboard.crm.view')}
            >
              <ToggleButton value="chart" aria-label={t('dashboard.crm.chartView')}>
                <IconChartBar size={18} aria-hidden />
              </ToggleButton>
              <ToggleButton value="table" aria-label={t('dashboard.crm.tableView')}>
                <IconTable size={18} aria-hidden />
              </ToggleButton>
            </ToggleButtonGroup>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {table.rows.length === 0 ? (
          <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{t('dashboard.crm.nothing')}</Box>
        ) : (
          <>
            {showChart && chart}
            <Box sx={showChart ? visuallyHidden : { overflow: 'auto', maxHeight: 420 }}>
              <FigureTable table={table} caption={title} heat={heat} />
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
