import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchableListPage } from '#web/components/layouts/searchable-list-page.tsx';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { ProductTable } from '#web/features/products/components/product-table.tsx';
import { productEditPath, paths } from '#web/lib/paths.ts';

/** The messages `?message=` may name (a product was just created). */
const PRODUCT_LIST_MESSAGES = { created: 'products.messages.created' };

/** The product catalogue (decision 018): the search lives in the URL (`?search=`) so reload, back and links keep it. */
export function ProductsListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <SearchableListPage
      title={t('products.title')}
      searchLabel={t('products.search')}
      messages={PRODUCT_LIST_MESSAGES}
      create={
        ability.can('create', 'Product')
          ? { label: t('products.addNew'), to: paths.createProduct }
          : undefined
      }
    >
      {(search) => (
        <ProductTable
          search={search}
          editPath={productEditPath}
          onOpen={(id) => navigate(productEditPath(id))}
        />
      )}
    </SearchableListPage>
  );
}
