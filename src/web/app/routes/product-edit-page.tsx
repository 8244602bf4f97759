import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorWithBack } from '#web/components/feedback/error-with-back.tsx';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { DealerHistory } from '#web/features/dealers/components/dealer-history.tsx';
import { useProduct } from '#web/features/products/api/get-products.ts';
import { useUpdateProduct } from '#web/features/products/api/save-product.ts';
import { ProductForm, productFormValues } from '#web/features/products/components/product-form.tsx';
import { scrollToTop } from '#web/lib/scroll-to-top.ts';
import { useIdParam } from '#web/lib/use-id-param.ts';
import { paths } from '#web/lib/paths.ts';

/** Product edit: 'Product Details' with its warranty terms, and its change history beside it. */
export function ProductEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useProduct(id);
  const update = useUpdateProduct(id);
  const [message, setMessage] = useState<string | null>(null);
  useDocumentTitle(query.data?.product.name ?? t('products.title'));

  if (id === 0 || (query.isError && !query.data)) {
    return (
      <ErrorWithBack
        message={query.error?.message ?? t('products.messages.notFound')}
        backTo={paths.products}
      />
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }} role="progressbar" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={420} />
      </Box>
    );
  }
  const { product, timelineRecords, can } = query.data;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert message={message} onClose={() => setMessage(null)} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <ProductForm
          title={t('products.edit.details')}
          values={productFormValues(product)}
          submitLabel={t('products.edit.update')}
          pendingLabel={t('products.edit.updating')}
          pending={update.isPending}
          readOnly={!can.update}
          onSave={(values) =>
            update.mutateAsync(values).then((reply) => {
              setMessage(reply.message);
              scrollToTop();
            })
          }
          backTo={paths.products}
        />
        <DealerHistory records={timelineRecords} messages="products.history" />
      </Box>
    </Box>
  );
}
