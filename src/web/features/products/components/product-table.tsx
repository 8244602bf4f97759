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
import { IconPackage, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNumber } from '#domain/complaints/complaint-number.ts';
import { useInView } from '#web/lib/use-in-view.ts';
import { useProductPages } from '#web/features/products/api/get-products.ts';

const SKELETON_ROWS = 8;

/** Columns that give way on narrow screens: the category from sm up, the cover from md up. */
const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;

interface ProductTableProps {
  search: string;
  /** Where a row leads: the product's edit screen. */
  editPath: (id: number) => string;
  onOpen: (id: number) => void;
}

/** The catalogue: ID, Name (bold), Model, Category, Cover and edit, by id, loading more near the end. */
export function ProductTable({ search, editPath, onOpen }: ProductTableProps) {
  const { t } = useTranslation();
  const query = useProductPages(search);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data?.pages.length ?? 0;
  const sentinel = useInView(() => void fetchNextPage(), {
    enabled: hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError && !query.isPlaceholderData,
    watch: pages,
  });
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];

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
      aria-label={t('products.results')}
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
              <TableCell>{t('products.columns.id')}</TableCell>
              <TableCell>{t('products.columns.name')}</TableCell>
              <TableCell>{t('products.columns.model')}</TableCell>
              <TableCell sx={fromSm}>{t('products.columns.category')}</TableCell>
              <TableCell sx={fromMd}>{t('products.columns.cover')}</TableCell>
              <TableCell align="center" aria-label={t('products.columns.actions')}>
                {/* On a phone the icons speak for themselves; the header keeps its name for screen readers. */}
                <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {t('products.columns.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.isPending
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => <SkeletonRow key={index} />)
              : products.map((product) => (
                  <TableRow
                    key={product.id}
                    hover
                    onClick={(event) => {
                      // The edit link handles its own click (and a middle or modified click).
                      if (!(event.target as Element).closest('a')) onOpen(product.id);
                    }}
                    sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                      {displayNumber(product.id)}
                    </TableCell>
                    <TableCell
                      sx={{ fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere', minWidth: 120 }}
                    >
                      {product.name}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <bdi>{product.model}</bdi>
                    </TableCell>
                    <TableCell sx={fromSm}>{product.category}</TableCell>
                    <TableCell sx={fromMd}>
                      {t('products.cover', { count: product.cover_months })}
                      {product.part_covers.map((cover) => (
                        <Typography key={cover.part} variant="body2" sx={{ color: 'text.secondary' }}>
                          {cover.part}: {t('products.cover', { count: cover.months })}
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell align="center" sx={{ py: 0.5 }}>
                      <Tooltip title={t('products.editProduct', { name: product.name })}>
                        <IconButton
                          component={Link}
                          to={editPath(product.id)}
                          aria-label={t('products.editProduct', { name: product.name })}
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
      {!query.isPending && products.length === 0 && (
        <Box
          sx={{ p: { xs: 4, sm: 6 }, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
        >
          <Box sx={{ color: 'text.disabled' }} aria-hidden>
            <IconPackage size={48} stroke={1.5} />
          </Box>
          <Typography sx={{ color: 'text.secondary' }}>{t('products.empty')}</Typography>
        </Box>
      )}
      {hasNextPage && (
        <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          {query.isFetchNextPageError ? (
            <Button size="small" onClick={() => void fetchNextPage()}>
              {t('common.retry')}
            </Button>
          ) : (
            <CircularProgress size={24} aria-label={t('products.loadingMore')} />
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
        <Skeleton width={120} />
      </TableCell>
      <TableCell align="center">
        <Skeleton variant="circular" width={28} height={28} sx={{ mx: 'auto' }} />
      </TableCell>
    </TableRow>
  );
}
