import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Dealer } from '#domain/dealers/dealer.schemas.ts';
import { fromMd, fromSm, PagedTable } from '#web/components/data-display/paged-table.tsx';
import { useDealerPages } from '#web/features/dealers/api/get-dealers.ts';

interface DealerTableProps {
  search: string;
  /** Where a row leads: the dealer's edit screen. */
  editPath: (id: number) => string;
  onOpen: (id: number) => void;
}

/** Dealers List (spec 2.5): ID, Name (bold), Phone, City, Address and edit, by id, loading more near the end. */
export function DealerTable({ search, editPath, onOpen }: DealerTableProps) {
  const { t } = useTranslation();
  return (
    <PagedTable
      query={useDealerPages(search)}
      rowsOf={(page) => page.dealers}
      columns={[
        {
          header: t('dealers.columns.name'),
          cell: (dealer: Dealer) => dealer.dealer_name,
          sx: { fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere', minWidth: 120 },
          skeletonWidth: 140,
        },
        {
          header: t('dealers.columns.phone'),
          cell: (dealer) => <bdi>{dealer.dealer_phone}</bdi>,
          sx: { whiteSpace: 'nowrap' },
          skeletonWidth: 100,
        },
        {
          header: t('dealers.columns.city'),
          cell: (dealer) => dealer.dealer_city,
          sx: fromSm,
          skeletonWidth: 80,
        },
        {
          header: t('dealers.columns.address'),
          cell: (dealer) => dealer.dealer_address,
          sx: { ...fromMd, overflowWrap: 'anywhere', whiteSpace: 'pre-line', maxWidth: 360 },
          skeletonWidth: 200,
        },
      ]}
      labels={{
        results: t('dealers.results'),
        id: t('dealers.columns.id'),
        actions: t('dealers.columns.actions'),
        empty: t('dealers.empty'),
        loadingMore: t('dealers.loadingMore'),
      }}
      emptyIcon={<IconBuildingStore size={48} stroke={1.5} />}
      editLabel={(dealer) => t('dealers.editDealer', { name: dealer.dealer_name })}
      editPath={editPath}
      onOpen={onOpen}
    />
  );
}
