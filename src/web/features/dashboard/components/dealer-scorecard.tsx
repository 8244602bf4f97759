import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { crmDashboardApi } from '#domain/dashboard/dashboard.api.ts';
import type { CrmDashboardQuery, CrmDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { download } from '#web/lib/api-client.ts';
import { stackedBelowSm } from '#web/components/data-display/stacked-table.ts';
import { baseFilter, listAddress, monthRange } from '#web/features/dashboard/lib/figure-tables.ts';
import { useCellText } from './figure-table.tsx';
import { useFigureText } from './kpi-cards.tsx';
import { saveFile } from '#web/lib/save-file.ts';

type DealerRow = CrmDashboardReply['dealers'][number];
type SortKey = 'name' | 'complaints' | 'medianResolveHours' | 'outOfWarranty' | 'flagged' | 'repeatCustomers';
const COLUMNS: SortKey[] = [
  'name',
  'complaints',
  'medianResolveHours',
  'outOfWarranty',
  'flagged',
  'repeatCustomers',
];
/** Sorted by their share of the dealer's complaints, not by the count. */
const SHARES = new Set<SortKey>(['outOfWarranty', 'flagged']);

function compare(key: SortKey, a: DealerRow, b: DealerRow): number {
  if (key === 'name') return a.name.localeCompare(b.name);
  if (SHARES.has(key)) {
    const share = (row: DealerRow) => (row.complaints === 0 ? 0 : (row[key] as number) / row.complaints);
    return share(a) - share(b) || (a[key] as number) - (b[key] as number);
  }
  // Dealers without a figure go last either way round.
  return (a[key] ?? Number.POSITIVE_INFINITY) - (b[key] ?? Number.POSITIVE_INFINITY);
}

/** Per dealer of the period: sortable, searchable, exported as CSV; every number opens its list. */
export function DealerScorecard({
  figures,
  query,
}: {
  figures: CrmDashboardReply;
  query: Partial<CrmDashboardQuery>;
}) {
  const { t, i18n } = useTranslation();
  const text = useFigureText();
  const cellText = useCellText();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; direction: 'asc' | 'desc' }>({
    key: 'complaints',
    direction: 'desc',
  });
  const [exporting, setExporting] = useState(false);
  const needle = search.trim().toLocaleLowerCase(i18n.language);
  const rows = figures.dealers
    .filter((row) => row.name.toLocaleLowerCase(i18n.language).includes(needle))
    .sort((a, b) => (sort.direction === 'asc' ? 1 : -1) * compare(sort.key, a, b));
  const { from, to } = figures.period;
  const base = baseFilter(query);
  const labels: Record<SortKey, string> = {
    name: t('dashboard.crm.dealers.dealer'),
    complaints: t('dashboard.crm.dealers.complaints'),
    medianResolveHours: t('dashboard.crm.kpis.medianResolveHours'),
    outOfWarranty: t('dashboard.crm.dealers.outOfWarranty'),
    flagged: t('dashboard.crm.dealers.flagged'),
    repeatCustomers: t('dashboard.crm.dealers.repeatCustomers'),
  };
  const share = (part: number, whole: number) =>
    (whole === 0 ? 0 : part / whole).toLocaleString(i18n.language, {
      style: 'percent',
      maximumFractionDigits: 0,
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await download(crmDashboardApi.dealersCsv, { query });
      saveFile(file.blob, file.fileName ?? `dealers-${from}-${to}.csv`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId} data-testid="dealer-scorecard">
      <CardHeader
        title={t('dashboard.crm.dealers.title')}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '@media print': { display: 'none' } }}>
            <TextField
              size="small"
              type="search"
              label={t('dashboard.crm.dealers.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button
              variant="outlined"
              startIcon={<IconDownload size={18} aria-hidden />}
              onClick={() => void exportCsv()}
              loading={exporting}
            >
              {t('dashboard.crm.dealers.export')}
            </Button>
          </Box>
        }
      />
      {rows.length === 0 ? (
        <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          {t('dashboard.crm.dealers.empty')}
        </Box>
      ) : (
        <Box sx={{ overflow: 'auto', maxHeight: 520, '@media print': { maxHeight: 'none' } }}>
          <Table size="small" stickyHeader sx={stackedBelowSm('wrap')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((key) => (
                  <TableCell
                    key={key}
                    align={key === 'name' ? 'left' : 'right'}
                    sortDirection={sort.key === key ? sort.direction : false}
                  >
                    <TableSortLabel
                      active={sort.key === key}
                      direction={sort.key === key ? sort.direction : 'asc'}
                      onClick={() =>
                        setSort((current) => ({
                          key,
                          direction: current.key === key && current.direction === 'desc' ? 'asc' : 'desc',
                        }))
                      }
                    >
                      {labels[key]}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>{t('dashboard.crm.dealers.trend')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const ofDealer = { ...base, dealer: [row.dealerId], createdFrom: from, createdTo: to };
                return (
                  <TableRow key={row.dealerId}>
                    <TableCell component="th" scope="row">
                      {row.name}
                    </TableCell>
                    <TableCell align="right" data-label={labels.complaints}>
                      <Link component={RouterLink} to={listAddress(ofDealer)}>
                        {row.complaints.toLocaleString(i18n.language)}
                      </Link>
                    </TableCell>
                    <TableCell align="right" data-label={labels.medianResolveHours}>
                      <Link
                        component={RouterLink}
                        to={listAddress({
                          ...base,
                          dealer: [row.dealerId],
                          resolvedFrom: from,
                          resolvedTo: to,
                        })}
                      >
                        {text('medianResolveHours', row.medianResolveHours)}
                      </Link>
                    </TableCell>
                    <TableCell align="right" data-label={labels.outOfWarranty}>
                      <span>
                        <Link
                          component={RouterLink}
                          to={listAddress({ ...ofDealer, warranty: ['out_of_warranty'] })}
                        >
                          {row.outOfWarranty.toLocaleString(i18n.language)}
                        </Link>{' '}
                        ({share(row.outOfWarranty, row.complaints)})
                      </span>
                    </TableCell>
                    <TableCell align="right" data-label={labels.flagged}>
                      <span>
                        <Link component={RouterLink} to={listAddress({ ...ofDealer, flagged: true })}>
                          {row.flagged.toLocaleString(i18n.language)}
                        </Link>{' '}
                        ({share(row.flagged, row.complaints)})
                      </span>
                    </TableCell>
                    <TableCell align="right" data-label={labels.repeatCustomers}>
                      <Link component={RouterLink} to={listAddress(ofDealer)}>
                        {row.repeatCustomers.toLocaleString(i18n.language)}
                      </Link>
                    </TableCell>
                    <TableCell data-label={t('dashboard.crm.dealers.trend')}>
                      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
                        {row.months.map((month) => {
                          const range = monthRange(figures.period, month.month);
                          return (
                            <span key={month.month}>
                              {cellText({ value: month.month.slice(0, 7), format: 'month' })}{' '}
                              <Link
                                component={RouterLink}
                                to={listAddress({
                                  ...ofDealer,
                                  createdFrom: range.from,
                                  createdTo: range.to,
                                })}
                              >
                                {month.count.toLocaleString(i18n.language)}
                              </Link>
                            </span>
                          );
                        })}
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
