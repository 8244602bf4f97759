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
import { baseFilter, listAddress } from '#web/features/dashboard/lib/figure-tables.ts';
import { useFigureText } from './kpi-cards.tsx';
import { saveFile } from '#web/lib/save-file.ts';

type DealerRow = CrmDashboardReply['dealers'][number];
type SortKey = 'name' | 'complaints' | 'medianResolveHours' | 'repeatCustomers';
const COLUMNS: SortKey[] = ['name', 'complaints', 'medianResolveHours', 'repeatCustomers'];

function compare(key: SortKey, a: DealerRow, b: DealerRow): number {
  if (key === 'name') return a.name.localeCompare(b.name);
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
    repeatCustomers: t('dashboard.crm.dealers.repeatCustomers'),
  };

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
                      <Link component={RouterLink} to={listAddress({ ...ofDealer, status: ['Resolved'] })}>
                        {text('medianResolveHours', row.medianResolveHours)}
                      </Link>
                    </TableCell>
                    <TableCell align="right" data-label={labels.repeatCustomers}>
                      <Link component={RouterLink} to={listAddress(ofDealer)}>
                        {row.repeatCustomers.toLocaleString(i18n.language)}
                      </Link>
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
