import Typography from '@mui/material/Typography';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#domain/products/product.schemas.ts';
import { fromMd, fromSm, PagedTable } from '#web/components/data-display/paged-table.tsx';
import { useProductPages } from '#web/features/products/api/get-products.ts';

interface ProductTableProps {
  search: string;
  /** Where a row leads: the product's edit screen. */
  editPath: (id: number) => string;
  onOpen: (id: number) => void;
}

/** The catalogue: ID, Name (bold), Model, Category, Cover and edit, by id, loading more near the end. */
export function ProductTable({ search, editPath, onOpen }: ProductTableProps) {
  const { t } = useTranslation();
  return (
    <PagedTable
      query={useProductPages(search)}
      rowsOf={(page) => page.products}
      columns={[
        {
          header: t('products.columns.name'),
          cell: (product: Product) => product.name,
          sx: { fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere', minWidth: 120 },
          skeletonWidth: 140,
        },
        {
          header: t('products.columns.model'),
          cell: (product) => <bdi>{product.model}</bdi>,
          sx: { whiteSpace: 'nowrap' },
          skeletonWidth: 100,
        },
        {
          header: t('products.columns.category'),
          cell: (product) => product.category,
          sx: fromSm,
          skeletonWidth: 80,
        },
        {
          header: t('products.columns.cover'),
          cell: (product) => (
            <>
              {t('products.cover', { count: product.cover_months })}
              {product.part_covers.map((cover) => (
                <Typography key={cover.part} variant="body2" sx={{ color: 'text.secondary' }}>
                  {cover.part}: {t('products.cover', { count: cover.months })}
                </Typography>
              ))}
            </>
          ),
          sx: fromMd,
          skeletonWidth: 120,
        },
      ]}
      labels={{
        results: t('products.results'),
        id: t('products.columns.id'),
        actions: t('products.columns.actions'),
        empty: t('products.empty'),
        loadingMore: t('products.loadingMore'),
      }}
      emptyIcon={<IconPackage size={48} stroke={1.5} />}
      editLabel={(product) => t('products.editProduct', { name: product.name })}
      editPath={editPath}
      onOpen={onOpen}
    />
  );
}
