import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconPencil } from '@tabler/icons-react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import { useInView } from '#web/lib/use-in-view.ts';

const SKELETON_ROWS = 8;

/** Columns that give way on narrow screens: shown from sm, or from md, up. */
export const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;

export interface PagedColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  sx?: SxProps<Theme>;
  /** The width of the column's skeleton while the first page loads. */
  skeletonWidth: number;
}

interface PagedTableProps<Row extends { id: number }, Page> {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  rowsOf: (page: Page) => Row[];
  /** The columns after the ID column (which every paged table leads with). */
  columns: PagedColumn<Row>[];
  labels: { results: string; id: string; actions: string; empty: string; loadingMore: string };
  emptyIcon: ReactNode;
  editLabel: (row: Row) => string;
  /** Where a row leads: its edit screen. */
  editPath: (id: number) => string;
  onOpen: (id: number) => void;
}

/** A searchable list by id (dealers, products): ID, the columns, an edit link; loads more near the end. */
export function PagedTable<Row extends { id: number }, Page>({
  query,
  rowsOf,
  columns,
  labels,
  emptyIcon,
  editLabel,
  editPath,
  onOpen,
}: PagedTableProps<Row, Page>) {
  const { t } = useTranslation();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data?.pages.length ?? 0;
  const sentinel = useInView(() => void fetchNextPage(), {
    enabled: hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError && !query.isPlaceholderData,
    watch: pages,
  });
  const rows = query.data?.pages.flatMap(rowsOf) ?? [];

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
      aria-label={labels.results}
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
              <TableCell>{labels.id}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.header} sx={column.sx}>
                  {column.header}
                </TableCell>
              ))}
              <TableCell align="center" aria-label={labels.actions}>
                {/* On a phone the icons speak for themselves; the header keeps its name for screen readers. */}
                <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {labels.actions}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.isPending
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <SkeletonRow key={index} columns={columns} />
                ))
              : rows.map((row) => (
                  <TableRow
                    key={row.id}
                    hover
                    onClick={(event) => {
                      // The edit link handles its own click (and a middle or modified click).
                      if (!(event.target as Element).closest('a')) onOpen(row.id);
                    }}
                    sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                      {displayNumber(row.id)}
                    </TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.header} sx={column.sx}>
                        {column.cell(row)}
                      </TableCell>
                    ))}
                    <TableCell align="center" sx={{ py: 0.5 }}>
                      <Tooltip title={editLabel(row)}>
                        <IconButton
                          component={Link}
                          to={editPath(row.id)}
                          aria-label={editLabel(row)}
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
      {!query.isPending && rows.length === 0 && (
        <Box
          sx={{ p: { xs: 4, sm: 6 }, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
        >
          <Box sx={{ color: 'text.disabled' }} aria-hidden>
            {emptyIcon}
          </Box>
          <Typography sx={{ color: 'text.secondary' }}>{labels.empty}</Typography>
        </Box>
      )}
      {hasNextPage && (
        <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          {query.isFetchNextPageError ? (
            <Button size="small" onClick={() => void fetchNextPage()}>
              {t('common.retry')}
            </Button>
          ) : (
            <CircularProgress size={24} aria-label={labels.loadingMore} />
          )}
        </Box>
      )}
    </Card>
  );
}

function SkeletonRow<Row>({ columns }: { columns: PagedColumn<Row>[] }) {
  return (
    <TableRow>
      <TableCell>
        <Skeleton width={40} />
      </TableCell>
      {columns.map((column) => (
        <TableCell key={column.header} sx={column.sx}>
          <Skeleton width={column.skeletonWidth} />
        </TableCell>
      ))}
      <TableCell align="center">
        <Skeleton variant="circular" width={28} height={28} sx={{ mx: 'auto' }} />
      </TableCell>
    </TableRow>
  );
}
