import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withFlashMessage } from '#web/components/feedback/flash-message.ts';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useCreateProduct } from '#web/features/products/api/save-product.ts';
import { ProductForm } from '#web/features/products/components/product-form.tsx';
import { paths } from '#web/lib/paths.ts';

/** Add New Product: the catalogue entry with its warranty terms; success returns to the list. */
export function ProductCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('products.create.title'));
  const navigate = useNavigate();
  const create = useCreateProduct();

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
      <ProductForm
        title={t('products.create.title')}
        submitLabel={t('products.create.submit')}
        pendingLabel={t('products.create.creating')}
        pending={create.isPending}
        onSave={(values) =>
          create.mutateAsync(values).then(() => navigate(withFlashMessage(paths.products, 'created')))
        }
        backTo={paths.products}
      />
    </Box>
  );
}
