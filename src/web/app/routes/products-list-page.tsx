import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { flashMessage } from '#web/components/feedback/flash-message.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { SearchField } from '#web/components/form/search-field.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { ProductTable } from '#web/features/products/components/product-table.tsx';
import { productEditPath, paths } from '#web/lib/paths.ts';

/** The messages `?message=` may name (a product was just created). */
const PRODUCT_LIST_MESSAGES = { created: 'products.messages.created' };

/** The product catalogue (issue 14): the search lives in the URL (`?search=`) so reload, back and links keep it. */
export function ProductsListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  useDocumentTitle(t('products.title'));
  const search = query.get('search')?.trim() ?? '';

  const setParam = (name: string, value: string) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      // The page stays where it is scrolled to (ScrollRestoration would reset it for a new entry).
      { replace: true, preventScrollReset: true },
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert
        message={flashMessage(t, query.get('message'), PRODUCT_LIST_MESSAGES)}
        onClose={() => setParam('message', '')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: '1 1 auto' }}>
          {t('products.title')}
        </Typography>
        {ability.can('create', 'Product') && (
          <Button component={Link} to={paths.createProduct} variant="contained">
            {t('products.addNew')}
          </Button>
        )}
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } }, display: 'grid' }}>
          <SearchField
            label={t('products.search')}
            value={search}
            onChange={(value) => setParam('search', value)}
          />
        </CardContent>
      </Card>
      <ProductTable
        search={search}
        editPath={productEditPath}
        onOpen={(id) => navigate(productEditPath(id))}
      />
    </Box>
  );
}
