import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconBuildingStore, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import { useInView } from '#web/lib/use-in-view.ts';
import { useDealerPages } from '#web/features/dealers/api/get-dealers.ts';

const SKELETON_ROWS = 8;

/** Columns that give way on narrow screens: the city from sm up, the address from md up. */
const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;

interface DealerTableProps {
  search: string;
  /** Where a row leads: the dealer's edit screen. */
  editPath: (id: number) => string;
  onOpen: (id: number) => void;
}

/** Dealers List (spec 2.5): ID, Name (bold), Phone, City, Address and edit, by id, loading more near the end. */
export function DealerTable({ search, editPath, onOpen }: DealerTableProps) {
  const { t } = useTranslation();
  const query = useDealerPages(search);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data?.pages.length ?? 0;
  const sentinel = useInView(() => void fetchNextPage(), {
    enabled: hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError && !query.isPlaceholderData,
    watch: pages,
  });
  const dealers = query.data?.pages.flatMap((page) => page.dealers) ?? [];

  if (!query.isPending && !query.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {query.error?.message}
      </Alert>
    );
  }

  return (
    <Card
      component="section"
      aria-label={t('dealers.results')}
      aria-busy={query.isPending || query.isPlaceholderData}
    >
      <Box sx={{ overflowX: 'auto' }}>
        <Table sx={{ '& td, & th': { px: { xs: 1.5, sm: 2.5 } } }}>
          <TableHead>
            <TableRow
              sx={{
                '& th': { fontWeight: 600, textTransform: 'uppercase', fontSize: 13, whiteSpace: 'nowrap' },
              }}
            >
              <TableCell>{t('dealers.columns.id')}</TableCell>
              <TableCell>{t('dealers.columns.name')}</TableCell>
              <TableCell>{t('dealers.columns.phone')}</TableCell>
              <TableCell sx={fromSm}>{t('dealers.columns.city')}</TableCell>
              <TableCell sx={fromMd}>{t('dealers.columns.address')}</TableCell>
              <TableCell align="center" aria-label={t('dealers.columns.actions')}>
                {/* On a phone the icons speak for themselves; the header keeps its name for screen readers. */}
                <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {t('dealers.columns.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.isPending
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => <SkeletonRow key={index} />)
              : dealers.map((dealer) => (
                  <TableRow
                    key={dealer.id}
                    hover
                    onClick={(event) => {
                      // The edit link handles its own click (and a middle or modified click).
                      if (!(event.target as Element).closest('a')) onOpen(dealer.id);
                    }}
                    sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                      {displayNumber(dealer.id)}
                    </TableCell>
                    <TableCell
                      sx={{ fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere', minWidth: 120 }}
                    >
                      {dealer.dealer_name}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <bdi>{dealer.dealer_phone}</bdi>
                    </TableCell>
                    <TableCell sx={fromSm}>{dealer.dealer_city}</TableCell>
                    <TableCell
                      sx={{ ...fromMd, overflowWrap: 'anywhere', whiteSpace: 'pre-line', maxWidth: 360 }}
                    >
                      {dealer.dealer_address}
                    </TableCell>
                    <TableCell align="center" sx={{ py: 0.5 }}>
                      <Tooltip title={t('dealers.editDealer', { name: dealer.dealer_name })}>
                        <IconButton
                          component={Link}
                          to={editPath(dealer.id)}
                          aria-label={t('dealers.editDealer', { name: dealer.dealer_name })}
                          size="small"
                        >
                          <IconPencil size={20} />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </Box>
      {!query.isPending && dealers.length === 0 && (
        <Box
          sx={{ p: { xs: 4, sm: 6 }, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
        >
          <Box sx={{ color: 'text.disabled' }} aria-hidden>
            <IconBuildingStore size={48} stroke={1.5} />
          </Box>
          <Typography sx={{ color: 'text.secondary' }}>{t('dealers.empty')}</Typography>
        </Box>
      )}
      {hasNextPage && (
        <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          {query.isFetchNextPageError ? (
            <Button size="small" onClick={() => void fetchNextPage()}>
              {t('common.retry')}
            </Button>
          ) : (
            <CircularProgress size={24} aria-label={t('dealers.loadingMore')} />
          )}
        </Box>
      )}
    </Card>
  );
}

function SkeletonRow() {
  return (
    <TableRow>
      <TableCell>
        <Skeleton width={40} />
      </TableCell>
      <TableCell>
        <Skeleton width={140} />
      </TableCell>
      <TableCell>
        <Skeleton width={100} />
      </TableCell>
      <TableCell sx={fromSm}>
        <Skeleton width={80} />
      </TableCell>
      <TableCell sx={fromMd}>
        <Skeleton width={200} />
      </TableCell>
      <TableCell align="center">
        <Skeleton variant="circular" width={28} height={28} sx={{ mx: 'auto' }} />
      </TableCell>
    </TableRow>
  );
}
